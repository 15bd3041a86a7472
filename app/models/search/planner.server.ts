import { and, inArray, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { LOCATIONS, PROPERTIES_PER_PAGE, PROPERTY_TYPES } from '~/lib/catalog';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import type { PropertyQuery } from '~/lib/search/filters';

import { listed } from '../listed-homes.server';
import { cardColumns, type PropertyCardData } from '../properties.server';
import { filterConditions, usesIndex } from './filters.server';
import type { SearchIndex } from './index-build.server';
import { searchIndex as searchInIndex } from './index-query.server';
import {
  expectedMatches,
  keywordWords,
  wordConditions,
  wordsDecide,
  WORDS_PER_RUN_UP_TO,
} from './keywords.server';
import { canonical, referencePrice, similarProperties } from './similar.server';
import { queryInDollars } from './query-currency.server';
import { orderOf } from './sort.server';
import { indexOf, searchIndexFrom as indexFromOf, tableHomes } from './table-size.server';

/**
 * The search's filters (docs/product.md#search-parameters) as one SQL condition, on the listed
 * homes: each filter's own (filters.server.ts). With `keywordWords`, the words each run of the
 * keywords may be part of (ADR 0022), the homes holding one of each list's words are found through
 * the words' index. Without them the keywords are checked on each home's text, which is cheaper
 * per home (ADR 0020): for homes the other filters find, or walked in the page's order.
 */
export function propertyFilter(
  query: Omit<PropertyQuery, 'sort' | 'page' | 'reset'> & Partial<PropertyQuery>,
  { keywordWords = [] as string[][], monthly = DEFAULT_MONTHLY_TERMS } = {},
) {
  const full = { sort: 'latest', page: 0, reset: false, ...query } as PropertyQuery;
  return filterConditions(full, { keywordWords, monthly });
}

export type PropertySearchResult = {
  properties: PropertyCardData[];
  /** The number of matches, or the cap when there are more (then `totalIsCapped`). */
  total: number;
  totalIsCapped: boolean;
  mayBeLike: PropertyCardData[];
  page: number;
  pageCount: number;
};

/**
 * A page of results counts its matches only up to here (ADR 0012): counting every one of
 * hundreds of thousands of matches costs more than the page itself, and nobody pages past the
 * first thousand homes; they narrow the search. Page -1 ("everything") is always counted exactly.
 */
export const TOTAL_CAP = 1_000;

/**
 * Keywords whose words the planner expects in more homes than this are not looked up in the
 * words' index (ADR 0020): reading its lists for a third of a million homes costs more than
 * checking the text of the homes the other filters find.
 */
export const KEYWORD_INDEX_UP_TO = 100_000;

/**
 * The search (docs/product.md#search): filter, sort and page in SQL; page -1 returns everything.
 */
export async function searchProperties(
  db: Database,
  query: PropertyQuery,
  {
    totalCap = TOTAL_CAP,
    keywordIndexUpTo = KEYWORD_INDEX_UP_TO,
    searchIndex = undefined as SearchIndex | false | undefined,
    searchIndexFrom = indexFromOf(db),
    /** A page past the last one gives the last one, read once the matches are counted. */
    lastPageIfPast = false,
    /** The site's monthly-cost terms (its configured rate), for that filter and sort. */
    monthly = DEFAULT_MONTHLY_TERMS,
  } = {},
): Promise<PropertySearchResult> {
  query = await queryInDollars(db, query);
  const all = query.page === -1;
  const words = query.keywords ? await keywordWords(db, query.keywords) : [];
  const index =
    all || searchIndex === false || !usesIndex(query)
      ? undefined
      : (searchIndex ?? (await indexOf(db, searchIndexFrom, monthly)));
  const indexOptions = {
    keywordWords: words,
    wordsPerRunUpTo: WORDS_PER_RUN_UP_TO,
    textDecides: !!query.keywords && !wordsDecide(query.keywords, words),
    totalCap,
  };
  const indexed =
    index && !words.some((list) => list.length === 0)
      ? await searchInIndex(db, index, query, indexOptions)
      : null;
  const keywordIndex =
    all || indexed !== null || (await keywordIndexServes(db, words, keywordIndexUpTo));
  const where = propertyFilter(query, { keywordWords: keywordIndex ? words : [], monthly });
  const order = orderOf(query, monthly);
  const page = (
    tx: Pick<Database, 'select'>,
    condition: SQL | undefined,
    pageNumber = query.page,
  ) =>
    tx
      .select(cardColumns)
      .from(properties)
      .where(condition)
      .orderBy(...order)
      .limit(all ? Number.MAX_SAFE_INTEGER : PROPERTIES_PER_PAGE)
      .offset(all ? 0 : Math.max(0, pageNumber) * PROPERTIES_PER_PAGE) as Promise<
      PropertyCardData[]
    >;
  let rows: PropertyCardData[];
  let count: number;
  /** Another page of the same matches. */
  let pageAt = (pageNumber: number) => page(db, where, pageNumber);
  if (words.some((list) => list.length === 0)) {
    // A run of the keywords is in no word of any home, so no home holds them.
    rows = [];
    count = 0;
  } else if (all) {
    rows = await page(db, where);
    count = rows.length;
  } else if (indexed !== null) {
    count = indexed.count;
    rows = await cardsInOrder(db, indexed.ids);
    const searched = index!;
    pageAt = async (pageNumber) => {
      const again = await searchInIndex(db, searched, { ...query, page: pageNumber }, indexOptions);
      return again ? cardsInOrder(db, again.ids) : [];
    };
  } else if (query.keywords) {
    // Keywords: the planner cannot tell how many homes they match, so the plans are chosen here
    // (ADR 0018). First the matches, up to one past the cap, found through the indexes.
    const found = await withPlan(db, ['seqscan', 'indexscan', 'indexonlyscan'], (tx) =>
      tx
        .select({ id: properties.id })
        .from(properties)
        .where(where)
        .limit(totalCap + 1),
    );
    count = found.length;
    if (count === 0) rows = [];
    else if (count <= totalCap) {
      // All of them: the page is sorted from these alone.
      const ids = inArray(
        properties.id,
        found.map((row) => row.id),
      );
      pageAt = (pageNumber) => page(db, ids, pageNumber);
      rows = await pageAt(query.page);
    } else {
      // Too many to count: walking an index in the page's order finds six of them quickly,
      // checking the text of each home it passes (cheaper per home than its words).
      pageAt = (pageNumber) =>
        withPlan(db, ['seqscan', 'bitmapscan', 'sort'], (tx) =>
          page(tx, propertyFilter(query, { monthly }), pageNumber),
        );
      rows = await pageAt(query.page);
    }
  } else {
    const matches = db.select({ id: properties.id }).from(properties).where(where);
    const [counted, found] = await Promise.all([
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(matches.limit(totalCap + 1).as('matches')),
      page(db, where),
    ]);
    count = counted[0]?.total ?? 0;
    rows = found;
  }
  const totalIsCapped = !all && count > totalCap;
  const total = totalIsCapped ? totalCap : count;
  const pageCount = Math.ceil(total / PROPERTIES_PER_PAGE);
  let pageShown = query.page;
  if (lastPageIfPast && !all && pageCount > 0 && query.page >= pageCount) {
    pageShown = pageCount - 1;
    rows = await pageAt(pageShown);
  }
  const mayBeLike = await similarProperties(db, {
    category: canonical(PROPERTY_TYPES, query.category),
    location: canonical(LOCATIONS, query.location),
    listingType: query.listingType,
    price: referencePrice(query, rows),
    excludeIds: rows.slice(0, PROPERTIES_PER_PAGE).map((row) => row.id),
  });
  return {
    properties: rows,
    total,
    totalIsCapped,
    mayBeLike,
    page: pageShown,
    pageCount,
  };
}

/**
 * The cards of these homes, in this order; a home hidden or no longer listed since the index last
 * read its writes (moments ago) is left out at once.
 */
async function cardsInOrder(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const found = (await db
    .select(cardColumns)
    .from(properties)
    .where(and(inArray(properties.id, ids), listed))) as PropertyCardData[];
  const byId = new Map(found.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether the words' index should find the homes holding the keywords' words (ADR 0020): when
 * the planner expects them in no more than `upTo` homes. No keyword is in more homes than the
 * table holds, so below that size the planner is not asked (a round trip and a plan, about
 * 0.7 ms on PGlite).
 */
async function keywordIndexServes(db: Database, words: string[][], upTo: number) {
  if (wordConditions(words).length === 0) return true;
  const homes = await tableHomes(db);
  if (homes >= 0 && homes <= upTo) return true;
  return (await expectedMatches(db, words)) <= upTo;
}

/** The sorting and bitmap memory of one planned keyword query (`work_mem`). */
const PLAN_WORK_MEM = '64MB';

type PlanNode = 'seqscan' | 'indexscan' | 'indexonlyscan' | 'bitmapscan' | 'sort';

/**
 * Runs one query with some of the planner's ways of reading a table turned off (ADR 0018). The
 * planner guesses how many homes keywords match from a sample, and cannot know how keywords and
 * the other filters go together (a word common among rentals may match no home for sale): when
 * it expects many matches it reads the table row by row until it finds enough, which can mean
 * reading all of it.
 */
async function withPlan<T>(
  db: Database,
  off: PlanNode[],
  run: (tx: Pick<Database, 'select'>) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    // One statement for all of them: each round trip to the database costs more than the setting.
    // The memory lets a bitmap of a million homes stay exact: a lossy one (the default 4 MB) makes
    // every home on its pages be checked again, hundreds of thousands of them for no match.
    const settings = off.map((node) => `set_config('enable_${node}', 'off', true)`);
    await tx.execute(
      sql.raw(
        `select ${[...settings, `set_config('work_mem', '${PLAN_WORK_MEM}', true)`].join(', ')}`,
      ),
    );
    return run(tx);
  });
}
