import type { Translate } from '~/i18n/i18n';

import { LOCATIONS, PROPERTY_TYPES } from './catalog';
import { formerPlace } from './catalog-places';
import { cutText } from './cut-text';
import { formatArea, type AreaUnit } from '~/i18n/units';
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

type Format = { number: (value: number) => string; currency: (value: number) => string };

/** The filters in words, one phrase each, in the page's language (its list on /account/searches). */
export function describeSearch(
  query: PropertyQuery,
  t: Translate,
  format: Format,
  unit: AreaUnit = 'sqft',
) {
  const parts: string[] = [];
  if (query.listingType) parts.push(t(`savedSearches.type.${query.listingType}`));
  if (query.category) parts.push(kindName(query.category, t));
  if (query.location) parts.push(t('savedSearches.in', { place: placeName(query.location, t) }));
  if (query.priceMin !== undefined && query.priceMax !== undefined) {
    parts.push(
      t('savedSearches.priceBetween', {
        min: format.currency(query.priceMin),
        max: format.currency(query.priceMax),
      }),
    );
  } else if (query.priceMax !== undefined) {
    parts.push(t('savedSearches.priceUnder', { max: format.currency(query.priceMax) }));
  } else if (query.priceMin !== undefined) {
    parts.push(t('savedSearches.priceFrom', { min: format.currency(query.priceMin) }));
  }
  if (query.bedRooms !== undefined) {
    parts.push(t('savedSearches.beds', { n: format.number(query.bedRooms) }));
  }
  if (query.squareFootMin !== undefined) {
    parts.push(
      t('units.search.areaFrom', { area: formatArea(query.squareFootMin, unit, format.number) }),
    );
  }
  if (query.squareFootMax !== undefined) {
    parts.push(
      t('units.search.areaUpTo', { area: formatArea(query.squareFootMax, unit, format.number) }),
    );
  }
  if (query.keywords) parts.push(t('savedSearches.keywords', { text: query.keywords }));
  for (const amenity of query.amenities) parts.push(t(`amenity.${amenity}`));
  if (query.sort !== 'latest') parts.push(t(`sort.${query.sort}`));
  return parts;
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
  if (query.priceMax !== undefined) {
    name = t('savedSearches.nameUnder', { what: name, max: format.currency(query.priceMax) });
  } else if (query.priceMin !== undefined) {
    name = t('savedSearches.nameFrom', { what: name, min: format.currency(query.priceMin) });
  }
  return cutText(name, SAVED_SEARCH_NAME_MAX);
}

/** A type of the list in the page's language, in the plural; one not in the list as it is. */
function kindName(category: string, t: Translate) {
  const kind = PROPERTY_TYPES.find((item) => item === category);
  return kind ? t(`savedSearches.kinds.${kind}`) : category;
}

/** A place of the list in the page's language; one not in the list as it is. */
function placeName(location: string, t: Translate) {
  const place = LOCATIONS.find((item) => item === location) ?? formerPlace(location);
  return place ? t(`catalog.place.${place}`) : location;
}
