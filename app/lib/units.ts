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

const NUMBER = { sqft: new Intl.NumberFormat('en-US'), m2: new Intl.NumberFormat('ja-JP') };

/** The unit's short name as its language writes it after a number. */
export function areaUnitLabel(unit: AreaUnit): string {
  return unit === 'sqft' ? 'sq ft' : 'm²';
}

/** "2,450 sq ft" or "228 m²" for a stored area (square feet). */
export function formatArea(sqft: number, unit: AreaUnit): string {
  return `${NUMBER[unit].format(areaIn(sqft, unit))} ${areaUnitLabel(unit)}`;
}

/** Dollars per square foot or per square metre, whole dollars; null without an area. */
export function pricePerArea(price: number, sqft: number, unit: AreaUnit): number | null {
  if (!(sqft > 0)) return null;
  return Math.round(unit === 'sqft' ? price / sqft : (price / sqft) * SQ_FT_PER_M2);
}

/**
 * Whole parts of `total` in proportion to `weights` that add up to `total` exactly (largest
 * remainders): a floor plan's rooms add up to its floor, and its floors to the home.
 */
export function splitWhole(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (!(sum > 0)) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}
