/**
 * What a generated home's pictures carry in their addresses (ADR 0071): the kind of home, and for
 * a floor plan its rooms, its area and which floor it is. The art route draws from these alone, so
 * a picture stays a pure function of its URL and is cached as before. Seeds without them (the
 * addresses stored before) still draw a picture of their own, chosen by the seed.
 */
import { artUrl } from './art-url';
import { houseSeed, TYPE_CODES } from './art-type-codes';
import { splitWhole } from './whole-parts';

export { houseSeed };
const TYPE_BY_CODE = Object.fromEntries(Object.entries(TYPE_CODES).map(([k, v]) => [v, k]));

/** The rooms an interior can show; `meeting` and `office` are an office's. */
export const INTERIOR_ROOMS = [
  'living',
  'bedroom',
  'kitchen',
  'dining',
  'office',
  'meeting',
  'bath',
] as const;
export type InteriorRoom = (typeof INTERIOR_ROOMS)[number];
const ROOM_CODES: Record<InteriorRoom, string> = {
  living: 'l',
  bedroom: 'b',
  kitchen: 'k',
  dining: 'd',
  office: 'o',
  meeting: 'm',
  bath: 'w',
};
const ROOM_BY_CODE = Object.fromEntries(
  Object.entries(ROOM_CODES).map(([k, v]) => [v, k as InteriorRoom]),
);

export interface HomeFacts {
  category: string;
  beds: number;
  baths: number;
  kitchens: number;
  livingRooms: number;
  /** Square feet, as stored. */
  area: number;
}

export interface PlanFacts extends HomeFacts {
  floor: number;
  floors: number;
  lang: 'en' | 'ja';
}

/** The seed's own part (before `~`) and the kind of home it names, if any. */
function splitSeed(seed: string): { base: string; rest: string } {
  const at = seed.lastIndexOf('~');
  return at < 0 ? { base: seed, rest: '' } : { base: seed.slice(0, at), rest: seed.slice(at + 1) };
}

export function parseHouseSeed(seed: string): { category: string | null } {
  const { rest } = splitSeed(seed);
  return { category: (rest.length === 1 && TYPE_BY_CODE[rest]) || null };
}

export function interiorSeed(base: string, category: string, room: InteriorRoom): string {
  return `${base}~${TYPE_CODES[category] ?? ''}${ROOM_CODES[room]}`;
}

export function parseInteriorSeed(seed: string): {
  category: string | null;
  room: InteriorRoom | null;
} {
  const { rest } = splitSeed(seed);
  if (rest.length < 1 || rest.length > 2) return { category: null, room: null };
  const room = ROOM_BY_CODE[rest.slice(-1)] ?? null;
  const category = rest.length === 2 ? (TYPE_BY_CODE[rest[0] ?? ''] ?? null) : null;
  return { category, room };
}

/**
 * The rooms a home's interior pictures show, in order: an office's workrooms, or a home's living
 * room, kitchen, bedrooms and bathroom. Only rooms the home has (docs/product.md#generated-data).
 */
export function interiorRooms(facts: HomeFacts, count: number): InteriorRoom[] {
  const rooms = ownRooms(facts);
  return Array.from({ length: count }, (_, n) => rooms[n % rooms.length] as InteriorRoom);
}

/**
 * Each kind of room the home has, once, in the order its pictures show them. A studio's bed is in
 * its one main room, so it has no bedroom of its own to show (docs/product.md#pictures-and-plans-of-generated-homes).
 */
function ownRooms(facts: HomeFacts): InteriorRoom[] {
  const own: InteriorRoom[] =
    facts.category === 'Office'
      ? ['office', 'meeting', 'kitchen', 'bath']
      : [
          ...(facts.livingRooms > 0 ? (['living'] as const) : []),
          ...(facts.kitchens > 0 ? (['kitchen'] as const) : []),
          ...(facts.beds > 0 && facts.category !== 'Studio' ? (['bedroom'] as const) : []),
          ...(facts.baths > 0 ? (['bath'] as const) : []),
          ...(facts.livingRooms > 1 ? (['dining'] as const) : []),
        ];
  return own.length ? own : ['living'];
}

/** How many rooms a tour shows at most, after the outside. */
export const TOUR_ROOMS = 4;

/**
 * A generated home's video tour (ADR 0076): its outside and its first rooms as its pictures show
 * them, each kind once, so the tour is the gallery's own photos and shows no room the home lacks.
 * The seed carries the kind of home and those rooms: `12~oomkw` is an Office's.
 */
export function tourSeed(base: string, facts: HomeFacts): string {
  const rooms = ownRooms(facts).slice(0, TOUR_ROOMS);
  return `${base}~${TYPE_CODES[facts.category] ?? 'x'}${rooms.map((room) => ROOM_CODES[room]).join('')}`;
}

export interface TourFacts {
  /** The seed before `~`: the home's pictures are `${base}-0`, `${base}-1`, … */
  base: string;
  category: string | null;
  rooms: InteriorRoom[];
  lang: 'en' | 'ja';
}

const TOUR = /^([a-z])([lbkdomw]{1,4})(?:\.(ja))?$/;

/** The facts a tour's seed carries; null for a seed stored before them (ADR 0071). */
export function parseTourSeed(seed: string): TourFacts | null {
  const { base, rest } = splitSeed(seed);
  const match = TOUR.exec(rest);
  if (!match) return null;
  const [, code, rooms, lang] = match;
  return {
    base,
    category: TYPE_BY_CODE[code ?? ''] ?? null,
    rooms: [...(rooms ?? '')].map((c) => ROOM_BY_CODE[c] as InteriorRoom),
    lang: lang === 'ja' ? 'ja' : 'en',
  };
}

const TOUR_URL = /^(\/art\/v\d+\/tour\/[^/]+\/)([^/]+)\.svg$/;

/**
 * The address of a generated home's tour with its captions in the page's language; any other video
 * (an owner's link, a tour stored before its seed carried facts) is returned as it is.
 */
export function tourUrlFor(url: string, lang: string): string {
  const match = TOUR_URL.exec(url);
  if (!match || lang !== 'ja') return url;
  try {
    const seed = decodeURIComponent(match[2] ?? '');
    const facts = parseTourSeed(seed);
    return facts && facts.lang === 'en'
      ? `${match[1]}${encodeURIComponent(`${seed}.ja`)}.svg`
      : url;
  } catch {
    return url;
  }
}

/**
 * How many floors the plans draw: the floors drawn at random, but a flat is on one floor, and a
 * house has bedrooms (an office workrooms) on every floor above the ground.
 */
export function planFloors(facts: HomeFacts, wanted: number): number {
  if (['Apartment', 'Studio', 'Condo'].includes(facts.category)) return 1;
  const upper = facts.category === 'Office' ? facts.livingRooms - 1 : Math.ceil(facts.beds / 2);
  return Math.max(1, Math.min(wanted, 1 + Math.max(0, upper)));
}

export function planSeed(base: string, facts: HomeFacts, floor: number, floors: number): string {
  const code = TYPE_CODES[facts.category] ?? 'x';
  const parts = [facts.beds, facts.baths, facts.kitchens, facts.livingRooms, facts.area];
  return `${base}~${code}.${parts.map((n) => Math.max(0, Math.round(n))).join('.')}.${floor}.${floors}`;
}

const PLAN =
  /^([a-z])\.(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.(\d{1,7})\.(\d)\.(\d)(?:\.(en|ja))?$/;

export function parsePlanSeed(seed: string): PlanFacts | null {
  const match = PLAN.exec(splitSeed(seed).rest);
  if (!match) return null;
  const [, code, beds, baths, kitchens, living, area, floor, floors, lang] = match;
  const facts: PlanFacts = {
    category: TYPE_BY_CODE[code ?? ''] ?? 'Apartment',
    beds: Number(beds),
    baths: Number(baths),
    kitchens: Number(kitchens),
    livingRooms: Number(living),
    area: Number(area),
    floor: Number(floor),
    floors: Number(floors),
    lang: lang === 'ja' ? 'ja' : 'en',
  };
  return facts.floors >= 1 && facts.floor < facts.floors && facts.area > 0 ? facts : null;
}

const PLAN_URL = /^(\/art\/v\d+\/plan\/[^/]+\/)([^/]+)\.svg$/;

/** The facts a generated plan's address carries; null for any other picture. */
export function planFactsFromUrl(url: string): PlanFacts | null {
  const match = PLAN_URL.exec(url);
  if (!match) return null;
  try {
    return parsePlanSeed(decodeURIComponent(match[2] ?? ''));
  } catch {
    return null;
  }
}

/**
 * The address of a stored plan drawn for the page's language: labels in it, and areas in its unit.
 * Other pictures (an owner's uploads among them) are returned as they are.
 */
export function planUrlFor(url: string, lang: string): string {
  const match = PLAN_URL.exec(url);
  if (!match || lang !== 'ja' || !planFactsFromUrl(url)) return url;
  return `${match[1]}${encodeURIComponent(`${decodeURIComponent(match[2] ?? '')}.ja`)}.svg`;
}

export type PlanRoomKind = 'living' | 'kitchen' | 'bedroom' | 'bath' | 'office';

export interface PlanRoom {
  kind: PlanRoomKind;
  /** 1-based among the home's rooms of its kind, or 0 when the home has only one of them. */
  n: number;
}

/** Shares the rooms out over the floors: living rooms and kitchens on the ground, bedrooms above. */
export function floorRooms(facts: HomeFacts, floor: number, floors: number): PlanRoom[] {
  const office = facts.category === 'Office';
  const counted = (kind: PlanRoomKind, total: number, perFloor: number[]): PlanRoom[] => {
    const before = perFloor.slice(0, floor).reduce((a, b) => a + b, 0);
    return Array.from({ length: perFloor[floor] ?? 0 }, (_, i) => ({
      kind,
      n: total > 1 ? before + i + 1 : 0,
    }));
  };
  const even = (total: number, over: number, first: number) =>
    Array.from({ length: floors }, (_, f) =>
      f < first ? 0 : Math.floor(total / over) + (f - first < total % over ? 1 : 0),
    );
  const ground = (total: number) => Array.from({ length: floors }, (_, f) => (f === 0 ? total : 0));
  // Bathrooms: one on each floor from the top down while they last, the rest on the ground.
  const baths = Array.from({ length: floors }, () => 0);
  let left = facts.baths;
  for (let f = floors - 1; f >= 0 && left > 0; f--, left--) baths[f] = 1;
  baths[0] = (baths[0] ?? 0) + left;
  const main = office
    ? counted('office', facts.livingRooms, even(facts.livingRooms, floors, 0))
    : counted('living', facts.livingRooms, ground(facts.livingRooms));
  const beds = floors > 1 ? even(facts.beds, floors - 1, 1) : ground(facts.beds);
  return [
    ...main,
    ...counted('kitchen', facts.kitchens, ground(facts.kitchens)),
    ...(office ? [] : counted('bedroom', facts.beds, beds)),
    ...counted('bath', facts.baths, baths),
  ];
}

/** Each floor's share of the home's area, in whole units, adding up to the home's. */
export function floorAreas(total: number, facts: HomeFacts, floors: number): number[] {
  const weights = Array.from({ length: floors }, (_, f) =>
    floorRooms(facts, f, floors).reduce((sum, room) => sum + ROOM_WEIGHTS[room.kind], 0),
  );
  return splitWhole(total, weights);
}

/** How much floor each kind of room takes, relative to the others. */
export const ROOM_WEIGHTS: Record<PlanRoomKind, number> = {
  living: 3,
  office: 3,
  kitchen: 1.6,
  bedroom: 2,
  bath: 0.9,
};

/**
 * A generated home's photos (its outside, then its rooms) and one plan per floor, with the plan's
 * text in English as stored; pages say it in their own language from the plan's address.
 */
export function generatedHomeArt(
  index: number,
  facts: HomeFacts,
  photoCount: number,
  floorsWanted: number,
  describe: (floor: number, floors: number) => string,
) {
  const rooms = interiorRooms(facts, Math.max(0, photoCount - 1));
  const photos = Array.from({ length: photoCount }, (_, n) => {
    const seed =
      n === 0
        ? houseSeed(`${index}-0`, facts.category)
        : interiorSeed(`${index}-${n}`, facts.category, rooms[n - 1] ?? 'living');
    const kind = n === 0 ? 'house' : 'interior';
    return { thumbnail: artUrl(kind, seed, 'thumb'), original: artUrl(kind, seed, 'full') };
  });
  const floors = planFloors(facts, floorsWanted);
  const floorPlans = Array.from({ length: floors }, (_, n) => ({
    description: describe(n, floors),
    image: artUrl('plan', planSeed(`${index}-${n}`, facts, n, floors), 'full'),
  }));
  return { photos, floorPlans };
}
