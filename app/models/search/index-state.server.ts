import { remember } from '@epic-web/remember';
import { sql, type SQL } from 'drizzle-orm';

import { listenFor, onClose, withoutTimeLimits, type Database } from '~/db/client.server';
import { homeChanges, properties } from '~/db/schema';
import { SORT_MODES, type SortMode } from '~/lib/catalog';
import { sameEstimates, type MonthlyTerms } from '~/lib/monthly-cost';

import { HOME_CHANGES_CHANNEL } from '../property-writes.server';
import {
  arraysFor,
  buildSearchIndex,
  bytesOf,
  CHANGE_MARGIN_SECONDS,
  CHANGED_HOMES_UP_TO,
  clockAndFill,
  fillWordHomes,
  ranksOf,
  readChangedHomes,
  readRecords,
  recordsQuery,
  store,
  type SearchIndex,
} from './index-build.server';
import { compareIn } from './sort.server';

/** How often an index looks for writes it was not told of (a notice lost with a connection). */
const POLL_MS = 5_000;

/**
 * Brings the index up to the homes as they are now (ADR 0042): reads the homes written since it
 * last looked (`home_changes`, with a margin for writes whose transactions were still open
 * then), and for each home whose write it has not seen, its record and words; homes deleted
 * leave it. Returns how many homes it changed.
 */
export async function applyHomeChanges(db: Database, index: SearchIndex) {
  const { now, filled } = await clockAndFill(db);
  if (filled !== null && filled !== index.wordsFilledAt) forgetFilledChanges(index, filled);
  const since = sql`${homeChanges.changedAt} > ${index.followedTo}::timestamptz - ${sql.raw(`interval '${CHANGE_MARGIN_SECONDS} seconds'`)}`;
  const changed = await readChangedHomes(db, index, since);
  index.followedTo = now;
  if (changed.length === 0) return 0;
  await learnNames(db, index, changed);
  const records = await bytesOf(db, recordsQuery(index.names, idIn(changed)));
  const found = [...readRecords(records)];
  const top = Math.max(0, ...found.map((home) => home.id));
  if (top > index.maxId) grow(index, top);
  for (const id of changed) {
    if (index.present[id] === 1) index.homes -= 1;
    index.present[id] = 0;
  }
  for (const home of found) {
    store(index, home);
    index.homes += 1;
  }
  const out = new Set(changed);
  const added = found.map((home) => home.id);
  for (const mode of SORT_MODES) {
    const compare = compareIn(index, mode);
    const order = merge(
      index.order[mode].filter((id) => !out.has(id)),
      Int32Array.from(added).sort(compare),
      compare,
    );
    index.order[mode] = order;
    index.rank[mode] = ranksOf(order, index.maxId);
  }
  index.postings.clear();
  index.postingBytes = 0;
  return changed.length;
}

/**
 * Puts the index's monthly order on `monthly` when the site's loan terms or rates moved the
 * estimates since it was made (ADR 0129): the order is sorted again from the homes it holds.
 */
export function followMonthlyTerms(index: SearchIndex, monthly: MonthlyTerms) {
  if (sameEstimates(index.monthly, monthly)) return;
  index.monthly = monthly;
  const mode = 'monthly-asc';
  index.order[mode] = Int32Array.from(index.order[mode]).sort(compareIn(index, mode));
  index.rank[mode] = ranksOf(index.order[mode], index.maxId);
}

const idIn = (ids: number[]): SQL => sql`${properties.id} = any(${`{${ids.join(',')}}`}::int[])`;

/** Adds the places and types of these homes that the index has no name for yet. */
async function learnNames(db: Database, index: SearchIndex, ids: number[]) {
  const rows = await db
    .selectDistinct({ location: properties.location, category: properties.category })
    .from(properties)
    .where(idIn(ids));
  for (const row of rows) {
    if (!index.names.location.includes(row.location)) index.names.location.push(row.location);
    if (!index.names.category.includes(row.category)) index.names.category.push(row.category);
  }
}

/** Makes room for ids up to `top`, with some to spare for the homes that follow. */
function grow(index: SearchIndex, top: number) {
  const maxId = Math.max(top, Math.ceil(index.maxId * 1.25));
  const arrays = arraysFor(maxId);
  for (const [name, array] of Object.entries(arrays)) {
    (array as Uint8Array).set(index[name as keyof typeof arrays] as Uint8Array);
    (index as Record<string, unknown>)[name] = array;
  }
  index.maxId = maxId;
}

/** Two lists, each in the order `compare` gives, as one. */
function merge(a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number) {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/**
 * The word lists were filled anew (`filled`, the database's clock then): they hold every home
 * written well before, so those homes need no words of their own in the index any more.
 */
function forgetFilledChanges(index: SearchIndex, filled: number) {
  const before = filled - CHANGE_MARGIN_SECONDS * 1_000_000;
  for (const [id, home] of index.changed) {
    if (home.changedAt >= before) continue;
    for (const word of home.words ?? []) index.changedByWord.get(word)?.delete(id);
    index.changed.delete(id);
  }
  index.wordsFilledAt = filled;
  index.postings.clear();
  index.postingBytes = 0;
}

type IndexState = {
  index?: SearchIndex;
  building?: Promise<void>;
  failedAt?: number;
  refilling?: Promise<void>;
};

/** Kept across a dev-server reload, with the databases they index (ADR 0043). */
const states = remember('roofline:search-indexes', () => new WeakMap<Database, IndexState>());

/** After a failed build, how long before trying again. */
const RETRY_MS = 60_000;

/**
 * The database's search index if it is built; otherwise starts building it (once) and returns
 * undefined, and the search is made in SQL meanwhile. Once built, it follows every write of a
 * home, on this server or another (`followHomeChanges`).
 */
export function searchIndexFor(
  db: Database,
  sortOrder: Record<SortMode, SQL[]>,
  monthly?: MonthlyTerms,
) {
  const state = states.get(db) ?? {};
  states.set(db, state);
  if (state.index || state.building) return state.index;
  if (state.failedAt !== undefined && Date.now() - state.failedAt < RETRY_MS) return undefined;
  const started = Date.now();
  // At a million homes the build reads for seconds, and the first one fills the words' homes for
  // about a minute: longer than a request's queries may run.
  state.building = buildSearchIndex(withoutTimeLimits(db), sortOrder, { monthly })
    .then((index) => {
      state.index = index;
      followHomeChanges(db, state);
      console.info(
        `Search index: ${index.homes.toLocaleString('en')} homes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    })
    .catch((error: unknown) => {
      state.failedAt = Date.now();
      console.error('Search index could not be built; searching in SQL', error);
    })
    .finally(() => {
      state.building = undefined;
    });
  return undefined;
}

/** Waits for an index being built (the scale bench measures the site once it is ready). */
export async function searchIndexReady(db: Database) {
  await states.get(db)?.building;
  return states.get(db)?.index;
}

/**
 * Applies the writes of homes to the index as their notices arrive, one pass at a time (a notice
 * during a pass makes one more), and every few seconds in case a notice was lost. Past
 * `CHANGED_HOMES_UP_TO` changed homes, the word lists are filled anew in the background.
 */
function followHomeChanges(db: Database, state: IndexState) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = () => {
    if (stopped || !state.index) return;
    if (running) {
      again = true;
      return;
    }
    running = applyHomeChanges(db, state.index)
      .then(() => {
        if (state.index!.changed.size > CHANGED_HOMES_UP_TO && !state.refilling) {
          state.refilling = fillWordHomes(withoutTimeLimits(db), { refill: true })
            .catch((error: unknown) => console.error('Search index: refilling the words', error))
            .finally(() => (state.refilling = undefined));
        }
      })
      .catch((error: unknown) => console.warn('Search index: following writes', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  listenFor(db, HOME_CHANGES_CHANNEL, pass);
  const timer = setInterval(pass, POLL_MS).unref();
  onClose(db, async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await state.refilling;
  });
}
