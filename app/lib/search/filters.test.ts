import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createFormatters, createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { parsePropertyQuery, propertySearchParams } from '../query';
import { FILTER_KEYS, FILTERS, filterOf, type PropertyQuery } from './filters';

/** A search setting every filter the registry declares. */
const FULL: PropertyQuery = {
  listingType: 'rent',
  location: 'Paris, France',
  category: 'Villa',
  currency: 'JPY',
  priceMin: 1000,
  priceMax: 9000,
  monthlyMax: 4000,
  bedRooms: 2,
  bathsMin: 2,
  squareFootMin: 300,
  squareFootMax: 3000,
  builtFrom: 1995,
  keywords: 'garden view',
  amenities: ['hasSchool', 'hasPark'],
  underOffer: 'hide',
  includeSold: 'year',
  openHouse: 'weekend',
  bbox: '2.2,48.8,2.4,48.9',
  area: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  sort: 'price-asc',
  page: 2,
  reset: false,
};

describe('the filter registry', () => {
  it('declares every parameter of the search, in the canonical order', () => {
    expect(new Set(FILTER_KEYS)).toEqual(new Set(Object.keys(FULL)));
    expect(Object.keys(FILTERS)).toEqual(FILTER_KEYS);
  });

  it('reads back every filter from the address it writes', () => {
    const params = propertySearchParams(FULL);
    expect(parsePropertyQuery(params)).toEqual(FULL);
    // Each parameter once, but the amenities, one each.
    const names = [...params.keys()];
    expect(names.filter((name) => name !== 'amenities')).toEqual([
      ...new Set(names.filter((name) => name !== 'amenities')),
    ]);
  });

  it('describes every filter it holds, in both languages', () => {
    for (const dictionary of [en, ja]) {
      const t = createTranslator(dictionary, dictionary === en ? 'en' : 'ja');
      const format = createFormatters(dictionary === en ? 'en' : 'ja');
      for (const key of FILTER_KEYS) {
        const phrases = filterOf(key).describe(FULL[key] as never, FULL, {
          t,
          format,
          unit: 'sqft',
        });
        // Page and reset are no filter; priceMax and the currency are said with priceMin.
        if (['page', 'reset', 'priceMax', 'squareFootMax', 'currency'].includes(key)) continue;
        expect(phrases.length, key).toBeGreaterThan(0);
        for (const phrase of phrases) expect(phrase, key).not.toMatch(/searchFilters\.|\{/);
      }
    }
  });
});
