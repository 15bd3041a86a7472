import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createFormatters, createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { parsePropertyQuery, propertySearchParams, untidySearch } from './query';
import { describeSearch } from './saved-search';
import { areaIn, areaUnitFor, formatArea, pricePerArea, sqftFrom } from '~/i18n/units';
import { splitWhole } from './whole-parts';

const enNumber = (n: number) => n.toLocaleString('en-US');
const jaNumber = (n: number) => n.toLocaleString('ja-JP');

describe('areas by language', () => {
  it('shows square feet in English and square metres in Japanese', () => {
    expect(areaUnitFor('en')).toBe('sqft');
    expect(areaUnitFor('ja')).toBe('m2');
    expect(formatArea(2450, 'sqft', enNumber)).toBe('2,450 sq ft');
    expect(formatArea(2450, 'm2', enNumber)).toBe('228 m²');
    expect(formatArea(10764, 'm2', jaNumber)).toBe('1,000 m²');
  });

  it('converts what a visitor types back to the square feet that are stored', () => {
    expect(sqftFrom(100, 'm2')).toBe(1076);
    expect(sqftFrom(1200, 'sqft')).toBe(1200);
    expect(areaIn(sqftFrom(85, 'm2'), 'm2')).toBe(85);
  });

  it('gives the price per square foot or per square metre', () => {
    expect(pricePerArea(500_000, 1000, 'sqft')).toBe(500);
    expect(pricePerArea(500_000, 1000, 'm2')).toBe(5382);
    expect(pricePerArea(500_000, 0, 'm2')).toBeNull();
  });

  it('splits a whole into whole parts that add up to it', () => {
    expect(splitWhole(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitWhole(228, [3, 1.6, 0.9, 2])).toEqual([91, 49, 27, 61]);
    expect(splitWhole(7, [0, 0])).toEqual([7, 0]);
    for (const total of [1, 99, 6200, 576]) {
      const parts = splitWhole(total, [2.3, 0.7, 1.9, 3, 1]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('the search in square metres', () => {
  it('reads a Japanese filter’s square metres as square feet and sends them on', () => {
    const params = new URLSearchParams('areaMinM2=100&areaMaxM2=99999999999');
    const query = parsePropertyQuery(params);
    expect(query.squareFootMin).toBe(1076);
    expect(query.squareFootMax).toBe(2_147_483_647);
    expect(untidySearch(params)).toBe(true);
    expect(propertySearchParams(query).get('squareFootMin')).toBe('1076');
    // Square feet in the address win; a bound that does not parse is ignored.
    expect(
      parsePropertyQuery(new URLSearchParams('squareFootMin=500&areaMinM2=100')).squareFootMin,
    ).toBe(500);
    expect(parsePropertyQuery(new URLSearchParams('areaMinM2=abc')).squareFootMin).toBeUndefined();
  });

  it('names a saved search’s area in the page’s unit', () => {
    const query = parsePropertyQuery(new URLSearchParams('squareFootMin=1076&squareFootMax=2152'));
    const t = createTranslator(ja, 'ja');
    const format = createFormatters('ja');
    expect(describeSearch(query, t, format, 'm2')).toEqual(['100 m²以上', '200 m²以下']);
    expect(describeSearch(query, createTranslator(en, 'en'), createFormatters('en'))).toEqual([
      'At least 1,076 sq ft',
      'Up to 2,152 sq ft',
    ]);
  });
});
