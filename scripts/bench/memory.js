// The server's resident memory under a long run of distinct requests (issue 30, item 5): the
// built server on the embedded database (PGlite), 8 connections on loopback asking for pages
// none asked for before (searches with new filters, keywords and pages, every home and post,
// blog lists, English and Japanese, pages and their data requests), one in 40 a review posted (a
// write), for 10 minutes. Prints the resident memory every 30 s, split into the largest mapping
// (PGlite's WebAssembly memory) and the rest (the JavaScript heap, code, buffers); then waits a
// minute with no visitors and compares the memory with the idle server's before the load (issue
// 44: back within 60 MB). Exits non-zero above either target. Photo uploads need a signed-in
// owner and a listing, and are not part of the mix yet.
//
//   npm run build && node scripts/bench/memory.js [--json]
//
// BENCH_MEMORY_SECONDS changes the length (600), BENCH_MEMORY_CONNECTIONS the connections (8).
// BENCH_HEAP_SNAPSHOTS=1 starts the server with --heapsnapshot-signal=SIGUSR2 and asks for a
// heap snapshot at the start and at the end (written in the working folder), to compare in
// Chrome's DevTools (Memory, Comparison).
import { readFileSync, rmSync } from 'node:fs';

import {
  CATEGORIES,
  LOCATIONS,
  SORTS,
  startServer,
  stopServer,
  TYPES,
  WORDS,
} from './throughput.js';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 8);
const SAMPLE_SECONDS = 30;
export const TARGET_MB = 300;
/** A minute after the load, the server is back within this much of its idle memory (issue 44). */
export const SETTLE_MB = 60;
const SETTLE_SECONDS = Number(process.env.BENCH_MEMORY_SETTLE_SECONDS ?? 60);
/** One request in this many is a write: a review posted on a home (reviews are kept, as any). */
const WRITE_EVERY = 40;

/** Request `n` of the run: every one a URL not asked for before (a serial in it somewhere). */
export function distinctPath(n) {
  const pick = (list) => list[n % list.length];
  const kind = n % 6;
  if (kind === 0 || kind === 1) {
    const q = new URLSearchParams();
    q.set('listingType', n % 4 < 2 ? 'sale' : 'rent');
    if (n % 3 === 0) q.set('location', pick(LOCATIONS));
    if (n % 5 === 0) q.set('category', pick(TYPES));
    // A new price range each time: the one part of the query that makes it new.
    q.set('priceMin', String((n * 7919) % 400_000));
    q.set('priceMax', String(((n * 7919) % 400_000) + 50_000 + (n % 1000) * 100));
    if (n % 7 === 0) q.set('keywords', `${pick(WORDS)}${n % 11 === 0 ? ` ${n}` : ''}`);
    q.set('sort', pick(SORTS));
    q.set('page', String(1 + (n % 4)));
    return `/properties?${q}`;
  }
  if (kind === 2) return `/property/${1 + (n % 400)}?v=${n}`;
  if (kind === 3) return `/blog/${1 + (n % 200)}?v=${n}`;
  if (kind === 4) {
    const q = new URLSearchParams({ category: pick(CATEGORIES), keywords: `${pick(WORDS)} ${n}` });
    return `/blogs?${q}`;
  }
  return [`/home${1 + (n % 5)}?v=${n}`, `/faq?v=${n}`, `/mortgage-calculator?price=${100_000 + n}`][
    n % 3
  ];
}

/** A review posted on a home's page, as its form sends it without JavaScript. */
function postReview(port, n) {
  const body = new URLSearchParams({
    name: `Bench visitor ${n}`,
    email: `visitor${n}@example.com`,
    rating: String(1 + (n % 5)),
    message: `A visit on the memory bench, number ${n}: bright rooms and a quiet street.`,
  });
  return fetch(`http://localhost:${port}/property/${1 + (n % 400)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: `http://localhost:${port}`,
    },
    body,
  });
}

function memoryOf(pid) {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  // The largest resident mapping: PGlite's WebAssembly memory, which grows and never shrinks, unless
  // something else outgrew it (glibc's heap did, with MALLOC_ARENA_MAX=2).
  let largest = 0;
  for (const match of readFileSync(`/proc/${pid}/smaps`, 'utf8').matchAll(/^Rss:\s+(\d+) kB/gm))
    largest = Math.max(largest, Number(match[1]));
  return { rssMb: rss / 1024, largestMb: largest / 1024 };
}

export async function measureMemory() {
  const dataDir = 'data-bench-memory';
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The writes come from one address; the limit is for visitors, not for this bench.
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.BENCH_HEAP_SNAPSHOTS && { NODE_OPTIONS: '--heapsnapshot-signal=SIGUSR2' }),
  };
  rmSync(dataDir, { recursive: true, force: true });
  // The first start creates and fills the database; the start measured is the second.
  const first = await startServer(env);
  await stopServer(first.child);
  const server = await startServer(env);
  const pid = server.child.pid;
  // Idle: after a few pages of each kind, as a server that has answered some visitors.
  for (let n = 0; n < 60; n++) {
    await fetch(`http://localhost:${server.port}${distinctPath(1_000_000 + n)}`)
      .then((r) => r.arrayBuffer())
      .catch(() => null);
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idle = memoryOf(pid);
  const samples = [{ at: 0, requests: 0, ...idle }];
  if (process.env.BENCH_HEAP_SNAPSHOTS) process.kill(pid, 'SIGUSR2');
  let serial = 0;
  let failures = 0;
  let writes = 0;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  async function connection(language) {
    while (Date.now() < until) {
      const n = serial++;
      if (n % WRITE_EVERY === 0) {
        const response = await postReview(server.port, n).catch(() => null);
        if (!response || response.status >= 500) failures += 1;
        await response?.arrayBuffer();
        writes += 1;
        continue;
      }
      const path = distinctPath(n);
      const data = serial % 5 === 0;
      const [pathname, search] = path.split('?');
      const url = `http://localhost:${server.port}${data ? `${pathname}.data?${search}` : path}`;
      const response = await fetch(url, { headers: { 'Accept-Language': language } }).catch(
        () => null,
      );
      if (!response || response.status >= 500) failures += 1;
      await response?.arrayBuffer();
    }
  }
  const sampler = setInterval(() => {
    const sample = {
      at: Math.round((Date.now() - started) / 1000),
      requests: serial,
      ...memoryOf(pid),
    };
    samples.push(sample);
    console.error(
      `${sample.at} s: ${sample.requests} requests, resident ${sample.rssMb.toFixed(0)} MB ` +
        `(largest mapping ${sample.largestMb.toFixed(0)} MB)`,
    );
  }, SAMPLE_SECONDS * 1000);
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) => connection(i % 2 ? 'ja' : 'en')),
    );
    clearInterval(sampler);
    const last = {
      at: Math.round((Date.now() - started) / 1000),
      requests: serial,
      ...memoryOf(pid),
    };
    samples.push(last);
    if (process.env.BENCH_HEAP_SNAPSHOTS) process.kill(pid, 'SIGUSR2');
    // A minute with no visitors: what the burst left behind.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const settled = memoryOf(pid);
    return {
      seconds: SECONDS,
      writes,
      idle,
      settled,
      settleSeconds: SETTLE_SECONDS,
      connections: CONNECTIONS,
      requests: serial,
      failures,
      peakMb: Math.max(...samples.map((one) => one.rssMb)),
      last,
      samples,
    };
  } finally {
    clearInterval(sampler);
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatMemory(result) {
  return (
    `${result.requests} distinct requests in ${result.seconds} s at ${result.connections} ` +
    `connections (${result.failures} failed): resident ${result.last.rssMb.toFixed(0)} MB at the ` +
    `end (its largest mapping, PGlite's memory, ${result.last.largestMb.toFixed(0)} MB), peak ` +
    `${result.peakMb.toFixed(0)} MB; target at most ${TARGET_MB} MB. ${result.writes} of the requests ` +
    `were writes (reviews). Idle before: ${result.idle.rssMb.toFixed(0)} MB; ${result.settleSeconds} s ` +
    `after the load: ${result.settled.rssMb.toFixed(0)} MB (${(result.settled.rssMb - result.idle.rssMb).toFixed(0)} MB ` +
    `above idle; target at most ${SETTLE_MB} MB)`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureMemory();
  console.log(
    process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatMemory(result),
  );
  if (result.peakMb > TARGET_MB) process.exitCode = 1;
  if (result.settled.rssMb - result.idle.rssMb > SETTLE_MB) process.exitCode = 1;
}
