import { BLOG_CATEGORIES, LOCATIONS, PROPERTY_TYPES } from './catalog';
import { FORMER_PLACES, formerPlace, placesMatching } from './catalog-places';
import { FILTER_KEYS, filterOf, type PropertyQuery } from './search/filters';
import { oneOf, parseInteger, parseReset, parseText, valuesOf } from './search/parse';

export { parseInteger, parseReset, parseText, type PropertyQuery };

const FORMER_NAMES = Object.keys(FORMER_PLACES);
const MAX_INT = 2_147_483_647;

/**
 * Query-string parsing (docs/product.md#bad-input): a value that does not parse is ignored, never
 * an error. The property search's parameters are declared in lib/search/filters.ts.
 */

/** The first value of a parameter that is not blank, or undefined. */
function first(params: URLSearchParams, ...names: string[]): string | undefined {
  return valuesOf(params)(...names).find((value) => value.trim() !== '');
}

/**
 * Reads the property search from a query string, each parameter as its filter declares it. Both
 * the search bar's names (propertyType, minPrice, maxPrice) and the operation's (category,
 * priceMin, priceMax) are accepted.
 */
export function parsePropertyQuery(params: URLSearchParams): PropertyQuery {
  const values = valuesOf(params);
  const query = {} as Record<keyof PropertyQuery, unknown>;
  for (const key of FILTER_KEYS) query[key] = filterOf(key).parse(values);
  return query as PropertyQuery;
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
  const out = (name: string, value: string | number) => params.append(name, String(value));
  for (const key of FILTER_KEYS) {
    const value = query[key] ?? (key === 'amenities' ? [] : key === 'sort' ? 'latest' : undefined);
    if (value !== undefined) filterOf(key).write(value as never, out);
  }
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
