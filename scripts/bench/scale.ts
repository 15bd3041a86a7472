// Search at scale: one fixed set of 200 random filter combinations, each with keywords, through
// the site's own search (parsePropertyQuery + searchProperties: the page of 6, the total count
// and "You may also like"), timed on a large database; then 100 searches by monthly cost.
//
//   npx tsx scripts/bench/scale.ts [--json]
//
// SCALE_DATA_DIR (default ./data-bench-scale) holds a PGlite database of SCALE_PGLITE_HOMES
// (default 100,000) homes, made on the first run. Each URL in SCALE_DATABASE_URLS (comma-separated
// PostgreSQL databases, optionally `url#homes`, default 1,000,000) is filled the same way when it
// is empty. SCALE_QUERIES changes the number of combinations.
import { sql } from 'drizzle-orm';

import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES, SORT_MODES } from '~/lib/catalog';
import { parsePropertyQuery } from '~/lib/query';
import { prepareSearch } from '~/models/search/table-size.server';
import { searchProperties } from '~/models/search/planner.server';
import { searchIndexReady } from '~/models/search/index-state.server';
import { mapOfSearch } from '~/models/search/map.server';

import { mapQueries } from './map-queries';

const QUERIES = Number(process.env.SCALE_QUERIES ?? 200);

/** Words and phrases from the generated descriptions, a few fragments, and some that match nothing. */
const KEYWORDS = [
  'garden',
  'quiet',
  'fireplace',
  'terrace',
  'oak floors',
  'rooftop view',
  'underfloor',
  'walk-in',
  'high ceilings',
  'playground',
  'cinema',
  'bakery',
  'lane',
  'road',
  'villa',
  'studio',
  'charming',
  'renovated',
  'kitch',
  'nook',
  'park',
  'tree-lined',
  'lease',
  'south-east',
  'castle',
  'church',
  'mill',
  'station',
  'harbour view',
  'glass atrium',
  'zebra',
  'ocean liner',
];

/** A small seeded generator, so every run asks the same 200 questions. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function scaleQueries(count = QUERIES) {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const q = new URLSearchParams();
    q.set('keywords', pick(KEYWORDS));
    if (next() < 0.5) q.set('listingType', pick(['sale', 'rent']));
    if (next() < 0.4) q.set('location', pick(LOCATIONS));
    if (next() < 0.3) q.set('propertyType', pick(PROPERTY_TYPES));
    if (next() < 0.3) {
      const low = Math.floor(next() * 500) * 1_000;
      q.set('minPrice', String(low));
      q.set('maxPrice', String(low + Math.floor(next() * 500 + 10) * 1_000));
    }
    if (next() < 0.2) q.set('bedRooms', String(1 + Math.floor(next() * 5)));
    if (next() < 0.2) q.set('squareFootMin', String(Math.floor(next() * 20) * 100));
    if (next() < 0.2) q.append('amenities', pick(AMENITIES));
    q.set('sort', pick(SORT_MODES));
    if (next() < 0.3) q.set('page', String(1 + Math.floor(next() * 20)));
    return q;
  });
}

/**
 * Searches by monthly cost (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): a
 * "Max monthly cost" with other filters, mostly sorted by monthly cost, a fifth with keywords.
 */
export function monthlyQueries(count = QUERIES / 2) {
  const next = random(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const q = new URLSearchParams();
    q.set('monthlyMax', String(500 + Math.floor(next() * 56) * 100));
    if (next() < 0.5) q.set('listingType', pick(['sale', 'rent']));
    if (next() < 0.3) q.set('location', pick(LOCATIONS));
    if (next() < 0.2) q.set('propertyType', pick(PROPERTY_TYPES));
    if (next() < 0.2) q.set('bedRooms', String(1 + Math.floor(next() * 5)));
    if (next() < 0.2) q.append('amenities', pick(AMENITIES));
    if (next() < 0.2) q.set('keywords', pick(KEYWORDS));
    q.set('sort', next() < 0.6 ? 'monthly-asc' : pick(SORT_MODES));
    if (next() < 0.3) q.set('page', String(1 + Math.floor(next() * 20)));
    return q;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(name: string, handle: DatabaseHandle) {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from properties`,
  )) as unknown as { rows: { n: number }[] };
  const homes = result.rows[0]!.n;
  const queries = scaleQueries().map(parsePropertyQuery);
  // A large table's search index (ADR 0023) is built as the server starts; the site is measured
  // once it is ready, as a running server would be.
  const building = Date.now();
  await prepareSearch(handle.db);
  const index = await searchIndexReady(handle.db);
  const indexSeconds = index ? (Date.now() - building) / 1000 : undefined;
  // One pass to warm the caches, as a running server's are; then the measured pass.
  const first: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    await searchProperties(handle.db, query);
    first.push(performance.now() - start);
  }
  const firstSorted = [...first].sort((a, b) => a - b);
  const times: number[] = [];
  let capped = 0;
  for (const query of queries) {
    const start = performance.now();
    const found = await searchProperties(handle.db, query);
    times.push(performance.now() - start);
    if (found.totalIsCapped) capped++;
  }
  const sorted = [...times].sort((a, b) => a - b);
  // The monthly-cost searches, warmed the same way, then measured.
  const monthly = monthlyQueries().map(parsePropertyQuery);
  for (const query of monthly) await searchProperties(handle.db, query);
  const monthlyTimes: number[] = [];
  for (const query of monthly) {
    const start = performance.now();
    await searchProperties(handle.db, query);
    monthlyTimes.push(performance.now() - start);
  }
  const monthlySorted = monthlyTimes.sort((a, b) => a - b);
  const map = await measureMap(handle);
  return {
    ...map,
    name,
    homes,
    queries: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    capped,
    firstP50: percentile(firstSorted, 50),
    firstP95: percentile(firstSorted, 95),
    indexSeconds,
    monthlySearches: monthlySorted.length,
    monthlyP50: percentile(monthlySorted, 50),
    monthlyP95: percentile(monthlySorted, 95),
  };
}

/** The map's answers (ADR 0064), warmed once, then timed: city views with filters and polygons. */
async function measureMap(handle: DatabaseHandle) {
  const asked = mapQueries(Math.max(20, QUERIES / 2));
  for (const { query, view } of asked) await mapOfSearch(handle.db, query, view);
  const times = { city: [] as number[], polygon: [] as number[] };
  for (const { kind, query, view } of asked) {
    const start = performance.now();
    await mapOfSearch(handle.db, query, view);
    times[kind].push(performance.now() - start);
  }
  const p95 = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      95,
    );
  return {
    mapCityP95: p95(times.city),
    mapPolygonP95: p95(times.polygon),
    mapAnswers: asked.length,
  };
}

export type ScaleRow = Awaited<ReturnType<typeof measure>>;

export async function measureScale() {
  const rows: ScaleRow[] = [];
  const pgliteHomes = Number(process.env.SCALE_PGLITE_HOMES ?? 100_000);
  const started = Date.now();
  const pglite = await openDatabase({
    dataDir: process.env.SCALE_DATA_DIR ?? './data-bench-scale',
    seed: { properties: pgliteHomes },
  });
  console.info(`PGlite with ${pgliteHomes} homes open after ${Date.now() - started} ms`);
  try {
    rows.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const urls = process.env.SCALE_DATABASE_URLS ?? process.env.BENCH_SCALE_DATABASE_URLS ?? '';
  for (const entry of urls.split(',').filter(Boolean)) {
    const [url, homes] = entry.split('#');
    const handle = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      seed: { properties: Number(homes ?? 1_000_000) },
    });
    try {
      rows.push(await measure('PostgreSQL', handle));
    } finally {
      await handle.close();
    }
  }
  return rows;
}

export function formatScale(rows: ScaleRow[]) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    '| Database | Homes | Searches | p50 | p95 | Slowest | Totals capped | First pass p50 / p95 | Search index | Monthly-cost searches p50 / p95 | Map answers: city view / polygon p95 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.homes.toLocaleString('en-US')} | ${r.queries} | ${ms(r.p50)} | ` +
        `${ms(r.p95)} | ${ms(r.max)} | ${r.capped} | ${ms(r.firstP50)} / ${ms(r.firstP95)} | ` +
        `${r.indexSeconds === undefined ? 'none (SQL)' : `built in ${r.indexSeconds.toFixed(1)} s`} | ` +
        `${r.monthlySearches}: ${ms(r.monthlyP50)} / ${ms(r.monthlyP95)} | ` +
        `${r.mapAnswers}: ${ms(r.mapCityP95)} / ${ms(r.mapPolygonP95)} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureScale();
  const table = formatScale(rows);
  // --json: the last line is for scripts/bench/index.js.
  console.info(
    process.argv.includes('--json') ? JSON.stringify({ rows, table }) : table.join('\n'),
  );
}
