/**
 * Areas by language (docs/product.md#units-by-language, ADR 0072): homes keep their areas in
 * square feet; English pages show square feet and Japanese pages square metres. Every area a page
 * shows, converts or lets a visitor type goes through these functions.
 */
export type AreaUnit = 'sqft' | 'm2';

/** Square feet in a square metre (1 ft = 0.3048 m exactly). */
export const SQ_FT_PER_M2 = 1 / (0.3048 * 0.3048);

export function areaUnitFor(lang: string): AreaUnit {
  return lang === 'ja' ? 'm2' : 'sqft';
}

/** A stored area (square feet) in the page's unit, as a whole number. */
export function areaIn(sqft: number, unit: AreaUnit): number {
  return unit === 'sqft' ? Math.round(sqft) : Math.round(sqft / SQ_FT_PER_M2);
}

/** What a visitor typed in the page's unit, as the square feet that are stored. */
export function sqftFrom(value: number, unit: AreaUnit): number {
  return unit === 'sqft' ? Math.round(value) : Math.round(value * SQ_FT_PER_M2);
}

const UNIT_NAME = { sqft: 'sq ft', m2: 'm²' } as const;

/** "2,450 sq ft" or "228 m²" for a stored area (square feet), numbers in the page's format. */
export function formatArea(sqft: number, unit: AreaUnit, formatNumber: (n: number) => string) {
  return `${formatNumber(areaIn(sqft, unit))} ${UNIT_NAME[unit]}`;
}

/** Dollars per square foot or per square metre, whole dollars; null without an area. */
export function pricePerArea(price: number, sqft: number, unit: AreaUnit): number | null {
  if (!(sqft > 0)) return null;
  return Math.round(unit === 'sqft' ? price / sqft : (price / sqft) * SQ_FT_PER_M2);
}
