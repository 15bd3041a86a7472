import { FORMER_PLACES, formerPlace, placesMatching } from './catalog-places';

const FORMER_NAMES = Object.keys(FORMER_PLACES);
import { cutText } from './cut-text';
import {
  AMENITIES,
  BLOG_CATEGORIES,
  LISTING_TYPES,
  LOCATIONS,
  PROPERTY_TYPES,
  SORT_MODES,
  type Amenity,
  type ListingType,
  type SortMode,
} from './catalog';
import { sqftFrom } from '~/i18n/units';

/**
 * Query-string parsing (docs/product.md#bad-input). The rule for every parameter: a value that does
 * not parse is ignored, never an error, so a hand-edited or truncated URL still gives a sensible
 * page.
 */

const MAX_TEXT = 100;
/** Postgres integer range; larger numbers are clamped rather than overflowing a query. */
const MAX_INT = 2_147_483_647;

/** The first value of a parameter, or undefined when it is absent. */
function first(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return undefined;
}

/** A whole number, or undefined. Accepts "12" and "12.0", refuses "12abc", "", "1e400". */
export function parseInteger(raw: string | undefined, min = -MAX_INT, max = MAX_INT) {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (!/^[+-]?\d+(\.0*)?$/.test(text)) return undefined;
  const value = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(value)) return value < 0 ? min : max;
  return Math.min(max, Math.max(min, value));
}

/** Trimmed text of bounded length, or undefined when empty. */
/** An area bound in square feet, or in square metres from a Japanese page's filter. */
function parseArea(params: URLSearchParams, sqftName: string, m2Name: string) {
  const sqft = parseInteger(first(params, sqftName), 0);
  if (sqft !== undefined) return sqft;
  const m2 = parseInteger(first(params, m2Name), 0);
  return m2 === undefined ? undefined : Math.min(MAX_INT, sqftFrom(m2, 'm2'));
}

export function parseText(raw: string | undefined) {
  if (raw === undefined) return undefined;
  const text = raw
    // eslint-disable-next-line no-control-regex -- control characters never belong in a search
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return text === '' ? undefined : cutText(text, MAX_TEXT);
}

/** `reset` counts only when the text is exactly 'true' (docs/product.md#search-parameters). */
export function parseReset(raw: string | undefined) {
  return raw === 'true';
}

function oneOf<T extends string>(list: readonly T[], raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === text);
}

export type PropertyQuery = {
  listingType?: ListingType;
  location?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
  /** What a home costs a month at most, in whole dollars (lib/monthly-cost.ts). */
  monthlyMax?: number;
  keywords?: string;
  bedRooms?: number;
  squareFootMin?: number;
  squareFootMax?: number;
  amenities: Amenity[];
  /** The map's box and drawn area as the address gives them, read by lib/map/area.ts (ADR 0063). */
  bbox?: string;
  area?: string;
  sort: SortMode;
  /**
   * Zero-based (an address counts from 1); -1 asks for every result on one page, which only the
   * operation's callers set, never an address (docs/product.md#paging-and-totals).
   */
  page: number;
  reset: boolean;
};

/**
 * Reads the property search from a query string. Both the search bar's names (propertyType,
 * minPrice, maxPrice) and the operation's (category, priceMin, priceMax) are accepted.
 */
export function parsePropertyQuery(params: URLSearchParams): PropertyQuery {
  const amenityValues = [...params.getAll('amenities'), ...params.getAll('amenity')].flatMap(
    (value) => value.split(','),
  );
  const amenities = AMENITIES.filter((key) =>
    amenityValues.some((value) => value.trim().toLowerCase() === key.toLowerCase()),
  );
  // Counted from 1 in the address (docs/product.md#pagination); 0 and below are the first page.
  const page = parseInteger(first(params, 'page'));
  const category = parseText(first(params, 'category', 'propertyType'));
  return {
    listingType: oneOf(LISTING_TYPES, first(params, 'listingType')),
    location: parseText(first(params, 'location')),
    // "Any type" in the search bar means no type filter.
    category: category && /^any( type)?$/i.test(category) ? undefined : category,
    priceMin: parseInteger(first(params, 'priceMin', 'minPrice'), 0),
    priceMax: parseInteger(first(params, 'priceMax', 'maxPrice'), 0),
    monthlyMax: parseInteger(first(params, 'monthlyMax'), 0),
    keywords: parseText(first(params, 'keywords')),
    bedRooms: parseInteger(first(params, 'bedRooms'), 0, 100),
    squareFootMin: parseArea(params, 'squareFootMin', 'areaMinM2'),
    squareFootMax: parseArea(params, 'squareFootMax', 'areaMaxM2'),
    amenities,
    // Read by lib/map/area.ts where they are used; a part that does not read is left out there.
    bbox: first(params, 'bbox'),
    area: first(params, 'area'),
    sort: oneOf(SORT_MODES, first(params, 'sort')) ?? 'latest',
    page: page === undefined ? 0 : Math.max(0, page - 1),
    reset: parseReset(first(params, 'reset')),
  };
}

export type BlogQuery = {
  category?: string;
  tag?: string;
  keywords?: string;
  page: number;
  reset: boolean;
};

/** Reads the blog list's parameters (docs/product.md#blog-list); category 'all' means no filter. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const category = oneOf(BLOG_CATEGORIES, first(params, 'category'));
  return {
    category,
    tag: parseText(first(params, 'tag', 'tags')),
    keywords: parseText(first(params, 'keywords')),
    page: Math.max(0, (parseInteger(first(params, 'page')) ?? 1) - 1),
    reset: parseReset(first(params, 'reset')),
  };
}

/** A positive integer id from a route parameter, or undefined for anything else. */
export function parseId(raw: string | undefined) {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_INT ? id : undefined;
}

/**
 * The one canonical query string for a property search: the operation's names (category,
 * priceMin, priceMax), a fixed order, defaults left out. Every link the list page writes uses it,
 * so one search has one URL (and one cache entry).
 */
export function propertySearchParams(query: Partial<PropertyQuery>) {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('listingType', query.listingType);
  set('location', query.location);
  set('category', query.category);
  set('priceMin', query.priceMin);
  set('priceMax', query.priceMax);
  set('monthlyMax', query.monthlyMax);
  set('bedRooms', query.bedRooms);
  set('squareFootMin', query.squareFootMin);
  set('squareFootMax', query.squareFootMax);
  set('keywords', query.keywords);
  for (const amenity of query.amenities ?? []) params.append('amenities', amenity);
  set('bbox', query.bbox);
  set('area', query.area);
  if (query.sort && query.sort !== 'latest') set('sort', query.sort);
  if (query.page && query.page > 0) set('page', query.page + 1);
  return params;
}

export function propertySearchHref(query: Partial<PropertyQuery>) {
  const search = propertySearchParams(query).toString();
  return search ? `/properties?${search}` : '/properties';
}

/**
 * The search bar's names before it took the results page's own, and the Japanese filter's square
 * metres (docs/product.md#units-by-language); still read, and sent on as square feet.
 */
const OLD_NAMES = new Set([
  'propertyType',
  'minPrice',
  'maxPrice',
  'amenity',
  'areaMinM2',
  'areaMaxM2',
]);

/**
 * Whether a results address holds what its canonical one leaves out: an empty parameter, "Any
 * type", or an old name (a form sent without JavaScript, an old link). The page sends it on to
 * the canonical address (docs/product.md#search-parameters).
 */
export function untidySearch(params: URLSearchParams) {
  for (const [name, value] of params) {
    if (OLD_NAMES.has(name) || value.trim() === '') return true;
    if (name === 'category' && /^any( type)?$/i.test(value.trim())) return true;
  }
  return false;
}

/**
 * The search with its place and type in the lists' own spelling, and without one the lists do
 * not hold, which the page drops and names (docs/product.md#search-parameters): the filter's
 * choices are only the list's.
 */
export function dropUnlisted(query: PropertyQuery) {
  const dropped: { location?: string; category?: string } = {};
  const listed = (list: readonly string[], value: string) =>
    list.find((item) => item.toLowerCase() === value.toLowerCase());
  const next = { ...query };
  if (query.location !== undefined) {
    const name =
      listed(LOCATIONS, query.location) ?? formerPlace(listed(FORMER_NAMES, query.location) ?? '');
    if (name) next.location = name;
    // A country, a state or an old place name (`?location=California`) finds its cities: the
    // filter is a substring of the place (docs/product.md#places).
    else if (placesMatching(query.location).length > 0) next.location = query.location.trim();
    else {
      dropped.location = query.location;
      delete next.location;
    }
  }
  if (query.category !== undefined) {
    const name = listed(PROPERTY_TYPES, query.category);
    if (name) next.category = name;
    else {
      dropped.category = query.category;
      delete next.category;
    }
  }
  return { query: next, dropped };
}
