// Server throughput with autocannon (20 s, 50 connections, client on the same machine) against
// the built server, on the embedded database or on PostgreSQL, then the server's memory and the
// time a start takes to answer its first page. After each page's closed loop, an open loop at half
// the rate it found (30 s, BENCH_OPEN_SECONDS): p50, p99 and p99.9 at a steady rate of arrivals.
//
//   node scripts/bench/throughput.js [--json]
//   BENCH_DATABASE_URL=postgres://… node scripts/bench/throughput.js     (PostgreSQL)
//   node scripts/bench/throughput.js --cpu    CPU per answer against the bare page, BENCH_RUNS runs
//                                             (3), medians and the load average (issue 44); with
//                                             BENCH_ANSWERS=500 each loop is 500 answers
//
// BUILD_DIR picks the build (default `build`); BENCH_SECONDS and BENCH_CONNECTIONS change the run;
// BENCH_STEADY=0 leaves out the open loops, BENCH_TARGETS=2 keeps the first two targets. The bare React Router page (scripts/bench/bare) is
// built and measured first, through the same server code, for the ratio issue 30 asks for.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { SERVER_NODE_FLAGS } from '../server-flags.js';

import { blogPaths, propertyPaths } from './mixes.js';
import { OPEN_SECONDS, steadyLoad } from './steady.js';

// The other benches take the mixes from here too.
export { CATEGORIES, LOCATIONS, propertyPaths, random, SORTS, TYPES, WORDS } from './mixes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * BENCH_ANSWERS: each loop (and each warm-up) is this many answers instead of BENCH_SECONDS. On a
 * busy machine a timed loop may get a few dozen answers, and the JIT's and the collector's
 * threads, counted in the server's CPU time too, then weigh on each of them (issue 44).
 */
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 0);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const TARGETS = [
  // The shell's own page: the root loader only (no cookie, so no session lookup), no database.
  { name: 'baseline (/newsletter, no database)', paths: ['/newsletter'] },
  { name: '/properties (1,200 filter and page mixes)', paths: propertyPaths() },
  {
    name: '/property/:id (400 ids)',
    paths: Array.from({ length: 400 }, (_, i) => `/property/${i + 1}`),
  },
  { name: '/blogs (400 mixes)', paths: blogPaths() },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(env, readyPath = '/home1') {
  const port = await freePort();
  const started = performance.now();
  // With the flags of `npm start` (the heap limit).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting.');
    const ok = await fetch(`http://localhost:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The server process's CPU time so far (user and system), in milliseconds. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3); clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A closed loop on `paths`. Beside the rate, the server's CPU time per answer: on a machine
 * shared with other work the rate follows the share of the cores the server was given, while
 * its CPU time per answer stays what the page costs.
 */
export async function load(server, paths, headersOf = () => ({})) {
  let i = 0;
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({
    url: `http://localhost:${server.port}`,
    connections: CONNECTIONS,
    ...(ANSWERS > 0 ? { amount: ANSWERS, timeout: 60 } : { duration: SECONDS }),
    requests: [
      {
        setupRequest: (request) => {
          const n = i++;
          const headers = { ...request.headers, ...headersOf(n) };
          return { ...request, headers, path: paths[n % paths.length] };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: (cpuMs(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** BENCH_STEADY=0 leaves the open loops out (a quicker run for the ratios alone). */
const STEADY = process.env.BENCH_STEADY !== '0' && !process.argv.includes('--cpu');
/** BENCH_TARGETS=2 measures only the first targets (the baseline and `/properties`). */
const ONLY_FIRST = Number(process.env.BENCH_TARGETS ?? TARGETS.length);
/** The targets measured at a steady rate too: the pages visitors ask for, not the baseline. */
const STEADY_TARGETS = new Set(TARGETS.slice(1).map((target) => target.name));

/** Where the bare React Router page is built (scripts/bench/bare, ignored by git as `/build-*`). */
const BARE_BUILD_DIR = 'build-bare';

/**
 * The bare React Router page (scripts/bench/bare): React Router's template shell and one page
 * with a loader, built with the site's server (server/app.ts) as its server entry, so it is
 * served by the same code path as the site's pages (request guard, headers, compression, page
 * handler). Built every run, since the server's code is part of it. Its closed-loop rate is the
 * floor the site's page without a database is compared with (issue 30, item 2).
 */
async function measureBare(databaseUrl) {
  execFileSync('npx', ['react-router', 'build', 'scripts/bench/bare'], { stdio: 'ignore' });
  const dataDir = path.join(os.tmpdir(), `roofline-bench-bare-${process.pid}`);
  const env = databaseUrl
    ? { DATABASE_URL: databaseUrl, BUILD_DIR: BARE_BUILD_DIR, PAGE_CACHE_MB: '0' }
    : { DATA_DIR: dataDir, DATABASE_URL: '', BUILD_DIR: BARE_BUILD_DIR, PAGE_CACHE_MB: '0' };
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(env, '/');
  try {
    await load(server, ['/']).catch(() => {});
    return { name: 'bare React Router page (same server)', ...(await load(server, ['/'])) };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureThroughput({ databaseUrl, bare = true } = {}) {
  const dataDir = 'data-bench';
  // Every page rendered: the cache of pages for visitors not signed in (ADR 0073) is measured
  // apart, by scripts/bench/page-cache.js.
  const env = databaseUrl
    ? { DATABASE_URL: databaseUrl, PAGE_CACHE_MB: '0' }
    : { DATA_DIR: dataDir, DATABASE_URL: '', PAGE_CACHE_MB: '0' };
  const bareRow = bare ? await measureBare(databaseUrl) : undefined;
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  // The first start creates and fills the database; the start that counts is the second.
  const first = await startServer(env);
  await stopServer(first.child);
  const server = await startServer(env);
  try {
    // A short warm-up, so the first target does not pay for the JIT alone.
    await load(server, ['/newsletter', '/properties', '/property/1', '/blogs']).catch(() => {});
    const rows = [];
    for (const target of TARGETS.slice(0, ONLY_FIRST)) {
      const row = { name: target.name, ...(await load(server, target.paths)) };
      // Half the rate the closed loop found, from a fresh start of the same paths.
      if (STEADY && STEADY_TARGETS.has(target.name))
        row.steady = await steadyLoad(server.port, target.paths, row.requestsPerSecond / 2);
      rows.push(row);
    }
    const baseline = rows[0].requestsPerSecond;
    for (const row of rows) row.ratio = row.requestsPerSecond / baseline;
    if (bareRow) bareRow.ratio = bareRow.requestsPerSecond / baseline;
    return {
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      bare: bareRow,
      // Issue 30's two ratios: the page without a database against the bare page (at least
      // 0.30), and `/properties` against the page without a database (at least 0.60).
      // The same ratios from the server's CPU time per answer, which sharing the machine moves less.
      ratios: {
        ...(bareRow && {
          baselineToBare: baseline / bareRow.requestsPerSecond,
          baselineToBareByCpu: bareRow.cpuMsPerRequest / rows[0].cpuMsPerRequest,
        }),
        propertiesToBaseline: rows[1].requestsPerSecond / baseline,
        propertiesToBaselineByCpu: rows[0].cpuMsPerRequest / rows[1].cpuMsPerRequest,
      },
      startMs: server.startMs,
      residentMb: residentMb(server.child.pid),
      rows,
    };
  } finally {
    await stopServer(server.child);
    if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatThroughput(result) {
  const lines = [
    `${result.database}: ${SECONDS} s, ${CONNECTIONS} connections per target.`,
    '',
    '| Target | Requests/s | Server CPU ms per answer | p50 ms | p99 ms | Ratio to baseline | Timeouts (10 s) | Other errors | Non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of [result.bare, ...result.rows].filter(Boolean)) {
    lines.push(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.p50} | ${row.p99} | ${row.ratio.toFixed(2)} | ${row.timeouts} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  lines.push(
    '',
    ...(result.ratios.baselineToBare === undefined
      ? []
      : [
          `The page without a database answers ${result.ratios.baselineToBare.toFixed(2)} of the bare page's rate (target at least 0.30); by CPU time per answer ${result.ratios.baselineToBareByCpu.toFixed(2)}.`,
        ]),
    `\`/properties\` answers ${result.ratios.propertiesToBaseline.toFixed(2)} of the page without a database's rate (target at least 0.60); by CPU time per answer ${result.ratios.propertiesToBaselineByCpu.toFixed(2)}.`,
    '',
    `At a steady rate: an open loop at half of each target's rate above for ${OPEN_SECONDS} s, ` +
      'each latency counted from the moment its request was due. Target: p99 at most 100 ms.',
    '',
    '| Target | Rate /s | Requests | p50 ms | p99 ms | p99.9 ms | Errors | Non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of result.rows.filter((one) => one.steady)) {
    const steady = row.steady;
    lines.push(
      `| ${row.name} | ${steady.rate.toFixed(0)} | ${steady.sent} | ${steady.p50.toFixed(0)} | ${steady.p99.toFixed(0)} | ${steady.p999.toFixed(0)} | ${steady.errors} | ${steady.non2xx} |`,
    );
  }
  lines.push(
    '',
    `Start to first answered page (existing build and database): ${result.startMs.toFixed(0)} ms`,
    `Server resident memory after the run: ${result.residentMb.toFixed(0)} MB`,
  );
  return lines.join('\n');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * CPU per answer (issue 44): `runs` whole runs (the bare page, then each target), each target's
 * server CPU time per answer as a multiple of the bare page's in the same run, and the medians
 * over the runs. The machine's load average (1 min) is read before and after each run: a figure
 * taken above the number of cores is marked as taken on a busy machine.
 */
export async function measureCpuPerAnswer({ databaseUrl, runs = 3 } = {}) {
  const all = [];
  for (let run = 0; run < runs; run++) {
    const loadBefore = os.loadavg()[0];
    const result = await measureThroughput({ databaseUrl });
    all.push({ ...result, load: [loadBefore, os.loadavg()[0]] });
  }
  const names = all[0].rows.map((row) => row.name);
  const loads = all.flatMap((run) => run.load);
  return {
    database: all[0].database,
    date: new Date().toISOString(),
    runs,
    load: { min: Math.min(...loads), max: Math.max(...loads) },
    busy: Math.max(...loads) > os.cpus().length,
    bareMs: median(all.map((run) => run.bare.cpuMsPerRequest)),
    rows: names.map((name) => ({
      name,
      cpuMs: median(all.map((run) => run.rows.find((row) => row.name === name).cpuMsPerRequest)),
      timesBare: median(
        all.map(
          (run) =>
            run.rows.find((row) => row.name === name).cpuMsPerRequest / run.bare.cpuMsPerRequest,
        ),
      ),
      each: all.map((run) => ({
        cpuMs: run.rows.find((row) => row.name === name).cpuMsPerRequest,
        bareMs: run.bare.cpuMsPerRequest,
      })),
    })),
  };
}

export function formatCpuPerAnswer(result) {
  return [
    `${result.database}, ${result.date.slice(0, 16).replace('T', ' ')} UTC: medians of ${result.runs} runs of ${ANSWERS > 0 ? `${ANSWERS} answers` : `${SECONDS} s`} a loop at ${CONNECTIONS} connections; ` +
      `load average ${result.load.min.toFixed(1)}–${result.load.max.toFixed(1)} on ${os.cpus().length} cores` +
      `${result.busy ? ' (**busy machine**)' : ''}. The bare React Router page: ${result.bareMs.toFixed(2)} ms of server CPU an answer.`,
    '',
    '| Target | Server CPU ms per answer | × the bare page | Each run (ms, bare ms) |',
    '| --- | ---: | ---: | --- |',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${row.cpuMs.toFixed(2)} | ${row.timesBare.toFixed(1)} | ${row.each.map((one) => `${one.cpuMs.toFixed(2)}, ${one.bareMs.toFixed(2)}`).join('; ')} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--cpu')) {
  const result = await measureCpuPerAnswer({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    runs: Number(process.env.BENCH_RUNS ?? 3),
  });
  console.log(
    process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatCpuPerAnswer(result),
  );
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureThroughput({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatThroughput(result),
  );
}
