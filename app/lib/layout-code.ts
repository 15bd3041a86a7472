/**
 * A home's layout code (間取り, docs/product.md#the-layout-code, ADR 0128): the rooms and what
 * the kitchen is part of, as Japanese listings write it (1R, 1K, 1DK, 1LDK, 2LDK, …). Pure: the
 * search's SQL (models/search/layout.server.ts) computes the same from the same columns, and a
 * test holds the two to it.
 */

/** What the code is made of: a home's rooms, kitchens, living rooms, area and type. */
export type LayoutFacts = {
  category: string;
  /** The rooms other than the living room, dining room and kitchen. */
  numberOfBeds: number;
  numberOfLivingRooms: number;
  numberOfKitchen: number;
  /** Square feet. */
  numberOfArea: number;
};

/** R: one room with the kitchen in it; K: a kitchen; DK: a dining kitchen; LDK: with a living room. */
export type LayoutKind = 'R' | 'K' | 'DK' | 'LDK';
export type Layout = { rooms: number; kind: LayoutKind };

/**
 * The area, in whole square feet, a home needs for its kitchen to be a dining kitchen: its rooms
 * at 6 畳 each, the dining kitchen the industry's guideline asks for (4.5 畳 with one room, 6 畳
 * with more), and 5 m² for the entrance, bath and toilet. One 畳 is 1.62 m² (17.44 sq ft).
 */
export const DK_ROOM_SQFT = 105;
export const DK_ONE_ROOM_SQFT = 79;
export const DK_MORE_ROOMS_SQFT = 105;
export const DK_WET_SQFT = 54;

export function dkAreaSqft(rooms: number) {
  return rooms * DK_ROOM_SQFT + (rooms === 1 ? DK_ONE_ROOM_SQFT : DK_MORE_ROOMS_SQFT) + DK_WET_SQFT;
}

/**
 * The layout of a home, or null where the convention has none: an office, or a home of several
 * rooms whose kitchen is not given (0 kitchens is "not given", lib/given-fact.ts).
 * - The rooms are the bedrooms and every living room after the first; the first living room is
 *   the L of LDK, and needs a kitchen to be one.
 * - No bedroom and at most one living room is 1R (a studio: one room, the kitchen in it), as is
 *   one room whose kitchen is not given.
 * - A living room and a kitchen: NLDK. A kitchen without a living room: NDK when the area leaves
 *   a dining kitchen its guideline size (`dkAreaSqft`), else NK.
 */
export function layoutOf(home: LayoutFacts): Layout | null {
  if (home.category === 'Office') return null;
  const beds = Math.max(0, home.numberOfBeds);
  const living = Math.max(0, home.numberOfLivingRooms);
  const kitchen = home.numberOfKitchen > 0;
  const rooms = beds + living;
  // No bedroom of its own (a studio), or one room and no kitchen given.
  if (rooms <= 1 && (beds === 0 || !kitchen)) return { rooms: 1, kind: 'R' };
  if (!kitchen) return null;
  if (living > 0) return { rooms: beds + living - 1, kind: 'LDK' };
  return { rooms: beds, kind: home.numberOfArea >= dkAreaSqft(beds) ? 'DK' : 'K' };
}

/**
 * The code as written: "1R", "2LDK", "6LDK". The site shows the SQL's (models/search/layout.server.ts),
 * which its tests hold to this.
 *
 * @internal
 */
export function layoutCode(home: LayoutFacts): string | null {
  const layout = layoutOf(home);
  return layout && `${layout.rooms}${layout.kind}`;
}

/** The search's choices (docs/product.md#search-parameters), as a Japanese portal offers them. */
export const LAYOUT_CHOICES = [
  '1R',
  '1K',
  '1DK',
  '1LDK',
  '2K',
  '2DK',
  '2LDK',
  '3K',
  '3DK',
  '3LDK',
  '4K',
  '4DK',
  '4LDK',
  '5+',
] as const;
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number];

/**
 * The search's choice a home falls under: its code, or "5+" from five rooms on (the SQL's, as
 * `layoutCode`).
 *
 * @internal
 */
export function layoutChoiceOf(home: LayoutFacts): LayoutChoice | null {
  const layout = layoutOf(home);
  if (!layout) return null;
  if (layout.rooms >= 5) return '5+';
  return `${layout.rooms}${layout.kind}` as LayoutChoice;
}
