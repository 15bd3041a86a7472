import { asc, desc, sql, type SQL } from 'drizzle-orm';

import { properties } from '~/db/schema';
import { LOCATIONS, type SortMode } from '~/lib/catalog';
import { CITY_COUNTRY } from '~/lib/market-terms';
import {
  DEFAULT_MONTHLY_TERMS,
  estimateIn,
  type CountryEstimate,
  type MonthlyTerms,
} from '~/lib/monthly-cost';
import type { PropertyQuery } from '~/lib/search/filters';

import type { IndexArrays, IndexNames } from './filters.server';

/**
 * The sort modes (docs/product.md#sorting) as SQL and as the search index compares two homes: the
 * same order in both, the id breaking ties (tests in search.server.test.ts and
 * property-writes.server.test.ts hold them together). The indexes in `schema.ts` serve these
 * orders, but for the monthly cost of both kinds together (ADR 0058).
 */
export function sortOrderFor(monthly: MonthlyTerms): Record<SortMode, SQL[]> {
  return {
    latest: [desc(properties.createdAt), desc(properties.id)],
    // By price, each kind apart (docs/product.md#sorting): a month's rent is no sale price. 'rent'
    // sorts before 'sale', so the lowest start with rents and the highest with sales; the listing
    // type's price index reads either way.
    'price-asc': [asc(properties.listingType), asc(properties.priceUsd), asc(properties.id)],
    'price-desc': [desc(properties.listingType), desc(properties.priceUsd), desc(properties.id)],
    'area-desc': [desc(properties.numberOfArea), desc(properties.id)],
    'area-asc': [asc(properties.numberOfArea), asc(properties.id)],
    'monthly-asc': [asc(monthlyCostColumn(monthly)), asc(properties.id)],
    // "Recently confirmed" (docs/product.md#freshness): the latest confirmation first.
    confirmed: [desc(properties.confirmedAt), desc(properties.id)],
    // The cash it takes to move in (docs/product.md#move-in-cost), both kinds together.
    'movein-asc': [asc(properties.moveInUsd), asc(properties.id)],
  };
}

/**
 * lib/monthly-cost.ts's `monthlyCost` in SQL, the same float8 arithmetic (ADR 0058, ADR 0129): the
 * rent, or price × perDollar + fixed on the line of the home's country, found by its city.
 */
export function monthlyCostColumn(monthly: MonthlyTerms) {
  const line = (pick: (line: CountryEstimate) => number) =>
    sql`case ${properties.location} ${sql.join(
      LOCATIONS.map(
        (place) => sql`when ${place} then ${pick(monthly.byCountry[CITY_COUNTRY[place]])}::float8`,
      ),
      sql` `,
    )} else ${pick(monthly.byCountry.US)}::float8 end`;
  return sql<number>`(case when ${properties.listingType} = 'rent' then ${properties.priceUsd}::float8 else ${properties.priceUsd} * ${line((l) => l.perDollar)} + ${line((l) => l.fixed)} end)`;
}

export const SORT_ORDER = sortOrderFor(DEFAULT_MONTHLY_TERMS);

/**
 * The order a search is read in: by monthly cost with rentals alone chosen, a rent is its cost, so
 * the price index serves it (ADR 0058). Homes for sale cost a month by their country's line (ADR
 * 0129), which need not follow their prices across countries: they keep the monthly order.
 */
export function orderOf(query: Pick<PropertyQuery, 'sort' | 'listingType'>, monthly: MonthlyTerms) {
  const mode =
    query.sort === 'monthly-asc' && query.listingType === 'rent' ? 'price-asc' : query.sort;
  return mode === 'monthly-asc' ? sortOrderFor(monthly)[mode] : SORT_ORDER[mode];
}

/**
 * Each order as the index compares two homes: whether the kinds go apart first ('rent' before
 * 'sale', as the listing type sorts in SQL), a key, its direction, and the id in that direction
 * breaking ties.
 */
const SORT_KEYS: Record<
  Exclude<SortMode, 'monthly-asc'>,
  {
    byKind: boolean;
    key: 'listedAt' | 'price' | 'area' | 'confirmedAt' | 'moveIn';
    descending: boolean;
  }
> = {
  latest: { byKind: false, key: 'listedAt', descending: true },
  'price-asc': { byKind: true, key: 'price', descending: false },
  'price-desc': { byKind: true, key: 'price', descending: true },
  'area-desc': { byKind: false, key: 'area', descending: true },
  'area-asc': { byKind: false, key: 'area', descending: false },
  confirmed: { byKind: false, key: 'confirmedAt', descending: true },
  'movein-asc': { byKind: false, key: 'moveIn', descending: false },
};

export function compareIn(
  index: IndexArrays & { monthly: MonthlyTerms; names: IndexNames },
  mode: SortMode,
) {
  if (mode === 'monthly-asc') {
    // The rent, or the estimated payment on its country's line (lib/monthly-cost.ts), lowest first.
    const lines = index.names.location.map((place) => estimateIn(place, index.monthly));
    const cost = (id: number) => {
      if (index.rent[id] === 1) return index.price[id]!;
      const line = lines[index.location[id]!]!;
      return index.price[id]! * line.perDollar + line.fixed;
    };
    return (a: number, b: number) => cost(a) - cost(b) || a - b;
  }
  const { byKind, key, descending } = SORT_KEYS[mode];
  const values = index[key];
  const sign = descending ? -1 : 1;
  // `rent` is 1 for a rental: rentals first, ascending.
  const kind = (a: number, b: number) => (byKind ? index.rent[b]! - index.rent[a]! : 0);
  return (a: number, b: number) => sign * (kind(a, b) || values[a]! - values[b]! || a - b);
}
