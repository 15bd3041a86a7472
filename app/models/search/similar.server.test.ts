import { describe, expect, it } from 'vitest';

import { parsePropertyQuery } from '~/lib/query';

import { referencePrice } from './similar.server';

const query = (text: string) => parsePropertyQuery(new URLSearchParams(text));

describe('referencePrice', () => {
  // The similar homes are walked along the dollar price index (docs/product.md#money): a home
  // listed in yen is found near by its price in dollars, never by its yen.
  it("is the first home's price in dollars when no bound is asked", () => {
    const tokyo = { price: 180_000_000, currency: 'JPY', priceUsd: 1_200_000 };
    expect(referencePrice(query('location=tokyo'), [tokyo])).toBe(1_200_000);
  });

  it('is the bounds asked, which are dollars, and the kind’s middle price with no homes', () => {
    expect(referencePrice(query('priceMin=100000&priceMax=300000'), [])).toBe(200_000);
    expect(referencePrice(query('priceMax=90000'), [{ priceUsd: 5 }])).toBe(90_000);
    expect(referencePrice(query('listingType=rent'), [])).toBe(5_000);
    expect(referencePrice(query(''), [])).toBe(400_000);
  });
});
