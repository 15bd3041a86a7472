import { remember } from '@epic-web/remember';
import { getTableName, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { DEFAULT_MONTHLY_TERMS, type MonthlyTerms } from '~/lib/monthly-cost';

import { SEARCH_INDEX_FROM } from './index-build.server';
import { followMonthlyTerms, searchIndexFor } from './index-state.server';
import { sortOrderFor } from './sort.server';

/**
 * How large each database's table of homes is, and past which size its searches use the index
 * (ADR 0023). Kept across a dev-server reload with the databases they describe (ADR 0043), as the
 * index itself is: a reload that forgot `SEARCH_INDEX_FROM` would search a large table in SQL.
 */
const indexFrom = remember('roofline:search-index-from', () => new WeakMap<Database, number>());

/** How long the table's size is trusted; homes come from seeding, so it seldom changes. */
const TABLE_SIZE_MS = 60_000;
const tableSizes = remember(
  'roofline:search-table-sizes',
  () => new WeakMap<Database, { homes: number; readAt: number }>(),
);

/** The size past which `db`'s searches use the index. */
export function searchIndexFrom(db: Database) {
  return indexFrom.get(db) ?? SEARCH_INDEX_FROM;
}

/**
 * The search index of a table holding more than `from` homes, once it is built; until then (and
 * for smaller tables) the search is made in SQL.
 */
export async function indexOf(db: Database, from: number, monthly: MonthlyTerms) {
  if ((await tableHomes(db)) <= from) return undefined;
  const index = searchIndexFor(db, sortOrderFor(monthly), monthly);
  if (index) followMonthlyTerms(index, monthly);
  return index;
}

/** The search index of `db`'s table, as the site's searches use it: once ready, when it is large. */
export function tableSearchIndex(db: Database, monthly = DEFAULT_MONTHLY_TERMS) {
  return indexOf(db, searchIndexFrom(db), monthly);
}

/**
 * Starts building the search index, where the table is large enough to need one; `from`, when
 * given, is that size for every later search of `db` (`SEARCH_INDEX_FROM`).
 */
export async function prepareSearch(db: Database, from?: number, monthly = DEFAULT_MONTHLY_TERMS) {
  if (from !== undefined) indexFrom.set(db, from);
  await indexOf(db, searchIndexFrom(db), monthly);
}

/** The homes the table held when last analysed (-1 if never), read at most once a minute. */
export async function tableHomes(db: Database) {
  const known = tableSizes.get(db);
  if (known && Date.now() - known.readAt < TABLE_SIZE_MS) return known.homes;
  const result = (await db.execute(
    sql`select reltuples::float8 as homes from pg_class where oid = ${getTableName(properties)}::regclass`,
  )) as unknown as { rows: { homes: number | string }[] };
  const homes = Number(result.rows[0]?.homes ?? -1);
  tableSizes.set(db, { homes, readAt: Date.now() });
  return homes;
}
