import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, savedSearches, users } from '~/db/schema';
import type { PropertyQuery } from '~/lib/query';
import { NEW_MATCHES_SHOWN_UP_TO, SAVED_SEARCHES_MAX, savedSearchQuery } from '~/lib/saved-search';

import { propertyFilter } from './search/planner.server';
import { queryInDollars } from './search/query-currency.server';

/**
 * Saved searches (docs/product.md#saved-searches-and-price-history, ADR 0051). Every operation
 * takes the account: a search of another account is the same as none.
 */

/** New matches are counted up to one past this; the list shows more as "more than 99". */
export const NEW_MATCHES_CAP = NEW_MATCHES_SHOWN_UP_TO;

const mine = (userId: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/**
 * Keeps the search of a results address under a name, in its canonical form. Refused with
 * `limit` when the account already keeps `SAVED_SEARCHES_MAX`; the account's row is locked while
 * counting, so two saves at once cannot both pass the limit.
 */
export async function saveSearch(
  db: Database,
  userId: number,
  { name, search }: { name: string; search: string },
) {
  const { canonical } = savedSearchQuery(search);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX)
      return { ok: false as const, reason: 'limit' as const };
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name, query: canonical })
      .returning({ id: savedSearches.id });
    return { ok: true as const, id: row!.id, query: canonical };
  });
}

/**
 * How many homes listed after `since` the search finds, up to `cap + 1`: the results page's own
 * filter (`propertyFilter`, listed homes only) with the listing date after it, counted in SQL. A
 * home is listed when its row is made: a new listing is a draft of its own until published
 * (`listing_drafts`), so its row's date is its publication's.
 */
export async function newMatchCount(
  db: Database,
  query: PropertyQuery,
  since: Date,
  cap = NEW_MATCHES_CAP,
) {
  const matches = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(propertyFilter(await queryInDollars(db, query)), gt(properties.createdAt, since)))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** The account's saved searches, newest first, each with its filters and its new matches. */
export async function listSavedSearches(db: Database, userId: number) {
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      seenAt: savedSearches.seenAt,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
  const list = [];
  // One after the other: a database handle answers one statement at a time anyway (PGlite), and
  // a hundred counts at once would take every connection of a server's pool.
  for (const row of rows) {
    const { query, dropped } = savedSearchQuery(row.query);
    const newMatches = await newMatchCount(db, query, row.seenAt);
    list.push({ ...row, filters: query, dropped, newMatches });
  }
  return list;
}

export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];

/**
 * Opens a saved search: its new matches are seen from now on. The results address to go to, or
 * null when the account has no such search.
 */
export async function openSavedSearch(db: Database, userId: number, id: number) {
  const [row] = await db
    .update(savedSearches)
    .set({ seenAt: sql`now()` })
    .where(mine(userId, id))
    .returning({ query: savedSearches.query });
  if (!row) return null;
  return row.query ? `/properties?${row.query}` : '/properties';
}

/** False when the account has no such search. */
export async function renameSavedSearch(db: Database, userId: number, id: number, name: string) {
  const rows = await db
    .update(savedSearches)
    .set({ name })
    .where(mine(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** False when the account has no such search. */
export async function deleteSavedSearch(db: Database, userId: number, id: number) {
  const rows = await db
    .delete(savedSearches)
    .where(mine(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
