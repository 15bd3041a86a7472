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
  station: 'bastille',
  walkMax: 10,
  category: 'Villa',
  currency: 'JPY',
  priceMin: 1000,
  priceMax: 9000,
  monthlyMax: 4000,
  moveInMax: 20000,
  bedRooms: 2,
  layout: ['1LDK', '2DK', '5+'],
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

describe('the layout filter (ADR 0128)', () => {
  const read = (address: string) => parsePropertyQuery(new URLSearchParams(address)).layout;

  it('reads codes in any case, one each or comma-separated, "5+" typed or encoded', () => {
    expect(read('layout=2ldk&layout=1R,3DK')).toEqual(['1R', '2LDK', '3DK']);
    expect(read('layout=5+')).toEqual(['5+']);
    expect(read('layout=5%2B')).toEqual(['5+']);
    expect(read('layout=2R&layout=6LDK&layout=')).toBeUndefined();
  });

  it('says its codes in a saved search, five rooms and more in words', () => {
    const query = { ...FULL, layout: ['1K', '5+'] as PropertyQuery['layout'] };
    const say = (lang: 'en' | 'ja') => {
      const t = lang === 'en' ? createTranslator(en, lang) : createTranslator(ja, lang);
      const ctx = { t, format: createFormatters(lang) };
      return filterOf('layout').describe(query.layout, query, { ...ctx, unit: 'sqft' });
    };
    expect(say('en')).toEqual(['Layout 1K / 5 rooms+']);
    expect(say('ja')).toEqual(['間取り 1K / 5K以上']);
  });
});

describe('the filter registry', () => {
  it('declares every parameter of the search, in the canonical order', () => {
    expect(new Set(FILTER_KEYS)).toEqual(new Set(Object.keys(FULL)));
    expect(Object.keys(FILTERS)).toEqual(FILTER_KEYS);
  });

  it('reads back every filter from the address it writes', () => {
    const params = propertySearchParams(FULL);
    expect(parsePropertyQuery(params)).toEqual(FULL);
    // Each parameter once, but the amenities and the layouts, one each.
    const many = ['amenities', 'layout'];
    const names = [...params.keys()];
    expect(names.filter((name) => !many.includes(name))).toEqual([
      ...new Set(names.filter((name) => !many.includes(name))),
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
        // Page and reset are no filter; priceMax and the currency are said with priceMin, the
        // walk with the station.
        const withOthers = ['page', 'reset', 'priceMax', 'squareFootMax', 'currency', 'walkMax'];
        if (withOthers.includes(key)) continue;
        expect(phrases.length, key).toBeGreaterThan(0);
        for (const phrase of phrases) expect(phrase, key).not.toMatch(/[a-z]+\.[a-zA-Z]+|\{/);
      }
    }
  });
});
