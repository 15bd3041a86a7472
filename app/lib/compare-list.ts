/**
 * The list of homes to compare as the cards' toggles change it (ADR 0059), apart from the rest of
 * lib/compare.ts so the cards' script holds only this.
 */
export const MAX_COMPARE = 4;

/**
 * A home as the tray and the browser's list keep it: its name as stored and, for a generated home,
 * its Japanese name, so the tray speaks the page's language whichever page chose the home
 * (docs/product.md#compare).
 */
export type ComparedHome = { id: number; name: string; nameJa?: string | null };

/** Adds or removes a home; adding a fifth changes nothing and says so (`full`). */
export function toggleCompared(list: ComparedHome[], home: ComparedHome) {
  if (list.some((item) => item.id === home.id)) {
    return { list: list.filter((item) => item.id !== home.id), full: false };
  }
  if (list.length >= MAX_COMPARE) return { list, full: true };
  return { list: [...list, home], full: false };
}
