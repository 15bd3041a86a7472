import { describe, expect, it } from 'vitest';

import { areaIn, areaUnitFor, formatArea, pricePerArea, splitWhole, sqftFrom } from './units';

describe('areas by language', () => {
  it('shows square feet in English and square metres in Japanese', () => {
    expect(areaUnitFor('en')).toBe('sqft');
    expect(areaUnitFor('ja')).toBe('m2');
    expect(formatArea(2450, 'sqft')).toBe('2,450 sq ft');
    expect(formatArea(2450, 'm2')).toBe('228 m²');
    expect(formatArea(10764, 'm2')).toBe('1,000 m²');
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
