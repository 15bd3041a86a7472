import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import type { Language } from '~/i18n/i18n';
import { agents, properties, propertyWords } from '~/db/schema';
import { isOneWord, keywordWordPatterns } from '~/db/search-words';
import {
  AMENITIES,
  LISTING_TYPES,
  LOCATIONS,
  MAY_BE_LIKE_COUNT,
  PROPERTIES_PER_PAGE,
  PROPERTY_TYPES,
  type ListingType,
  type SortMode,
} from '~/lib/catalog';
import { DEFAULT_MONTHLY_TERMS, maxSalePrice, type MonthlyTerms } from '~/lib/monthly-cost';
import type { PropertyCardData } from '~/lib/property-card';
import type { PropertyQuery } from '~/lib/query';

import { listed, visibleHome } from './listed-homes.server';
import { mapAreaConditions } from './map-area.server';
import { priceReducedColumn } from './price-history.server';
import { searchIndexFor } from './search-index-state.server';
import {
  SEARCH_INDEX_FROM,
  searchIndex as searchInIndex,
  type SearchIndex,
} from './search-index.server';
import { containsPattern, containsText, shownIn } from './sql-helpers.server';

/** What a property card shows: the columns a list page needs and nothing more. */
export const cardColumns = {
  id: properties.id,
  name: properties.name,
  nameJa: properties.nameJa,
  listingType: properties.listingType,
  status: properties.status,
  location: properties.location,
  category: properties.category,
  price: properties.price,
  numberOfBeds: properties.numberOfBeds,
  numberOfLivingRooms: properties.numberOfLivingRooms,
  numberOfBathrooms: properties.numberOfBathrooms,
  numberOfArea: properties.numberOfArea,
  cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
  reviewCount: properties.reviewCount,
  ratingTotal: properties.ratingTotal,
  createdAt: properties.createdAt,
  priceReduced: priceReducedColumn,
} satisfies Record<keyof PropertyCardData, unknown>;

export type { PropertyCardData };

/**
 * Each sort mode as SQL, the id breaking ties; the indexes in `schema.ts` serve these orders, but
 * for the monthly cost of both kinds together (ADR 0058).
 */
export function sortOrderFor(monthly: MonthlyTerms): Record<SortMode, SQL[]> {
  return {
    latest: [desc(properties.createdAt), desc(properties.id)],
    // By price, each kind apart (docs/product.md#sorting): a month's rent is no sale price. 'rent'
    // sorts before 'sale', so the lowest start with rents and the highest with sales; the listing
    // type's price index reads either way.
    'price-asc': [asc(properties.listingType), asc(properties.price), asc(properties.id)],
    'price-desc': [desc(properties.listingType), desc(properties.price), desc(properties.id)],
    'area-desc': [desc(properties.numberOfArea), desc(properties.id)],
    'area-asc': [asc(properties.numberOfArea), asc(properties.id)],
    'monthly-asc': [asc(monthlyCostColumn(monthly)), asc(properties.id)],
  };
}

/**
 * lib/monthly-cost.ts's `monthlyCost` in SQL, the same float8 arithmetic (ADR 0058): the rent, or
 * price × perDollar + fixed.
 */
export function monthlyCostColumn(monthly: MonthlyTerms) {
  return sql<number>`(case when ${properties.listingType} = 'rent' then ${properties.price}::float8 else ${properties.price} * ${monthly.perDollar}::float8 + ${monthly.fixed}::float8 end)`;
}

export const SORT_ORDER = sortOrderFor(DEFAULT_MONTHLY_TERMS);

/**
 * The order a search is read in: by monthly cost with one kind chosen, that kind's cost follows
 * its price, so the price index serves it (ADR 0058).
 */
export function orderOf(query: Pick<PropertyQuery, 'sort' | 'listingType'>, monthly: MonthlyTerms) {
  const mode = query.sort === 'monthly-asc' && query.listingType ? 'price-asc' : query.sort;
  return mode === 'monthly-asc' ? sortOrderFor(monthly)[mode] : SORT_ORDER[mode];
}

/**
 * "Max monthly cost" as price bounds (ADR 0058): a rent at most the amount, a sale price at most
 * the highest whose shown payment fits.
 */
function monthlyCondition(
  query: Pick<PropertyQuery, 'monthlyMax' | 'listingType'>,
  monthly: MonthlyTerms,
) {
  const max = query.monthlyMax;
  if (max === undefined) return undefined;
  const salePrice = maxSalePrice(max, monthly);
  if (query.listingType === 'rent') return lte(properties.price, max);
  if (query.listingType === 'sale') return lte(properties.price, salePrice);
  return or(
    and(eq(properties.listingType, 'rent'), lte(properties.price, max)),
    and(eq(properties.listingType, 'sale'), lte(properties.price, salePrice)),
  );
}

/**
 * The search filters (docs/product.md#search-parameters) as one SQL condition, on the listed
 * homes. With `keywordWords`, the words each run of the keywords may be part of (ADR 0022), the
 * homes holding one of each list's words are found through the words' index. Without them the keywords are
 * checked on each home's text, which is cheaper per home (ADR 0020): for homes the other filters
 * find, or walked in the page's order.
 */
export function propertyFilter(
  query: Omit<PropertyQuery, 'sort' | 'page' | 'reset'>,
  { keywordWords = [] as string[][], monthly = DEFAULT_MONTHLY_TERMS } = {},
) {
  const conditions: (SQL | undefined)[] = [
    listed,
    query.listingType ? eq(properties.listingType, query.listingType) : undefined,
    query.location ? containsText(properties.location, query.location) : undefined,
    query.category ? containsText(properties.category, query.category) : undefined,
    query.priceMin !== undefined ? gte(properties.price, query.priceMin) : undefined,
    query.priceMax !== undefined ? lte(properties.price, query.priceMax) : undefined,
    monthlyCondition(query, monthly),
    query.bedRooms !== undefined ? eq(properties.numberOfBeds, query.bedRooms) : undefined,
    query.squareFootMin !== undefined
      ? gte(properties.numberOfArea, query.squareFootMin)
      : undefined,
    query.squareFootMax !== undefined
      ? lte(properties.numberOfArea, query.squareFootMax)
      : undefined,
    ...(query.keywords ? wordConditions(keywordWords) : []),
    // search_text is already lower-case, so the pattern alone decides. Keywords that are one word
    // or part of one are decided by the words alone: leaving the text out keeps the planner
    // from counting the same keywords twice (it would expect a few dozen homes, not thousands).
    query.keywords && !wordsDecide(query.keywords, keywordWords)
      ? sql`${properties.searchText} like ${containsPattern(query.keywords)}`
      : undefined,
    ...query.amenities.map((key) => eq(properties[key], true)),
    ...mapAreaConditions(query),
  ];
  return and(...conditions.filter(Boolean));
}

/**
 * Whether holding one of the words is the same as holding the keywords: when the keywords are
 * letters and digits only, each home's text holds them exactly when one of its words does.
 */
export function wordsDecide(keywords: string, keywordWords: string[][]) {
  return (
    keywordWords.length === 1 &&
    keywordWords[0]!.length <= WORDS_PER_RUN_UP_TO &&
    isOneWord(keywords)
  );
}

/** For each list of words narrow enough to use, "the home holds one of them". */
function wordConditions(keywordWords: string[][]) {
  return keywordWords
    .filter((words) => words.length <= WORDS_PER_RUN_UP_TO)
    .map(
      // The words are letters and digits only, so they make an array literal as they are.
      (words) => sql`${properties.searchWords} && ${`{${words.join(',')}}`}::text[]`,
    );
}

/**
 * A run of the keywords that more words than this hold (a letter or two are in most words) does
 * not narrow the search through the words' index; the text is checked for it on each home.
 */
export const WORDS_PER_RUN_UP_TO = 200;

/**
 * For each run of letters and digits in the keywords, the words of the homes' texts it may be
 * part of (ADR 0022), from `property_words`. An empty list means no home holds the keywords.
 */
export async function keywordWords(db: Database, keywords: string): Promise<string[][]> {
  const patterns = keywordWordPatterns(keywords);
  if (patterns.length === 0) return [];
  const result = (await db.execute(sql`
    select coalesce(string_agg(${propertyWords.word}, ' '), '') as words
    from unnest(${`{${patterns.join(',')}}`}::text[]) with ordinality as run(pattern, n)
    left join ${propertyWords} on ${propertyWords.word} like run.pattern
    group by run.n order by run.n`)) as unknown as { rows: { words: string }[] };
  return result.rows.map((row) => (row.words === '' ? [] : row.words.split(' ')));
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
    searchIndexFrom = indexFrom.get(db) ?? SEARCH_INDEX_FROM,
    /** A page past the last one gives the last one, read once the matches are counted. */
    lastPageIfPast = false,
    /** The site's monthly-cost terms (its configured rate), for that filter and sort. */
    monthly = DEFAULT_MONTHLY_TERMS,
  } = {},
): Promise<PropertySearchResult> {
  const all = query.page === -1;
  const words = query.keywords ? await keywordWords(db, query.keywords) : [];
  const index =
    all || searchIndex === false
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
 * The search index of a table holding more than `SEARCH_INDEX_FROM` homes (ADR 0023), once it is
 * built; until then (and for smaller tables) the search is made in SQL.
 */
async function indexOf(db: Database, from: number, monthly: MonthlyTerms) {
  return (await tableHomes(db)) > from
    ? searchIndexFor(db, sortOrderFor(monthly), monthly)
    : undefined;
}

/** The search index of `db`'s table, as the site's searches use it: once ready, when it is large. */
export function tableSearchIndex(db: Database, monthly = DEFAULT_MONTHLY_TERMS) {
  return indexOf(db, indexFrom.get(db) ?? SEARCH_INDEX_FROM, monthly);
}

/** The size past which each database's searches use the index, where the server set one. */
const indexFrom = new WeakMap<Database, number>();

/**
 * Starts building the search index, where the table is large enough to need one; `from`, when
 * given, is that size for every later search of `db` (`SEARCH_INDEX_FROM`).
 */
export async function prepareSearch(db: Database, from?: number, monthly = DEFAULT_MONTHLY_TERMS) {
  if (from !== undefined) indexFrom.set(db, from);
  await indexOf(db, from ?? SEARCH_INDEX_FROM, monthly);
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

/** How long the table's size is trusted; homes come from seeding, so it seldom changes. */
const TABLE_SIZE_MS = 60_000;
const tableSizes = new WeakMap<Database, { homes: number; readAt: number }>();

/** The homes the table held when last analysed (-1 if never), read at most once a minute. */
async function tableHomes(db: Database) {
  const known = tableSizes.get(db);
  if (known && Date.now() - known.readAt < TABLE_SIZE_MS) return known.homes;
  const result = (await db.execute(
    sql`select reltuples::float8 as homes from pg_class where oid = ${getTableName(properties)}::regclass`,
  )) as unknown as { rows: { homes: number | string }[] };
  const homes = Number(result.rows[0]?.homes ?? -1);
  tableSizes.set(db, { homes, readAt: Date.now() });
  return homes;
}

/**
 * How many homes the planner expects to hold a word of each list (as `keywordWords` makes them),
 * from the words' statistics (no rows read).
 */
export async function expectedMatches(db: Database, words: string[][]) {
  const where = and(...wordConditions(words));
  if (!where) return 0;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${properties} where ${where}`,
  )) as unknown as { rows: { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] }[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
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

function canonical<T extends string>(list: readonly T[], text: string | undefined) {
  return list.find((item) => item.toLowerCase() === text?.toLowerCase());
}

function referencePrice(query: PropertyQuery, rows: { price: number }[]) {
  if (query.priceMin !== undefined && query.priceMax !== undefined) {
    return Math.round((query.priceMin + query.priceMax) / 2);
  }
  return (
    query.priceMin ??
    query.priceMax ??
    rows[0]?.price ??
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
          .where(and(base, gte(properties.price, ref.price)))
          .orderBy(asc(properties.price), asc(properties.id))
          .limit(limit),
        db
          .select(cardColumns)
          .from(properties)
          .where(and(base, lt(properties.price, ref.price)))
          .orderBy(desc(properties.price), asc(properties.id))
          .limit(limit),
      );
    }
  }
  // Every walk in one statement: each round trip costs more than the walk itself.
  const [first, second, ...rest] = walks;
  const found = (await unionAll(first!, second!, ...rest)) as PropertyCardData[];
  const nearest = [...new Map(found.map((home) => [home.id, home])).values()];
  return nearest
    .sort((a, b) => Math.abs(a.price - ref.price) - Math.abs(b.price - ref.price) || a.id - b.id)
    .slice(0, limit);
}

const {
  searchText: _searchText,
  searchWords: _searchWords,
  ...detailColumns
} = getTableColumns(properties);

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getProperty>>>;

/**
 * One property (docs/product.md#home-details): null when there is none (the route says 'Property
 * not found'), or when it is hidden, unless `withHidden` (a moderator's view).
 */
export async function getProperty(
  db: Database,
  id: number,
  { withHidden = false, lang = 'en' as Language } = {},
) {
  const [row] = await db
    .select({ ...detailColumns, lister: listerColumns(lang) })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(withHidden ? eq(properties.id, id) : and(eq(properties.id, id), visibleHome));
  if (!row) return null;
  const amenities = AMENITIES.filter((key) => row[key]);
  return { ...row, lister: row.lister?.id ? row.lister : null, amenities };
}

/**
 * What a page shows of a lister (docs/product.md#contacting-the-lister), its agent's name and
 * agency in the page's language (docs/product.md#generated-people-and-firms); the portrait is
 * drawn from the name as stored, so it is the same person in both languages.
 */
export function listerColumns(lang: Language) {
  return {
    id: agents.id,
    userId: agents.userId,
    name: shownIn(lang, agents.name, agents.nameJa),
    portrait: agents.name,
    agency: sql<string | null>`${shownIn(lang, agents.agency, agents.agencyJa)}`,
    phone: agents.phone,
    languages: agents.languages,
    areas: agents.areas,
    viewingHours: agents.viewingHours,
  };
}

/** Number of homes of each type, for the home pages' type shortcuts. */
export async function countByCategory(db: Database) {
  const rows = await db
    .select({ category: properties.category, count: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(listed, inArray(properties.category, [...PROPERTY_TYPES])))
    .groupBy(properties.category);
  return PROPERTY_TYPES.map((name) => ({
    name,
    count: rows.find((row) => row.category === name)?.count ?? 0,
  }));
}
