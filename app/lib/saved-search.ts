import type { Translate } from '~/i18n/i18n';

import { cutText } from './cut-text';
import { FILTER_KEYS, filterOf, kindName, placeName, type DescribeContext } from './search/filters';
import type { AreaUnit } from '~/i18n/units';
import {
  dropUnlisted,
  parsePropertyQuery,
  propertySearchParams,
  type PropertyQuery,
} from './query';

/**
 * Saved searches (docs/product.md#saved-searches-and-price-history, ADR 0051): what is kept of a
 * results address, the name a search is offered, and its filters in words.
 */

/** The most searches one account keeps (docs/product.md#constants-and-limits). */
export const SAVED_SEARCHES_MAX = 100;
export const SAVED_SEARCH_NAME_MAX = 80;
/** New matches are counted one past this; more show as "more than 99". */
export const NEW_MATCHES_SHOWN_UP_TO = 99;
/** A canonical query string is far shorter; anything longer is not one the page wrote. */
export const SAVED_SEARCH_QUERY_MAX = 1_000;

/**
 * The search an address asks for, as kept: parsed as the results page parses it, the places and
 * types the lists do not hold dropped, without its page (a saved search is the filters and the
 * order, not where the visitor was in it).
 */
export function savedSearchQuery(search: string | URLSearchParams) {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const { query, dropped } = dropUnlisted(parsePropertyQuery(params));
  const kept: PropertyQuery = { ...query, page: 0, reset: false };
  return { query: kept, canonical: propertySearchParams(kept).toString(), dropped };
}

type Format = DescribeContext['format'];

/**
 * The filters in words, one phrase each, in the page's language (its list on /account/searches):
 * each filter's own phrases (lib/search/filters.ts), in the address's order.
 */
export function describeSearch(
  query: PropertyQuery,
  t: Translate,
  format: Format,
  unit: AreaUnit = 'sqft',
  stationName?: DescribeContext['stationName'],
) {
  const ctx = { t, format, unit, stationName };
  return FILTER_KEYS.flatMap((key) => filterOf(key).describe(query[key] as never, query, ctx));
}

/**
 * The name a search is offered when saved: "Apartments in Japan under $500,000", from its type,
 * place and price; every home when it has none of them.
 */
export function defaultSearchName(query: PropertyQuery, t: Translate, format: Format) {
  let what = query.category
    ? kindName(query.category, t)
    : t(
        query.listingType
          ? `savedSearches.nameHomes.${query.listingType}`
          : 'savedSearches.nameHomes.any',
      );
  if (query.category && query.listingType) {
    what = t(`savedSearches.nameFor.${query.listingType}`, { what });
  }
  let name = what;
  if (query.location) {
    name = t('savedSearches.nameIn', { what: name, place: placeName(query.location, t) });
  }
  const money = (value: number) => format.money(value, query.currency ?? 'USD');
  if (query.priceMax !== undefined) {
    name = t('savedSearches.nameUnder', { what: name, max: money(query.priceMax) });
  } else if (query.priceMin !== undefined) {
    name = t('savedSearches.nameFrom', { what: name, min: money(query.priceMin) });
  }
  return cutText(name, SAVED_SEARCH_NAME_MAX);
}
