import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { priceChanges, properties, removedListings } from '~/db/schema';
import { normalAddress } from '~/lib/normal-address';

import { listingsMatching, type Print } from './photo-prints.server';

/**
 * Relists and copies (docs/product.md#relists, docs/product.md#copies, ADR 0120): a new listing
 * is compared, by its photos' prints and its address, with every listing kept, live or removed.
 */

type Queryable = Pick<Database, 'select' | 'insert' | 'execute' | 'update' | 'delete'>;

/** A removed listing of the same home may be relisted by another lister for this long. */
const RELIST_ACROSS_LISTERS_DAYS = 90;

/** How many of a new listing's photos must meet another listing's: half, at least one. */
function photosNeeded(photoCount: number) {
  return Math.max(1, Math.ceil(photoCount / 2));
}

export type Verdict =
  | { kind: 'new' }
  | { kind: 'relist'; of: typeof removedListings.$inferSelect }
  | { kind: 'copy'; of: number };

/**
 * What a new listing is: a relist of a removed listing of the same home (its address, normalised,
 * and its photos match; the same lister, or any lister within 90 days of the removal), a copy of
 * another lister's live listing (its photos match), or new.
 */
export async function judgeNewListing(
  db: Queryable,
  listing: { agentId: number; address: string | null | undefined; prints: Print[][] },
): Promise<Verdict> {
  const matched = await listingsMatching(db, listing.prints);
  const needed = photosNeeded(listing.prints.length);
  const ids = [...matched].filter(([, photos]) => photos >= needed).map(([id]) => id);
  if (ids.length === 0) return { kind: 'new' };
  const address = normalAddress(listing.address);
  if (address) {
    const [removed] = await db
      .select()
      .from(removedListings)
      .where(
        and(
          inArray(removedListings.propertyId, ids),
          eq(removedListings.addressKey, address),
          sql`(${removedListings.agentId} = ${listing.agentId} or ${removedListings.removedAt} > now() - make_interval(days => ${RELIST_ACROSS_LISTERS_DAYS}))`,
        ),
      )
      .orderBy(desc(removedListings.removedAt))
      .limit(1);
    if (removed) return { kind: 'relist', of: removed };
  }
  const [live] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        inArray(properties.id, ids),
        inArray(properties.status, ['available', 'under_offer']),
        isNull(properties.hiddenAt),
        // A listing itself held as a copy is not live: the one it copied is.
        isNull(properties.heldAsCopyOf),
        sql`${properties.agentId} is distinct from ${listing.agentId}`,
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  return live ? { kind: 'copy', of: live.id } : { kind: 'new' };
}

/**
 * The listing a relist was (docs/product.md#relists), as the relist's page shows it: the day it
 * was first listed, the day it was removed and its last price; null when there is no record.
 */
export async function earlierListing(db: Pick<Database, 'select'>, propertyId: number) {
  const [row] = await db
    .select({
      listedSince: removedListings.listedSince,
      removedAt: removedListings.removedAt,
      price: removedListings.price,
    })
    .from(removedListings)
    .where(eq(removedListings.propertyId, propertyId));
  return row ?? null;
}

/**
 * Carries a removed listing's price history to its relist: its changes with their dates, then
 * the change from its last price to the new one, if any. Returns that change, for an alert when
 * it is a drop.
 */
export async function carryHistory(
  db: Queryable,
  propertyId: number,
  removed: typeof removedListings.$inferSelect,
  price: number,
) {
  if (removed.prices.length > 0) {
    await db.insert(priceChanges).values(
      removed.prices.map((change) => ({
        propertyId,
        oldPrice: change.oldPrice,
        newPrice: change.newPrice,
        changedAt: new Date(change.changedAt),
      })),
    );
  }
  if (removed.price === price) return null;
  const [change] = await db
    .insert(priceChanges)
    .values({ propertyId, oldPrice: removed.price, newPrice: price })
    .returning({ id: priceChanges.id });
  return { id: change!.id, drop: price < removed.price };
}

/**
 * What stays of a listing being deleted (docs/product.md#relists): its lister, address, dates and
 * prices. Called by the write path in the deletion's transaction, before the row goes.
 */
export async function keepRemovedListing(db: Queryable, propertyId: number) {
  const [home] = await db
    .select({
      agentId: properties.agentId,
      address: properties.address,
      listingType: properties.listingType,
      price: properties.price,
      listedSince: properties.createdAt,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!home) return;
  const prices = await db
    .select({
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, propertyId))
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
  const row = {
    agentId: home.agentId,
    addressKey: normalAddress(home.address),
    listingType: home.listingType,
    price: home.price,
    listedSince: home.listedSince,
    removedAt: new Date(),
    prices: prices.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  };
  await db
    .insert(removedListings)
    .values({ propertyId, ...row })
    .onConflictDoUpdate({ target: removedListings.propertyId, set: row });
}
