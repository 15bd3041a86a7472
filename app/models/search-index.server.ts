import { inArray, sql, type SQL } from 'drizzle-orm';

import { arrayLiteral } from '~/db/bulk-insert.server';
import type { Database } from '~/db/client.server';
import { databaseState, homeChanges, properties, propertyWords } from '~/db/schema';
import { AMENITIES, PROPERTIES_PER_PAGE, SORT_MODES, type SortMode } from '~/lib/catalog';
import { DEFAULT_MONTHLY_TERMS, maxSalePrice, type MonthlyTerms } from '~/lib/monthly-cost';
import type { PropertyQuery } from '~/lib/query';

import { listed } from './listed-homes.server';
import { mapAreaTest } from './map-area-test';
import { containsPattern } from './sql-helpers.server';

/**
 * The search index (ADR 0023): what the filters and the sort orders read of every home, held in
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
export type SearchIndex = {
  /** The homes indexed. */
  homes: number;
  /** The largest id; the arrays hold one more entry than this. */
  maxId: number;
  /** 1 where a home has this id. */
  present: Uint8Array;
  /** 1 for rent, 0 for sale. */
  rent: Uint8Array;
  /** Position of the home's location in `locations`, and of its type in `categories`. */
  location: Uint16Array;
  locations: string[];
  category: Uint16Array;
  categories: string[];
  price: Int32Array;
  beds: Int16Array;
  area: Int32Array;
  /** Bit i set when the home has `AMENITIES[i]`. */
  amenities: Uint16Array;
  /** When the home was listed, in microseconds since 1970 (the newest-first order's key). */
  listedAt: Float64Array;
  /** Where the home stands (ADR 0063); NaN for a home without a point. */
  latitude: Float64Array;
  longitude: Float64Array;
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

/** The word lists kept in memory at most; past it they are read again as asked for. */
const POSTING_BYTES_UP_TO = 256 * 1024 * 1024;

/** Homes whose keyword text is checked by the database in one query. */
const CHECK_BATCH = 1_000;

const RECORD_BYTES = 46;
const RECORDS_PER_QUERY = 250_000;

/**
 * One home as the index holds it, 46 bytes: far cheaper to send and read than rows. Selected as
 * one string of them (sent as hexadecimal text) for the homes `where` picks that visitors may see:
 * a hidden home has no record, so the index holds it as it holds a deleted one (ADR 0046).
 */
export function recordsQuery(locations: string[], categories: string[], where: SQL) {
  const amenityBits = sql.join(
    AMENITIES.map((key, i) => sql`(${properties[key]}::int << ${sql.raw(String(i))})`),
    sql` | `,
  );
  return sql`select string_agg(
      int4send(${properties.id}) || int4send(${properties.price}) ||
      int4send(${properties.numberOfArea}) || int2send(${properties.numberOfBeds}) ||
      int2send((${amenityBits})::int2) ||
      int2send(coalesce(array_position(${arrayLiteral(locations)}::text[], ${properties.location}) - 1, -1)::int2) ||
      int2send(coalesce(array_position(${arrayLiteral(categories)}::text[], ${properties.category}) - 1, -1)::int2) ||
      int2send((${properties.listingType} = 'rent')::int::int2) ||
      int8send((extract(epoch from ${properties.createdAt}) * 1000000)::int8) ||
      float8send(coalesce(${properties.latitude}, 'NaN')) ||
      float8send(coalesce(${properties.longitude}, 'NaN')), '') as bytes
    from ${properties} where ${listed} and ${where}`;
}

export type HomeRecord = {
  id: number;
  price: number;
  area: number;
  beds: number;
  amenities: number;
  /** -1 when the name is not among the index's names yet. */
  location: number;
  category: number;
  rent: number;
  listedAt: number;
  latitude: number;
  longitude: number;
};

export function* readRecords(records: Uint8Array): Generator<HomeRecord> {
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  for (let at = 0; at < records.byteLength; at += RECORD_BYTES) {
    yield {
      id: view.getInt32(at),
      price: view.getInt32(at + 4),
      area: view.getInt32(at + 8),
      beds: view.getInt16(at + 12),
      amenities: view.getUint16(at + 14),
      location: view.getInt16(at + 16),
      category: view.getInt16(at + 18),
      rent: view.getUint16(at + 20),
      listedAt: Number(view.getBigInt64(at + 22)),
      latitude: view.getFloat64(at + 30),
      longitude: view.getFloat64(at + 38),
    };
  }
}

export function store(index: SearchIndex, home: HomeRecord) {
  const id = home.id;
  index.present[id] = 1;
  index.price[id] = home.price;
  index.area[id] = home.area;
  index.beds[id] = home.beds;
  index.amenities[id] = home.amenities;
  index.location[id] = home.location;
  index.category[id] = home.category;
  index.rent[id] = home.rent;
  index.listedAt[id] = home.listedAt;
  index.latitude[id] = home.latitude;
  index.longitude[id] = home.longitude;
}

/** The index's arrays for ids up to `maxId`, empty. */
export function arraysFor(maxId: number) {
  const size = maxId + 1;
  return {
    present: new Uint8Array(size),
    rent: new Uint8Array(size),
    location: new Uint16Array(size),
    category: new Uint16Array(size),
    price: new Int32Array(size),
    beds: new Int16Array(size),
    area: new Int32Array(size),
    amenities: new Uint16Array(size),
    listedAt: new Float64Array(size),
    latitude: new Float64Array(size).fill(NaN),
    longitude: new Float64Array(size).fill(NaN),
  };
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
  const names = (await db.execute(sql`
    select coalesce(array_agg(distinct ${properties.location}), '{}') as locations,
           coalesce(array_agg(distinct ${properties.category}), '{}') as categories,
           count(*)::int as homes, coalesce(max(${properties.id}), 0) as max_id
    from ${properties} where ${listed}`)) as unknown as {
    rows: { locations: string[]; categories: string[]; homes: number; max_id: number }[];
  };
  const { locations, categories, homes } = names.rows[0]!;
  const maxId = Number(names.rows[0]!.max_id);
  // The arrays are indexed by id: ids far sparser than the load's would waste the memory.
  if (maxId > 2 * homes + 1_000) throw new Error(`Ids up to ${maxId} for ${homes} homes`);
  const index: SearchIndex = {
    homes,
    maxId,
    ...arraysFor(maxId),
    locations,
    categories,
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
    const records = await bytesOf(db, recordsQuery(locations, categories, where));
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
function ids(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}

/**
 * The homes holding each of these words, from memory or else from `property_words` (one query),
 * with the homes written since those lists were filled counted from their rows instead. The
 * lists are returned apart from the cache, which another search may empty meanwhile.
 */
async function postingsOf(db: Database, index: SearchIndex, words: string[]) {
  const lists = new Map<string, Int32Array>();
  for (const word of words) {
    const cached = index.postings.get(word);
    if (cached) lists.set(word, cached);
  }
  const missing = [...new Set(words)].filter((word) => !lists.has(word));
  if (missing.length > 0) {
    const result = await db
      .select({ word: propertyWords.word, homes: propertyWords.homes })
      .from(propertyWords)
      .where(inArray(propertyWords.word, missing));
    if (index.postingBytes > POSTING_BYTES_UP_TO) {
      index.postings.clear();
      index.postingBytes = 0;
    }
    for (const row of result) {
      const list = withChangedHomes(index, row.word, ids(row.homes ?? new Uint8Array(0)));
      lists.set(row.word, list);
      index.postings.set(row.word, list);
      index.postingBytes += list.byteLength;
    }
  }
  return lists;
}

/** A stored list of a word's homes, as the homes written since hold the word now; sorted. */
function withChangedHomes(index: SearchIndex, word: string, stored: Int32Array) {
  if (index.changed.size === 0) return stored.sort();
  const kept = stored.filter((id) => !index.changed.has(id));
  const added = index.changedByWord.get(word);
  if (!added || added.size === 0) return kept.sort();
  const list = new Int32Array(kept.length + added.size);
  list.set(kept);
  let at = kept.length;
  for (const id of added) list[at++] = id;
  return list.sort();
}

/** The positions in `names` of those holding `text` as the database compares them (`lower`). */
async function namesHolding(db: Database, names: string[], text: string) {
  const result = (await db.execute(sql`
    select coalesce(array_agg(n - 1), '{}') as found
    from unnest(${arrayLiteral(names)}::text[]) with ordinality as name(value, n)
    where lower(value) like ${containsPattern(text)}`)) as unknown as {
    rows: { found: number[] }[];
  };
  const holds = new Uint8Array(names.length);
  for (const n of result.rows[0]?.found ?? []) holds[Number(n)] = 1;
  return holds;
}

export type IndexSearch = {
  /** The ids of the page, in order. */
  ids: number[];
  /** The matches, counted up to one past the cap. */
  count: number;
};

/**
 * One page of a search, and its matches counted up to `totalCap + 1`, as `searchProperties`
 * finds them in SQL. `keywordWords` are the words each run of the keywords may be part of;
 * `textDecides` says the keywords must also be checked on each home's text (they are more than
 * one word). Returns null when the index cannot serve the search well: keywords only the text
 * can check, with no word to narrow them.
 */
export async function searchIndex(
  db: Database,
  index: SearchIndex,
  query: PropertyQuery,
  {
    keywordWords,
    wordsPerRunUpTo,
    textDecides,
    totalCap,
  }: { keywordWords: string[][]; wordsPerRunUpTo: number; textDecides: boolean; totalCap: number },
): Promise<IndexSearch | null> {
  const runs = keywordWords.filter((words) => words.length <= wordsPerRunUpTo);
  if (textDecides && runs.length === 0) return null;
  const passes = await facetTest(db, index, query);

  const { candidates, inAll } = await keywordCandidates(db, index, runs);
  if (candidates === undefined) return null;

  // The homes passing every filter, up to one past the cap; with the text to check, only those
  // it holds.
  const pattern = containsPattern(query.keywords ?? '');
  const checked = new Map<number, boolean>();
  const check = async (list: number[]) => {
    const open = list.filter((id) => !checked.has(id));
    for (const id of open) checked.set(id, false);
    for (let at = 0; at < open.length; at += CHECK_BATCH) {
      const held = await db
        .select({ id: properties.id })
        .from(properties)
        .where(
          sql`${properties.id} = any(${`{${open.slice(at, at + CHECK_BATCH).join(',')}}`}::int[]) and ${properties.searchText} like ${pattern}`,
        );
      for (const row of held) checked.set(row.id, true);
    }
  };
  const matches: number[] = [];
  const total = candidates ? candidates.length : index.maxId + 1;
  let pending: number[] = [];
  const take = async () => {
    await check(pending);
    for (const id of pending) if (checked.get(id)) matches.push(id);
    pending = [];
  };
  for (let i = candidates ? 0 : 1; i < total && matches.length <= totalCap; i++) {
    const id = candidates ? candidates[i]! : i;
    if ((candidates === null && index.present[id] !== 1) || !passes(id)) continue;
    if (!textDecides) matches.push(id);
    else {
      pending.push(id);
      if (pending.length >= CHECK_BATCH) await take();
    }
  }
  if (matches.length <= totalCap) await take();
  const count = matches.length;
  const offset = Math.max(0, query.page) * PROPERTIES_PER_PAGE;
  const end = offset + PROPERTIES_PER_PAGE;
  if (count <= totalCap) {
    // Every match is known: the page is sorted from them alone.
    const rank = index.rank[query.sort];
    matches.sort((a, b) => rank[a]! - rank[b]!);
    return { ids: matches.slice(offset, end), count };
  }
  // Too many to count: walk the page's order until the page is full, checking the text of the
  // homes passed (a few more than the page still needs at a time) where the words cannot decide.
  const walked: number[] = [];
  let queue: number[] = [];
  const settle = async () => {
    if (textDecides) await check(queue);
    for (const id of queue) if (!textDecides || checked.get(id)) walked.push(id);
    queue = [];
  };
  const order = index.order[query.sort];
  for (let i = 0; i < order.length && walked.length < end; i++) {
    const id = order[i]!;
    if (!inAll(id) || !passes(id) || checked.get(id) === false) continue;
    queue.push(id);
    if (queue.length >= Math.max(PROPERTIES_PER_PAGE * 4, end - walked.length)) await settle();
  }
  await settle();
  return { ids: walked.slice(offset, end), count };
}

/**
 * The homes holding a word of every run of the keywords (`runs`, each run's words): the candidates
 * (each once, null when there are no runs: every home is one) and a test of whether an id holds a
 * word of every run. Undefined candidates: too many runs for the index to count.
 */
export async function keywordCandidates(db: Database, index: SearchIndex, runs: string[][]) {
  // `seen[id]` counts the runs an id has passed, and the last run's homes that passed all the
  // others are the candidates (each once).
  let candidates: Int32Array | null = null;
  let inAll: (id: number) => boolean = (id) => index.present[id] === 1;
  if (runs.length > 0) {
    if (runs.length > 255) return { candidates: undefined, inAll };
    const postings = await postingsOf(db, index, runs.flat());
    const seen = new Uint8Array(index.maxId + 1);
    let found = 0;
    for (let r = 0; r < runs.length; r++) {
      const lists = runs[r]!.map((word) => postings.get(word) ?? new Int32Array(0));
      const last = r === runs.length - 1;
      if (last) candidates = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
      for (const list of lists) {
        for (let i = 0; i < list.length; i++) {
          const id = list[i]!;
          if (seen[id] !== r) continue;
          seen[id] = r + 1;
          if (last) candidates![found++] = id;
        }
      }
    }
    candidates = candidates!.subarray(0, found);
    const all = runs.length;
    inAll = (id) => seen[id] === all;
  }
  return { candidates, inAll };
}

/** The filters other than the keywords, as a test of one id. */
export async function facetTest(db: Database, index: SearchIndex, query: PropertyQuery) {
  const locations = query.location
    ? await namesHolding(db, index.locations, query.location)
    : undefined;
  const categories = query.category
    ? await namesHolding(db, index.categories, query.category)
    : undefined;
  const rent = query.listingType === undefined ? -1 : query.listingType === 'rent' ? 1 : 0;
  const priceMin = query.priceMin ?? -Infinity;
  const priceMax = query.priceMax ?? Infinity;
  // "Max monthly cost" as a price bound of each kind (ADR 0058).
  const monthlyMax = query.monthlyMax;
  const rentMax = monthlyMax ?? Infinity;
  const saleMax = monthlyMax === undefined ? Infinity : maxSalePrice(monthlyMax, index.monthly);
  const areaMin = query.squareFootMin ?? -Infinity;
  const areaMax = query.squareFootMax ?? Infinity;
  const beds = query.bedRooms;
  let wanted = 0;
  for (const key of query.amenities) wanted |= 1 << AMENITIES.indexOf(key);
  const inArea = mapAreaTest(query);
  return (id: number) =>
    index.present[id] === 1 &&
    (rent < 0 || index.rent[id] === rent) &&
    (locations === undefined || locations[index.location[id]!] === 1) &&
    (categories === undefined || categories[index.category[id]!] === 1) &&
    index.price[id]! >= priceMin &&
    index.price[id]! <= priceMax &&
    index.price[id]! <= (index.rent[id] === 1 ? rentMax : saleMax) &&
    (beds === undefined || index.beds[id] === beds) &&
    index.area[id]! >= areaMin &&
    index.area[id]! <= areaMax &&
    (index.amenities[id]! & wanted) === wanted &&
    inArea(index.longitude[id]!, index.latitude[id]!);
}
