import { inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, propertyWords } from '~/db/schema';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';
import type { PropertyQuery } from '~/lib/search/filters';

import { containsPattern } from '../sql-helpers.server';
import { indexTest } from './filters.server';
import { ids, type SearchIndex } from './index-build.server';

/** The word lists kept in memory at most; past it they are read again as asked for. */
const POSTING_BYTES_UP_TO = 256 * 1024 * 1024;

/** Homes whose keyword text is checked by the database in one query. */
const CHECK_BATCH = 1_000;

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

/** The filters other than the keywords, as a test of one id (filters.server.ts). */
export function facetTest(db: Database, index: SearchIndex, query: PropertyQuery) {
  return indexTest(query, { db, index, monthly: index.monthly });
}
