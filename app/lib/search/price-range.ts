import type { ListingType } from '../catalog';

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
