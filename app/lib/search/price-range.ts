import type { ListingType } from '../catalog';
import type { Currency, Rates } from '../money';

/**
 * The top of the price slider (docs/product.md#search-parameters, ADR 0089): the dearest listed
 * home of the kind, rounded up to a round figure, so every home can be reached; at the top the
 * slider means "no maximum".
 */
export type PriceCeilings = Record<ListingType, number>;

/** Sale prices round up to the next $100,000, monthly rents to the next $500. */
const STEP: PriceCeilings = { sale: 100_000, rent: 500 };

export function roundCeiling(kind: ListingType, dearest: number) {
  const step = STEP[kind];
  return Math.max(step, Math.ceil(Math.max(0, dearest) / step) * step);
}

/** The slider's top for a search: its kind's, or the higher of both when it asks for either. */
export function ceilingFor(ceilings: PriceCeilings, kind: ListingType | undefined) {
  return kind ? ceilings[kind] : Math.max(ceilings.sale, ceilings.rent);
}

/**
 * The ceilings in a visitor's currency (docs/product.md#money): each converted at the site's
 * rates and rounded up to its two leading digits (¥1,300,000,000, £3,900,000), so the slider's
 * top still lies above every home.
 */
export function ceilingsIn(ceilings: PriceCeilings, currency: Currency, rates: Rates) {
  if (currency === 'USD') return ceilings;
  const up = (usd: number) => {
    const value = usd * rates.perUsd[currency];
    const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 1);
    return Math.ceil(value / step) * step;
  };
  return { sale: up(ceilings.sale), rent: up(ceilings.rent) };
}
