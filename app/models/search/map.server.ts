import { and, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { containsPattern } from '../sql-helpers.server';
import { formatBox, type Box } from '~/lib/map/area';
import { cellSize, type MapAnswer, type MapHome } from '~/lib/map/grid';
import { DEFAULT_MONTHLY_TERMS, type MonthlyTerms } from '~/lib/monthly-cost';
import type { PropertyQuery } from '~/lib/search/filters';

import type { SearchIndex } from './index-build.server';
import { facetTest, keywordCandidates } from './index-query.server';
import { keywordWords, wordsDecide, WORDS_PER_RUN_UP_TO } from './keywords.server';
import { mapAreaConditions, mapAreaTest } from './map-area.server';
import { propertyFilter } from './planner.server';
import { queryInDollars } from './query-currency.server';
import { usesIndex } from './filters.server';
import { tableSearchIndex } from './table-size.server';

/**
 * One cell of the grid: its homes counted, their middle, the smallest id (a pin's home), and the
 * box around its homes.
 */
type Cell = {
  count: number;
  latitude: number;
  longitude: number;
  id: number;
  west: number;
  south: number;
  east: number;
  north: number;
};

/**
 * What the map shows of a search (docs/product.md#the-map, ADR 0064): every matching home in the
 * view, grouped into the cells of a grid sized to the view; a cell of one home is that home's
 * price pin, with what its card shows. At most a few hundred cells, whatever the number of homes.
 * A large table's homes are grouped from the search index in memory (ADR 0081), as its results
 * pages are found; a smaller one's in SQL.
 */
export async function mapOfSearch(
  db: Database,
  query: PropertyQuery,
  view: Box,
  {
    monthly = DEFAULT_MONTHLY_TERMS,
    searchIndex,
  }: { monthly?: MonthlyTerms; searchIndex?: SearchIndex | false } = {},
): Promise<MapAnswer> {
  query = await queryInDollars(db, query);
  const words = query.keywords ? await keywordWords(db, query.keywords) : [];
  if (words.some((list) => list.length === 0)) return { total: 0, clusters: [], homes: [] };
  const index =
    searchIndex === false || !usesIndex(query)
      ? undefined
      : (searchIndex ?? (await tableSearchIndex(db, monthly)));
  const cells =
    (index && (await cellsInIndex(db, index, query, view, words))) ??
    (await cellsInSql(db, query, view, words, monthly));
  const single = cells.filter((row) => row.count === 1).map((row) => row.id);
  const homes: MapHome[] =
    single.length === 0
      ? []
      : ((await db
          .select({
            id: properties.id,
            latitude: properties.latitude,
            longitude: properties.longitude,
            name: properties.name,
            nameJa: properties.nameJa,
            listingType: properties.listingType,
            status: properties.status,
            price: properties.price,
            currency: properties.currency,
            cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
            numberOfBeds: properties.numberOfBeds,
            numberOfBathrooms: properties.numberOfBathrooms,
            numberOfArea: properties.numberOfArea,
          })
          .from(properties)
          .where(inArray(properties.id, single))) as MapHome[]);
  const clusters = cells
    .filter((row) => row.count > 1)
    .map(({ count, latitude, longitude }) => ({ count, latitude, longitude }));
  return {
    total: cells.reduce((sum, row) => sum + row.count, 0),
    clusters,
    homes: homes.sort((a, b) => a.id - b.id),
    ...(cells.length > 0 && {
      bounds: [
        Math.min(...cells.map((cell) => cell.west)),
        Math.min(...cells.map((cell) => cell.south)),
        Math.max(...cells.map((cell) => cell.east)),
        Math.max(...cells.map((cell) => cell.north)),
      ] as Box,
    }),
  };
}

/** A run of keywords held by more words than this narrows the map's SQL by its text alone. */
const SQL_WORDS_UP_TO = 20;

async function cellsInSql(
  db: Database,
  query: PropertyQuery,
  view: Box,
  words: string[][],
  monthly: MonthlyTerms,
): Promise<Cell[]> {
  // Keywords only the text can decide are checked on the text alone: a homes' words list of
  // hundreds, compared with each home's words, costs far more than the text (ADR 0087).
  const narrow =
    query.keywords && !wordsDecide(query.keywords, words)
      ? words.filter((list) => list.length <= SQL_WORDS_UP_TO)
      : words;
  const where = and(
    propertyFilter(query, { keywordWords: narrow, monthly }),
    ...mapAreaConditions({ bbox: formatBox(view) }),
  );
  const cell = cellSize(view);
  const result = (await db.execute(sql`
    select count(*)::int as count, avg(${properties.latitude})::float8 as latitude,
           avg(${properties.longitude})::float8 as longitude, min(${properties.id}) as id,
           min(${properties.longitude})::float8 as west, min(${properties.latitude})::float8 as south,
           max(${properties.longitude})::float8 as east, max(${properties.latitude})::float8 as north
    from ${properties} where ${where}
    group by floor(${properties.latitude} / ${cell}::float8),
             floor(${properties.longitude} / ${cell}::float8)`)) as unknown as { rows: Cell[] };
  return result.rows.map((row) => ({
    count: Number(row.count),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    id: Number(row.id),
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  }));
}

/**
 * The cells from the search index: the same filters as `propertyFilter` (the index's own test of
 * them, held to the SQL by the tests), the view as the SQL's box. Null when the keywords need each
 * home's text checked, which SQL does in one statement.
 */
async function cellsInIndex(
  db: Database,
  index: SearchIndex,
  query: PropertyQuery,
  view: Box,
  words: string[][],
): Promise<Cell[] | null> {
  // Keywords the words cannot decide (`3 bedrooms`, `-5`): the homes holding a word of each run
  // narrow enough to use, checked on their text by id (ADR 0087), never a scan of the table's text.
  const textDecides = !!query.keywords && !wordsDecide(query.keywords, words);
  const runs = textDecides ? words.filter((list) => list.length <= WORDS_PER_RUN_UP_TO) : words;
  const { candidates, inAll } = await keywordCandidates(db, index, runs);
  if (candidates === undefined) return null;
  const passes = await facetTest(db, index, query);
  const inView = mapAreaTest({ bbox: formatBox(view) })!;
  const size = cellSize(view);
  const cells = new Map<string, Cell>();
  const found: number[] = [];
  const pass = (id: number) => {
    // The view first: two numbers read, and it leaves out most homes of a city's view.
    if (inView(index.longitude[id]!, index.latitude[id]!) && inAll(id) && passes(id))
      found.push(id);
  };
  if (candidates) for (const id of candidates) pass(id);
  else for (let id = 1; id <= index.maxId; id++) pass(id);
  const add = (id: number) => {
    const latitude = index.latitude[id]!;
    const longitude = index.longitude[id]!;
    const key = `${Math.floor(latitude / size)},${Math.floor(longitude / size)}`;
    const cell = cells.get(key);
    if (!cell) {
      const [west, south, east, north] = [longitude, latitude, longitude, latitude];
      cells.set(key, { count: 1, latitude, longitude, id, west, south, east, north });
    } else {
      cell.count++;
      cell.latitude += latitude;
      cell.longitude += longitude;
      cell.id = Math.min(cell.id, id);
      cell.west = Math.min(cell.west, longitude);
      cell.south = Math.min(cell.south, latitude);
      cell.east = Math.max(cell.east, longitude);
      cell.north = Math.max(cell.north, latitude);
    }
  };
  for (const id of textDecides ? await holdingText(db, found, query.keywords!) : found) add(id);
  return [...cells.values()].map((cell) => ({
    ...cell,
    latitude: cell.latitude / cell.count,
    longitude: cell.longitude / cell.count,
  }));
}

/** Homes checked on their text at once: one statement reading them by id. */
const TEXT_CHECK_BATCH = 20_000;

/**
 * Of these homes, those whose text holds the keywords, read by id through the primary key in
 * batches: each statement reads at most a batch of rows, however large the table.
 */
async function holdingText(db: Database, ids: number[], keywords: string) {
  const held: number[] = [];
  const pattern = containsPattern(keywords);
  for (let at = 0; at < ids.length; at += TEXT_CHECK_BATCH) {
    const batch = ids.slice(at, at + TEXT_CHECK_BATCH);
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(
        sql`${properties.id} = any(${`{${batch.join(',')}}`}::int[]) and ${properties.searchText} like ${pattern}`,
      );
    for (const row of rows) held.push(row.id);
  }
  return held;
}
