import type { Translate } from '~/i18n/i18n';
import type { MessageKey } from '~/i18n/en';

import {
  AMENITIES,
  LISTING_TYPES,
  LOCATIONS,
  PROPERTY_TYPES,
  SORT_MODES,
  type Amenity,
  type ListingType,
  type SortMode,
} from '../catalog';
import { placeLabel, typeLabel } from '../catalog-labels';
import { formerPlace } from '../catalog-places';
import { formatArea, sqftFrom, type AreaUnit } from '~/i18n/units';
import { isCurrency, type Currency } from '../money';
import { LAYOUT_CHOICES, type LayoutChoice } from '../layout-code';
import { WALK_CHOICES } from '../stations';
import { oneOf, parseInteger, parseReset, parseText, type Values } from './parse';

/**
 * The search's filters, declared once (docs/search.md, ADR 0085): each parameter of a results
 * address with how it is read, written in the canonical address, described in words and offered
 * on the filter panel. `app/models/search/filters.server.ts` gives each the same key's SQL,
 * search-index test and alert matching; the compiler refuses an entry that lacks one of them, in
 * either file. Pure: the browser reads it too.
 */
export type PropertyQuery = {
  listingType?: ListingType;
  location?: string;
  /**
   * A station by its address name or id, and the most walking minutes from it; `walkMax` alone is
   * to the nearest station of any (docs/product.md#stations-and-walking-minutes, ADR 0133).
   */
  station?: string;
  walkMax?: number;
  category?: string;
  /**
   * The currency the price and monthly bounds are written in, the visitor's (docs/product.md#money):
   * dollars when none. The search compares them with the homes' dollar prices (ADR 0121).
   */
  currency?: Currency;
  priceMin?: number;
  priceMax?: number;
  /** What a home costs a month at most, in whole units of `currency` (lib/monthly-cost.ts). */
  monthlyMax?: number;
  /** The cash it takes to move in at most, in whole units of `currency` (lib/move-in-cost.ts). */
  moveInMax?: number;
  bedRooms?: number;
  /** Layout codes (間取り), any of which a home's is; "5+" for five rooms and more (ADR 0128). */
  layout?: LayoutChoice[];
  /** Bathrooms, at least. */
  bathsMin?: number;
  squareFootMin?: number;
  squareFootMax?: number;
  /** Built in this year or later. */
  builtFrom?: number;
  keywords?: string;
  amenities: Amenity[];
  /**
   * Homes under offer are found with the others, as portals find them, unless this leaves them
   * out (docs/product.md#search-parameters).
   */
  underOffer?: 'hide';
  /**
   * Homes sold or let in the last 12 months are found with the listed ones
   * (docs/product.md#sold-and-let-prices); without it they stay out of the search.
   */
  includeSold?: 'year';
  /**
   * Homes with an open house this weekend, on their own clock: from now to the end of Sunday,
   * when today is a Saturday or Sunday there, else the coming Saturday and Sunday
   * (docs/product.md#open-houses).
   */
  openHouse?: 'weekend';
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

export type DescribeContext = {
  t: Translate;
  format: {
    number: (value: number) => string;
    currency: (value: number) => string;
    money: (value: number, currency: Currency) => string;
  };
  unit: AreaUnit;
  /** A station's name as a sentence names it in the page's language (lib/stations.ts). */
  stationName?: (station: string) => string | undefined;
};

/** What the filter panel shows for a parameter; the panel draws each kind (filter-panel.tsx). */
export type Control =
  /** Part of another parameter's control, or not on the panel. */
  | { kind: 'none' }
  /** Kept as it is across the panel's Apply. */
  | { kind: 'hidden' }
  | { kind: 'listingType' }
  | { kind: 'list'; label: MessageKey; any: MessageKey; list: readonly string[]; name: Namer }
  /** A select of the stations the page gives the panel (of the chosen city, or all). */
  | { kind: 'station'; label: MessageKey; any: MessageKey }
  | { kind: 'priceRange'; max: 'priceMax' }
  | { kind: 'areaRange'; max: 'squareFootMax' }
  | { kind: 'number'; label: MessageKey; hint?: MessageKey; min: number; max: number }
  /** A select of numbers, "Any" first; each named by `name` ({n}) or as the number. */
  | { kind: 'choice'; label: MessageKey; choices: readonly number[]; name?: MessageKey }
  | { kind: 'text'; label: MessageKey; placeholder: MessageKey }
  /** Checkboxes, one per choice, each sending its value, laid out in `grid`'s columns. */
  | { kind: 'checks'; label: MessageKey; choices: readonly string[]; name: Namer; grid: string }
  /** A checkbox sending `value`. */
  | { kind: 'flag'; label: MessageKey; value: string };

type Namer = (t: Translate, value: string) => string;

export type QueryFilter<T> = {
  /** The value an address asks for; one that does not read is left out, never an error. */
  parse: (values: Values) => T;
  /** The canonical address's parameters for the value (defaults left out). */
  write: (value: T, put: (name: string, value: string | number) => void) => void;
  /** Its phrases in a saved search's description, in the page's language. */
  describe: (value: T, query: PropertyQuery, ctx: DescribeContext) => string[];
  control: Control;
};

/** An integer parameter (first that reads, whatever name it comes under). */
const integer =
  (names: string[], min = 0, max?: number) =>
  (values: Values) => {
    for (const raw of values(...names)) {
      const value = parseInteger(raw, min, max);
      if (value !== undefined) return value;
    }
    return undefined;
  };

/** A text parameter: the first that is not blank. */
const text =
  (...names: string[]) =>
  (values: Values) => {
    for (const raw of values(...names)) {
      const value = parseText(raw);
      if (value !== undefined) return value;
    }
    return undefined;
  };

const put = (name: string) => (value: string | number | undefined, out: Writer) =>
  value !== undefined && value !== '' && out(name, value);
type Writer = (name: string, value: string | number) => void;

const nothing = () => [];

/** An area bound in square feet, or in square metres from a Japanese page's filter. */
const areaBound = (sqftName: string, m2Name: string) => (values: Values) => {
  const sqft = integer([sqftName])(values);
  if (sqft !== undefined) return sqft;
  const m2 = integer([m2Name])(values);
  return m2 === undefined ? undefined : Math.min(2_147_483_647, sqftFrom(m2, 'm2'));
};

export const FILTERS = {
  listingType: {
    parse: (values) =>
      oneOf(
        LISTING_TYPES,
        values('listingType').find((v) => v.trim() !== ''),
      ),
    write: put('listingType'),
    describe: (value, _, { t }) => (value ? [t(`savedSearches.type.${value}`)] : []),
    control: { kind: 'listingType' },
  },
  location: {
    parse: text('location'),
    write: put('location'),
    describe: (value, _, { t }) =>
      value ? [t('savedSearches.in', { place: placeName(value, t) })] : [],
    control: {
      kind: 'list',
      label: 'search.location',
      any: 'filters.anyLocation',
      list: LOCATIONS,
      name: placeLabel,
    },
  },
  // Both in one phrase: "Within 10 min walk of Shibuya", "Near Shibuya", "Within 10 min walk of
  // a station" (docs/product.md#stations-and-walking-minutes).
  station: {
    parse: text('station'),
    write: put('station'),
    describe: (station, { walkMax: n }, { t, format, stationName }) =>
      station || n
        ? [
            t(station ? (n ? 'stations.within' : 'stations.near') : 'stations.withinAny', {
              station: station ? (stationName?.(station) ?? station) : '',
              n: format.number(n ?? 0),
            }),
          ]
        : [],
    control: { kind: 'station', label: 'stations.filter', any: 'stations.any' },
  },
  walkMax: {
    parse: integer(['walkMax'], 1, 99),
    write: put('walkMax'),
    describe: nothing,
    control: {
      kind: 'choice',
      label: 'stations.walkFilter',
      choices: WALK_CHOICES,
      name: 'stations.walkChoice',
    },
  },
  category: {
    // "Any type" in the search bar means no type filter.
    parse: (values) => {
      const category = text('category', 'propertyType')(values);
      return category && /^any( type)?$/i.test(category) ? undefined : category;
    },
    write: put('category'),
    describe: (value, _, { t }) => (value ? [kindName(value, t)] : []),
    control: {
      kind: 'list',
      label: 'search.type',
      any: 'search.anyType',
      list: PROPERTY_TYPES,
      name: typeLabel,
    },
  },
  // Dollars unless said; written only for a search that sets a bound in money.
  currency: {
    parse: (values) => {
      const code = values('currency')
        .map((value) => value.trim().toUpperCase())
        .find(isCurrency);
      return code === 'USD' ? undefined : code;
    },
    write: (currency, out) => currency && out('currency', currency),
    describe: nothing,
    control: { kind: 'hidden' },
  },
  priceMin: {
    parse: integer(['priceMin', 'minPrice']),
    write: put('priceMin'),
    // Both ends of the price in one phrase.
    describe: (min, { priceMax: max, currency = 'USD' }, { t, format }) => {
      const money = (value: number) => format.money(value, currency);
      if (min !== undefined && max !== undefined) {
        const values = { min: money(min), max: money(max) };
        return [t('savedSearches.priceBetween', values)];
      }
      if (max !== undefined) return [t('savedSearches.priceUnder', { max: money(max) })];
      if (min !== undefined) return [t('savedSearches.priceFrom', { min: money(min) })];
      return [];
    },
    control: { kind: 'priceRange', max: 'priceMax' },
  },
  priceMax: {
    parse: integer(['priceMax', 'maxPrice']),
    write: put('priceMax'),
    describe: nothing,
    control: { kind: 'none' },
  },
  monthlyMax: {
    parse: integer(['monthlyMax']),
    write: put('monthlyMax'),
    describe: (max, { currency = 'USD' }, { t, format }) =>
      max === undefined
        ? []
        : [t('searchFilters.monthlyUpTo', { max: format.money(max, currency) })],
    control: {
      kind: 'number',
      label: 'monthly.filter',
      hint: 'monthly.filterHint',
      min: 0,
      max: 2_147_483_647,
    },
  },
  moveInMax: {
    parse: integer(['moveInMax']),
    write: put('moveInMax'),
    describe: (max, { currency = 'USD' }, { t, format }) =>
      max === undefined ? [] : [t('moveIn.upTo', { max: format.money(max, currency) })],
    control: {
      kind: 'number',
      label: 'moveIn.filter',
      hint: 'moveIn.filterHint',
      min: 0,
      max: 2_147_483_647,
    },
  },
  bedRooms: {
    parse: integer(['bedRooms'], 0, 100),
    write: put('bedRooms'),
    describe: (n, _, { t, format }) =>
      n === undefined ? [] : [t('savedSearches.beds', { n: format.number(n) })],
    control: { kind: 'choice', label: 'filters.bedrooms', choices: [0, 1, 2, 3, 4, 5, 6] },
  },
  layout: {
    // Any case, one parameter each or comma-separated; "5+" may come as "5 " from a typed address.
    parse: (values) => {
      const asked = values('layout')
        .join()
        .toUpperCase()
        .split(',')
        .map((value) => value.trim().replace('+', ''));
      const chosen = LAYOUT_CHOICES.filter((code) => asked.includes(code.replace('+', '')));
      return chosen.length > 0 ? chosen : undefined;
    },
    write: (layout, out) => layout?.forEach((code) => out('layout', code)),
    describe: (layout, _, { t }) =>
      layout
        ? [
            t('searchFilters.layoutPhrase', {
              codes: layout.map((code) => layoutName(t, code)).join(' / '),
            }),
          ]
        : [],
    control: {
      kind: 'checks',
      label: 'searchFilters.layout',
      choices: LAYOUT_CHOICES,
      name: layoutName,
      grid: 'grid-cols-3',
    },
  },
  bathsMin: {
    parse: integer(['bathsMin'], 0, 100),
    write: put('bathsMin'),
    describe: (n, _, { t, format }) =>
      n === undefined ? [] : [t('searchFilters.bathsAtLeast', { n: format.number(n) })],
    control: {
      kind: 'choice',
      label: 'searchFilters.baths',
      choices: [1, 2, 3, 4],
      name: 'searchFilters.bathsChoice',
    },
  },
  squareFootMin: {
    parse: areaBound('squareFootMin', 'areaMinM2'),
    write: put('squareFootMin'),
    describe: (sqft, _, { t, format, unit }) =>
      sqft === undefined
        ? []
        : [t('units.search.areaFrom', { area: formatArea(sqft, unit, format.number) })],
    control: { kind: 'areaRange', max: 'squareFootMax' },
  },
  squareFootMax: {
    parse: areaBound('squareFootMax', 'areaMaxM2'),
    write: put('squareFootMax'),
    describe: (sqft, _, { t, format, unit }) =>
      sqft === undefined
        ? []
        : [t('units.search.areaUpTo', { area: formatArea(sqft, unit, format.number) })],
    control: { kind: 'none' },
  },
  builtFrom: {
    parse: integer(['builtFrom'], 0, 9999),
    write: put('builtFrom'),
    // A year as written, without a thousands separator.
    describe: (year, _, { t }) =>
      year === undefined ? [] : [t('searchFilters.builtFromPhrase', { year: String(year) })],
    control: { kind: 'number', label: 'searchFilters.builtFrom', min: 1800, max: 2100 },
  },
  keywords: {
    parse: text('keywords'),
    write: put('keywords'),
    describe: (value, _, { t }) => (value ? [t('savedSearches.keywords', { text: value })] : []),
    control: {
      kind: 'text',
      label: 'filters.keywords',
      placeholder: 'filters.keywordsPlaceholder',
    },
  },
  amenities: {
    parse: (values) => {
      const asked = values('amenities', 'amenity').flatMap((value) => value.split(','));
      return AMENITIES.filter((key) =>
        asked.some((value) => value.trim().toLowerCase() === key.toLowerCase()),
      );
    },
    write: (amenities, out) => amenities.forEach((amenity) => out('amenities', amenity)),
    describe: (amenities, _, { t }) => amenities.map((amenity) => t(`amenity.${amenity}`)),
    control: {
      kind: 'checks',
      label: 'filters.amenities',
      choices: AMENITIES,
      name: (t, amenity) => t(`amenity.${amenity as Amenity}`),
      grid: 'grid-cols-2 lg:grid-cols-1 xl:grid-cols-2',
    },
  },
  underOffer: {
    parse: (values) =>
      values('underOffer').some((value) => value.trim().toLowerCase() === 'hide')
        ? 'hide'
        : undefined,
    write: put('underOffer'),
    describe: (value, _, { t }) => (value ? [t('searchFilters.noUnderOffer')] : []),
    control: { kind: 'flag', label: 'searchFilters.hideUnderOffer', value: 'hide' },
  },
  includeSold: {
    parse: (values) =>
      values('includeSold').some((value) => value.trim().toLowerCase() === 'year')
        ? 'year'
        : undefined,
    write: put('includeSold'),
    describe: (value, _, { t }) => (value ? [t('searchFilters.withSold')] : []),
    control: { kind: 'flag', label: 'searchFilters.includeSold', value: 'year' },
  },
  openHouse: {
    parse: (values) =>
      values('openHouse').some((value) => value.trim().toLowerCase() === 'weekend')
        ? 'weekend'
        : undefined,
    write: put('openHouse'),
    describe: (value, _, { t }) => (value ? [t('searchFilters.withOpenHouse')] : []),
    control: { kind: 'flag', label: 'searchFilters.openHouse', value: 'weekend' },
  },
  // Read by lib/map/area.ts where they are used; a part that does not read is left out there.
  bbox: {
    parse: (values) => values('bbox').find((value) => value.trim() !== ''),
    write: put('bbox'),
    describe: (value, _, { t }) => (value ? [t('searchFilters.mapView')] : []),
    control: { kind: 'hidden' },
  },
  area: {
    parse: (values) => values('area').find((value) => value.trim() !== ''),
    write: put('area'),
    describe: (value, _, { t }) => (value ? [t('searchFilters.drawnArea')] : []),
    control: { kind: 'hidden' },
  },
  sort: {
    parse: (values) =>
      values('sort')
        .map((value) => oneOf(SORT_MODES, value))
        .find(Boolean) ?? 'latest',
    write: (sort, out) => sort !== 'latest' && out('sort', sort),
    describe: (sort, _, { t }) => (sort === 'latest' ? [] : [t(`sort.${sort}`)]),
    control: { kind: 'hidden' },
  },
  // Counted from 1 in the address (docs/product.md#pagination); 0 and below are the first page.
  page: {
    parse: (values) => Math.max(0, (integer(['page'], -2_147_483_647)(values) ?? 1) - 1),
    write: (page, out) => page > 0 && out('page', page + 1),
    describe: nothing,
    control: { kind: 'none' },
  },
  // Not part of the canonical address: the page adds it where it asks the server again.
  reset: {
    parse: (values) => parseReset(values('reset')[0]),
    write: () => {},
    describe: nothing,
    control: { kind: 'none' },
  },
} satisfies { [K in keyof PropertyQuery]-?: QueryFilter<PropertyQuery[K]> };

/** The parameters in the canonical address's order, which is also the panel's and the phrases'. */
export const FILTER_KEYS = Object.keys(FILTERS) as (keyof PropertyQuery)[];

/** Each filter's own entry, typed by its key. */
export function filterOf<K extends keyof PropertyQuery>(key: K) {
  return FILTERS[key] as unknown as QueryFilter<PropertyQuery[K]>;
}

/** A layout choice as the page's language writes it: the code, and five rooms or more in words. */
function layoutName(t: Translate, code: string) {
  return code === '5+' ? t('searchFilters.layoutFivePlus') : code;
}

/** A type of the list in the page's language, in the plural; one not in the list as it is. */
export function kindName(category: string, t: Translate) {
  const kind = PROPERTY_TYPES.find((item) => item === category);
  return kind ? t(`savedSearches.kinds.${kind}`) : category;
}

/** A place of the list in the page's language; one not in the list as it is. */
export function placeName(location: string, t: Translate) {
  const place = LOCATIONS.find((item) => item === location) ?? formerPlace(location);
  return place ? t(`catalog.place.${place}`) : location;
}
