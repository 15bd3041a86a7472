// Pages kept for visitors who are not signed in (issue 30, item 3; ADR 0073): the rate of the
// built server on a mix of addresses asked for by visitors with no cookie, in English and
// Japanese (each request's Accept-Language drawn at random), with the page cache and without it,
// for a uniform mix and for a Zipf spread (a few addresses asked for far more than the rest, as
// real visitors do: the home pages first, then the first result pages, then the homes).
//
//   npx react-router build && node scripts/bench/page-cache.js [--json]
//   BENCH_DATABASE_URL=postgres://… node scripts/bench/page-cache.js     (PostgreSQL)
//
// BENCH_SECONDS (20) and BENCH_CONNECTIONS (50) change each load, as in throughput.js. Each mix is
// sent once for as long before it is measured, as a server that has been running a while.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CATEGORIES, load, propertyPaths, random, startServer, stopServer } from './throughput.js';

/** The Zipf exponent: the k-th most asked-for address is asked for about 1/k as often as the first. */
const ZIPF_S = 1;

/** The addresses, most asked for first: home pages, first result pages, homes, blog lists. */
export function cachePaths() {
  const firstPages = propertyPaths(1_200)
    .filter((path) => path.endsWith('page=1'))
    .slice(0, 150);
  const next = random(3);
  const homes = Array.from({ length: 400 }, (_, i) => `/property/${i + 1}`).sort(
    () => next() - 0.5,
  );
  return [
    '/home1',
    '/properties',
    '/home2',
    '/home3',
    '/home4',
    '/home5',
    ...firstPages.slice(0, 20),
    ...homes.slice(0, 50),
    '/blogs',
    ...CATEGORIES.map((category) => `/blogs?category=${encodeURIComponent(category)}`),
    ...firstPages.slice(20),
    ...homes.slice(50),
  ];
}

/** `count` draws of ranks 0..n-1, the k-th (from 1) with weight 1/k^s. */
export function zipfDraws(n, count, seed = 4) {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** ZIPF_S);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const u = next();
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < u) low = mid + 1;
      else high = mid;
    }
    return low;
  });
}

/** Half the visitors' browsers prefer Japanese, drawn per request (the same draws every run). */
function languages(count) {
  const next = random(5);
  return Array.from({ length: count }, () => (next() < 0.5 ? 'ja,en;q=0.5' : 'en-GB,en;q=0.9'));
}

export async function measurePageCache({ databaseUrl } = {}) {
  const paths = cachePaths();
  const draws = 200_000;
  const zipf = zipfDraws(paths.length, draws).map((rank) => paths[rank]);
  const uniformNext = random(6);
  const uniform = Array.from(
    { length: draws },
    () => paths[Math.floor(uniformNext() * paths.length)],
  );
  const langs = languages(draws);
  const headersOf = (n) => ({ 'accept-language': langs[n % draws] });
  const dataDir = path.join(os.tmpdir(), `roofline-bench-cache-${process.pid}`);
  const rows = [];
  for (const cached of [false, true]) {
    const env = {
      PAGE_CACHE_MB: cached ? '8' : '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    };
    if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
    // The first start fills a new database; the measured one opens it.
    if (!databaseUrl) await stopServer((await startServer(env)).child);
    const server = await startServer(env);
    try {
      await load(server, ['/newsletter', '/properties', '/property/1', '/blogs']).catch(() => {});
      // One page asked for again and again: with the cache on, every answer but the first is a
      // kept page, so this row is what a kept page costs against a render.
      rows.push({ mix: 'one page (`/home1`)', cached, ...(await load(server, ['/home1'])) });
      for (const [mix, list] of [
        ['uniform', uniform],
        ['Zipf', zipf],
      ]) {
        // The mix once before it is measured, as a server that has been running a while: the
        // draws go on where the warm-up stopped, so the measured requests are new draws.
        let offset = 0;
        const warm = await load(server, list, (n) => headersOf((offset = n)));
        const rest = list.slice(offset + 1).concat(list.slice(0, offset + 1));
        const langsFrom = offset + 1;
        rows.push({
          mix,
          cached,
          warmUpRequests: warm.requestsPerSecond,
          ...(await load(server, rest, (n) => headersOf(n + langsFrom))),
        });
      }
    } finally {
      await stopServer(server.child);
      if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { database: databaseUrl ? 'PostgreSQL' : 'PGlite', addresses: paths.length, rows };
}

export function formatPageCache(result) {
  return [
    `${result.database}: ${result.addresses} addresses, no cookie, Accept-Language Japanese or English at random.`,
    '',
    '| Mix | Page cache | Requests/s | Server CPU ms per answer | p50 ms | p99 ms | Errors | Non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.rows.map(
      (row) =>
        `| ${row.mix} | ${row.cached ? 'on (16 MB)' : 'off'} | ${row.requestsPerSecond.toFixed(0)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.p50} | ${row.p99} | ${row.errors + row.timeouts} | ${row.non2xx} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePageCache({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatPageCache(result),
  );
}
