/**
 * The kind of home a picture's address carries (ADR 0071): one letter a kind. Apart from the rest
 * of the pictures' addresses (`art-seeds.ts`), so that a page that only shows a kind's building
 * (the home pages' kinds of home) loads no more than this.
 */
export const TYPE_CODES: Record<string, string> = {
  Apartment: 'a',
  Condo: 'c',
  Villa: 'v',
  Cabin: 'b',
  Studio: 's',
  Office: 'o',
  Luxury: 'l',
  Duplex: 'd',
};

/** A house picture's seed that draws the kind of home it names. */
export function houseSeed(base: string, category: string): string {
  const code = TYPE_CODES[category];
  return code ? `${base}~${code}` : base;
}
