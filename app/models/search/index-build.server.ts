import { sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState, homeChanges, properties, propertyWords } from '~/db/schema';
import { SORT_MODES, type SortMode } from '~/lib/catalog';
import { DEFAULT_MONTHLY_TERMS, type MonthlyTerms } from '~/lib/monthly-cost';

import { listed } from '../listed-homes.server';
import { INDEX_COLUMNS, type IndexArrays, type IndexNames } from './filters.server';
import { recordLayout } from './index-columns.server';

/**
 * The search index (ADR 0023): what the filters and the sort orders read of every home (the
 * columns `INDEX_COLUMNS` declares with the filters), held in
 * the server's memory, with the homes of each keyword word read from `property_words` when first
 * asked for. With a million homes the database reads a page of rows for nearly every home a search
 * passes; here a home is a few numbers in arrays, and a search costs a few milliseconds of
 * arithmetic. Only the keywords' text, where the words cannot decide, is checked by the database,
 * and only for the homes the index leaves.
 *
 * Every array is indexed by the home's id. Homes are written only by the load, which fills an
 * empty database before the site answers (and leaves `property_words.homes` empty), so the index,
 * built at the first search, never sees them change.
 */
export type SearchIndex = IndexArrays & {
  /** The homes indexed. */
  homes: number;
  /** The largest id; the arrays hold one more entry than this. */
  maxId: number;
  /** The places and types the `location` and `category` columns give the positions of. */
  names: IndexNames;
  /** The ids in each sort order, as the database sorts them (`SORT_ORDER`). */
  order: Record<SortMode, Int32Array>;
  /** Each id's position in each order. */
  rank: Record<SortMode, Int32Array>;
  /** The ids holding each word, sorted, for the words asked for so far. */
  postings: Map<string, Int32Array>;
  /** The bytes `postings` holds. */
  postingBytes: number;
  /**
   * The homes written since the stored word lists were filled (`home_changes`, ADR 0042): their
   * words as their rows hold them now (null for a home deleted), which `postingsOf` uses in place
   * of the stored lists' entries for them.
   */
  changed: Map<number, ChangedHome>;
  /** The changed homes holding each word. */
  changedByWord: Map<string, Set<number>>;
  /** How far the index has followed `home_changes`: the database's clock at its last read. */
  followedTo: string;
  /** When the stored word lists were last filled (microseconds since 1970), if known. */
  wordsFilledAt: number | null;
  /** The monthly-cost terms its monthly order and filter were made with (ADR 0058). */
  monthly: MonthlyTerms;
};

/** A home's words now (null once deleted), and when it was last written (microseconds). */
export type ChangedHome = { words: string[] | null; changedAt: number };

/** A table holding more homes than this is searched through the index. */
export const SEARCH_INDEX_FROM = 50_000;

const RECORDS_PER_QUERY = 250_000;

/** A home's record: its id and each column of `INDEX_COLUMNS` (filters.server.ts), in order. */
const LAYOUT = recordLayout(INDEX_COLUMNS);
type HomeRecord = ReturnType<typeof readRecords> extends Generator<infer R> ? R : never;

/**
 * The records of the homes `where` picks that visitors may see, as one string of them (sent as
 * hexadecimal text): far cheaper to send and read than rows. A hidden home has no record, so the
 * index holds it as it holds a deleted one (ADR 0046).
 */
export function recordsQuery(names: IndexNames, where: SQL) {
  return sql`select string_agg(${LAYOUT.send(sql`${properties.id}`, names)}, '') as bytes
    from ${properties} where ${listed} and ${where}`;
}

export function readRecords(records: Uint8Array) {
  return LAYOUT.read(records);
}

export function store(index: SearchIndex, home: HomeRecord) {
  const id = home.id;
  index.present[id] = 1;
  for (const key of LAYOUT.keys) index[key][id] = home[key];
}

/** The index's arrays for ids up to `maxId`, empty. */
export function arraysFor(maxId: number): IndexArrays {
  return { present: new Uint8Array(maxId + 1), ...LAYOUT.arrays(maxId) };
}

/**
 * The database's clock, as text it reads back exactly, and when the word lists were last filled
 * (microseconds since 1970), if they were filled anew since the load.
 */
export async function clockAndFill(db: Database) {
  const result = (await db.execute(sql`
    select now()::text as now, (select (${databaseState.value} #>> '{}')::float8
      from ${databaseState} where ${databaseState.key} = ${WORDS_FILLED_KEY}) as filled`)) as unknown as {
    rows: { now: string; filled: number | string | null }[];
  };
  const { now, filled } = result.rows[0]!;
  return { now, filled: filled === null ? null : Number(filled) };
}

/** Reads the index from the database: a few seconds at a million homes. */
export async function buildSearchIndex(
  db: Database,
  sortOrder: Record<SortMode, SQL[]>,
  { recordsPerQuery = RECORDS_PER_QUERY, monthly = DEFAULT_MONTHLY_TERMS } = {},
): Promise<SearchIndex> {
  await fillWordHomes(db);
  // Writes from here on are read again once the index is built (`applyHomeChanges`).
  const { now: followedTo, filled: wordsFilledAt } = await clockAndFill(db);
  const found = (await db.execute(sql`
    select coalesce(array_agg(distinct ${properties.location}), '{}') as locations,
           coalesce(array_agg(distinct ${properties.category}), '{}') as categories,
           count(*)::int as homes, coalesce(max(${properties.id}), 0) as max_id
    from ${properties} where ${listed}`)) as unknown as {
    rows: { locations: string[]; categories: string[]; homes: number; max_id: number }[];
  };
  const { locations, categories, homes } = found.rows[0]!;
  const names: IndexNames = { location: locations, category: categories };
  const maxId = Number(found.rows[0]!.max_id);
  // The arrays are indexed by id: ids far sparser than the load's would waste the memory.
  if (maxId > 2 * homes + 1_000) throw new Error(`Ids up to ${maxId} for ${homes} homes`);
  const index: SearchIndex = {
    homes,
    maxId,
    ...arraysFor(maxId),
    names,
    order: {} as Record<SortMode, Int32Array>,
    rank: {} as Record<SortMode, Int32Array>,
    postings: new Map(),
    postingBytes: 0,
    changed: new Map(),
    changedByWord: new Map(),
    followedTo,
    wordsFilledAt,
    monthly,
  };
  // The homes written since the word lists were filled, before their records: one written in
  // between is read again by the first `applyHomeChanges`, having a newer write than noted here.
  await readChangedHomes(db, index, sql`true`);
  // A quarter of a million records at a time keeps each answer small in the heap.
  for (let from = 0; from <= maxId; from += recordsPerQuery) {
    const where = sql`${properties.id} >= ${from} and ${properties.id} < ${from + recordsPerQuery}`;
    const records = await bytesOf(db, recordsQuery(names, where));
    for (const home of readRecords(records)) store(index, home);
  }
  for (const mode of SORT_MODES) {
    const order = ids(
      await bytesOf(
        db,
        sql`select string_agg(int4send(${properties.id}), '' order by ${sql.join(sortOrder[mode], sql`, `)}) as bytes from ${properties} where ${listed}`,
      ),
    );
    index.order[mode] = order;
    index.rank[mode] = ranksOf(order, maxId);
  }
  return index;
}

/** Each id's position in `order`. */
export function ranksOf(order: Int32Array, maxId: number) {
  const rank = new Int32Array(maxId + 1);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  return rank;
}

/**
 * Reads the homes in `home_changes` that `where` picks into the index's record of changed homes:
 * their rows' words, or null for a home no longer there. Returns the ids of those whose write the
 * index had not noted yet.
 */
export async function readChangedHomes(db: Database, index: SearchIndex, where: SQL) {
  const result = (await db.execute(sql`
    select ${homeChanges.propertyId} as id,
           (extract(epoch from ${homeChanges.changedAt}) * 1000000)::float8 as changed_at,
           ${properties.searchWords} as words
    from ${homeChanges} left join ${properties} on ${properties.id} = ${homeChanges.propertyId}
    where ${where}`)) as unknown as {
    rows: { id: number; changed_at: number | string; words: string[] | null }[];
  };
  const unseen: number[] = [];
  for (const row of result.rows) {
    const id = Number(row.id);
    const changedAt = Number(row.changed_at);
    if (index.changed.get(id)?.changedAt === changedAt) continue;
    noteChangedHome(index, id, { words: row.words, changedAt });
    unseen.push(id);
  }
  return unseen;
}

function noteChangedHome(index: SearchIndex, id: number, home: ChangedHome) {
  for (const word of index.changed.get(id)?.words ?? []) index.changedByWord.get(word)?.delete(id);
  index.changed.set(id, home);
  for (const word of home.words ?? []) {
    let holders = index.changedByWord.get(word);
    if (!holders) index.changedByWord.set(word, (holders = new Set()));
    holders.add(id);
  }
}

/**
 * Gives every word the homes holding it, if the load left them empty, or (`refill`) anew: one pass
 * over the homes' words (about a minute at a million homes, on PostgreSQL). A refill then drops
 * the changes it took in from `home_changes`, and says when it ran (`database_state`).
 */
export async function fillWordHomes(db: Database, { refill = false } = {}) {
  await db.transaction(async (tx) => {
    if (refill) {
      // One server refills at a time; the others find it done.
      const got = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${WORDS_FILL_LOCK}) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      if (!got.rows[0]?.got) return;
      await tx.update(propertyWords).set({ homes: null });
    } else {
      const empty = (await tx.execute(
        sql`select exists (select 1 from ${propertyWords} where ${propertyWords.homes} is null) as empty`,
      )) as unknown as { rows: { empty: boolean }[] };
      if (!empty.rows[0]?.empty) return;
    }
    // The lists of every word are gathered at once, in memory rather than sorted on disk.
    await tx.execute(sql`select set_config('work_mem', '1GB', true)`);
    await tx.execute(sql`
      update ${propertyWords} set homes = found.homes
      from (
        select word, string_agg(int4send(${properties.id}), '') as homes
        from ${properties}, unnest(${properties.searchWords}) as word group by word
      ) as found
      where ${propertyWords.word} = found.word`);
    await tx.execute(
      sql`update ${propertyWords} set homes = ''::bytea where ${propertyWords.homes} is null`,
    );
    // The lists hold every home written before this transaction began, less a margin for the
    // writes under way then: those changes need no record of their own any more.
    await tx.execute(
      sql`delete from ${homeChanges} where ${homeChanges.changedAt} < now() - ${sql.raw(`interval '${CHANGE_MARGIN_SECONDS} seconds'`)}`,
    );
    await tx
      .insert(databaseState)
      .values({ key: WORDS_FILLED_KEY, value: filledNow })
      .onConflictDoUpdate({
        target: databaseState.key,
        set: { value: filledNow, updatedAt: sql`now()` },
      });
  });
}

const filledNow = sql`to_jsonb((extract(epoch from now()) * 1000000)::float8)`;

/** Any fixed number: it names the lock that lets one server at a time refill the word lists. */
const WORDS_FILL_LOCK = 72_471_002;
/** The `database_state` row holding when the word lists were last filled. */
export const WORDS_FILLED_KEY = 'words_filled';
/** A write's transaction is over within this long (a visitor's queries stop at 5 s). */
export const CHANGE_MARGIN_SECONDS = 60;
/** Past this many changed homes, the word lists are filled anew and the record of them emptied. */
export const CHANGED_HOMES_UP_TO = 5_000;

export async function bytesOf(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: { bytes: Uint8Array | null }[] };
  return result.rows[0]?.bytes ?? new Uint8Array(0);
}

/** 4-byte big-endian integers as an array. */
export function ids(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}
