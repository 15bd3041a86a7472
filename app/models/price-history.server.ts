import { asc, eq, getTableName, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { priceChanges, properties } from '~/db/schema';

/**
 * Price history (docs/product.md#saved-searches-and-price-history). Every change is written by
 * `updateProperty`; this reads them.
 */

/** How long a drop shows on the cards as "Price reduced". */
export const REDUCED_FOR_DAYS = 14;

/**
 * Whether the home's latest price change lowered it and is at most 14 days old, as a column of
 * the cards' own query: one look-up per card in the changes' index (home, date), in the same
 * statement, never a query of its own. Its names are written out: drizzle leaves a one-table
 * query's columns unqualified, and a bare `id` would be the change's.
 */
export const priceReducedColumn = sql<boolean>`coalesce((
  select change.new_price < change.old_price
    and change.changed_at >= now() - make_interval(days => ${sql.raw(String(REDUCED_FOR_DAYS))})
  from ${priceChanges} as change
  where change.property_id = ${sql.raw(`"${getTableName(properties)}"."id"`)}
  order by change.changed_at desc
  limit 1), false)`;

/** A page shows the newest changes up to this many; a home changes price a few times at most. */
export const PRICE_HISTORY_SHOWN = 24;

/** A home's price changes, oldest first (the newest `PRICE_HISTORY_SHOWN`); none when never changed. */
export async function priceHistory(db: Database, propertyId: number) {
  const newest = db
    .select({
      id: priceChanges.id,
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, propertyId))
    .orderBy(sql`${priceChanges.changedAt} desc, ${priceChanges.id} desc`)
    .limit(PRICE_HISTORY_SHOWN)
    .as('newest');
  return db
    .select({ oldPrice: newest.oldPrice, newPrice: newest.newPrice, changedAt: newest.changedAt })
    .from(newest)
    .orderBy(asc(newest.changedAt), asc(newest.id));
}
