import { and, asc, desc, eq, gte, lt, notInArray, or } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { LISTING_TYPES, MAY_BE_LIKE_COUNT, type ListingType } from '~/lib/catalog';
import type { PropertyQuery } from '~/lib/search/filters';

import { listed } from '../listed-homes.server';
import { cardColumns, type PropertyCardData } from '../properties.server';
import { SEARCH_INDEX_FROM } from './index-build.server';
import { tableHomes } from './table-size.server';

export function canonical<T extends string>(list: readonly T[], text: string | undefined) {
  return list.find((item) => item.toLowerCase() === text?.toLowerCase());
}

/**
 * The dollar price the similar homes are found near (docs/product.md#money): the price bounds asked,
 * or the first home's price in dollars, as the price index holds it.
 */
export function referencePrice(query: PropertyQuery, rows: { priceUsd: number }[]) {
  if (query.priceMin !== undefined && query.priceMax !== undefined) {
    return Math.round((query.priceMin + query.priceMax) / 2);
  }
  return (
    query.priceMin ??
    query.priceMax ??
    rows[0]?.priceUsd ??
    (query.listingType === 'rent' ? 5_000 : 400_000)
  );
}

/**
 * "You may also like" (docs/product.md#you-may-also-like): the homes of the same type or location
 * whose price is nearest, found by walking the price index up and down from the reference price.
 */
export async function similarProperties(
  db: Database,
  ref: {
    category?: string;
    location?: string;
    listingType?: ListingType;
    price: number;
    excludeIds: number[];
  },
  limit = MAY_BE_LIKE_COUNT,
  /** One walk per condition and listing type; by default, for a large table only. */
  walkEach?: boolean,
): Promise<PropertyCardData[]> {
  // A large table: one walk up and one down the price index per place or type asked and per
  // listing type (ADR 0083), as a walk over "this place or this type" in one index would pass
  // every cheaper home of every other place first, seconds at a million homes when the place is
  // dear. A small one: one walk each way over both, fewer statements to plan.
  const split = walkEach ?? (await tableHomes(db)) > SEARCH_INDEX_FROM;
  const asked = [
    ref.location ? eq(properties.location, ref.location) : undefined,
    ref.category ? eq(properties.category, ref.category) : undefined,
  ].filter((condition) => condition !== undefined);
  const alike = split ? asked : [asked.length > 0 ? or(...asked) : undefined];
  const kinds = ref.listingType ? [ref.listingType] : split ? LISTING_TYPES : [undefined];
  const walks = [];
  for (const like of alike.length > 0 ? alike : [undefined]) {
    for (const kind of kinds) {
      const base = and(
        listed,
        like,
        kind ? eq(properties.listingType, kind) : undefined,
        ref.excludeIds.length ? notInArray(properties.id, ref.excludeIds) : undefined,
      );
      walks.push(
        db
          .select(cardColumns)
          .from(properties)
          .where(and(base, gte(properties.priceUsd, ref.price)))
          .orderBy(asc(properties.priceUsd), asc(properties.id))
          .limit(limit),
        db
          .select(cardColumns)
          .from(properties)
          .where(and(base, lt(properties.priceUsd, ref.price)))
          .orderBy(desc(properties.priceUsd), asc(properties.id))
          .limit(limit),
      );
    }
  }
  // Every walk in one statement: each round trip costs more than the walk itself.
  const [first, second, ...rest] = walks;
  const found = (await unionAll(first!, second!, ...rest)) as PropertyCardData[];
  const nearest = [...new Map(found.map((home) => [home.id, home])).values()];
  return nearest
    .sort(
      (a, b) => Math.abs(a.priceUsd - ref.price) - Math.abs(b.priceUsd - ref.price) || a.id - b.id,
    )
    .slice(0, limit);
}
