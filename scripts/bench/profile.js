// Where a page's time goes (issue 30, item 2): the built server runs under `--cpu-prof` while
// autocannon asks for one page at 10 connections, then the profile's samples are added up by
// what they were doing, each sample given to the innermost frame that names a kind of work.
//
//   npx react-router build && node scripts/bench/profile.js [path] [--json]
//
// The path is `/newsletter` (the page without a database) unless given (`/properties` is the
// throughput bench's 1,200 mixes); BENCH_PROFILE_SECONDS
// (15) changes the length, BENCH_DATABASE_URL runs it on PostgreSQL, BUILD_DIR picks the build.
// The profile itself is kept (BENCH_PROFILE_DIR, the system's temporary folder otherwise) for
// Chrome's DevTools (Performance, Load profile).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { SERVER_NODE_FLAGS } from '../server-flags.js';
import { propertyPaths } from './throughput.js';

const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 15);

/**
 * Kinds of work, most specific first: a sample goes to the first kind that any frame of its
 * stack shows (a query under a loader is a query; React Router's links drawn under React's
 * render are the render; Express is under everything, so it counts only where nothing else is).
 */
const TURBO_STREAM = [7544, 8240]; // lines of react-router's vendored turbo-stream (7.18.4)
const KINDS = [
  [
    'compression middleware (its write path; gzip when asked)',
    (url) => /node_modules\/compression\//.test(url) || url === 'node:zlib',
  ],
  [
    'page data serialisation (turbo-stream)',
    (url, fn, line) =>
      /react-router\/dist\/.*chunk-OB3PAWPO/.test(url) &&
      line >= TURBO_STREAM[0] &&
      line < TURBO_STREAM[1],
  ],
  [
    'queries (PGlite / pg / drizzle)',
    (url) => /@electric-sql\/pglite|node_modules\/pg|drizzle-orm/.test(url),
  ],
  ["React render (our components and React Router's)", (url) => /react-dom/.test(url)],
  ['React Router (matching, loaders, headers)', (url) => /node_modules\/react-router/.test(url)],
  ['the app (loaders, entry.server)', (url) => /build[^/]*\/server\/assets\//.test(url)],
  ['middleware (helmet, our server/)', (url) => /helmet|build[^/]*\/server\/index\.js/.test(url)],
  [
    'Node and Express (HTTP, sockets, streams)',
    (url) => /^node:|node_modules\/express|node_modules\/router/.test(url),
  ],
];
const LEAVES = new Map([
  ['(garbage collector)', 'garbage collection'],
  ['(idle)', 'idle'],
  ['(program)', 'V8 and native (program)'],
]);

/**
 * Milliseconds per kind. Samples in the first `skipMs` of the profile (the server's start and
 * the warm-up) are left out.
 */
export function summarise(profile, skipMs = 0) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const memo = new Map();
  const kindOf = (id) => {
    if (memo.has(id)) return memo.get(id);
    const leaf = LEAVES.get(byId.get(id).callFrame.functionName);
    let best = KINDS.length;
    for (let at = id; at !== undefined && !leaf; at = parent.get(at)) {
      const { url, functionName, lineNumber } = byId.get(at).callFrame;
      const index = KINDS.findIndex(([, test]) => test(url, functionName, lineNumber));
      if (index >= 0 && index < best) best = index;
    }
    const result = leaf ?? KINDS[best]?.[0] ?? 'other';
    memo.set(id, result);
    return result;
  };
  const totals = new Map();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (at < skipMs) return;
    totals.set(kindOf(id), (totals.get(kindOf(id)) ?? 0) + ms);
  });
  const busy = [...totals].filter(([name]) => name !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => ({ name, ms, share: name === 'idle' ? undefined : ms / busy }));
}

export async function profilePage(pagePath, { databaseUrl, buildDir } = {}) {
  const dir = process.env.BENCH_PROFILE_DIR ?? path.join(os.tmpdir(), 'roofline-profiles');
  mkdirSync(dir, { recursive: true });
  const dataDir = path.join(os.tmpdir(), `roofline-profile-data-${process.pid}`);
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' };
  const port = 3951 + Math.floor(Math.random() * 8);
  const before = new Set(readdirSync(dir));
  const start = async (flags) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, 'server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        ...(buildDir && { BUILD_DIR: buildDir }),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (;;) {
      if (child.exitCode !== null) throw new Error('The server stopped while starting.');
      if (
        await fetch(`http://localhost:${port}${pagePath}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return child;
  };
  const stop = async (child) => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  // The first start fills a new database; the start that is profiled opens a filled one.
  if (!databaseUrl) await stop(await start([]));
  const spawned = performance.now();
  const child = await start(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  // Warm the JIT, then the run that counts; the profile covers both, so the warm-up is short.
  await autocannon({ url: `http://localhost:${port}${pagePath}`, connections: 10, duration: 2 });
  const loadFrom = performance.now() - spawned;
  // `/properties` is the bench's 1,200 filter and page mixes, as in throughput.js.
  const paths = pagePath === '/properties' ? propertyPaths() : [pagePath];
  let i = 0;
  const run = await autocannon({
    url: `http://localhost:${port}`,
    connections: 10,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] }) }],
  });
  await stop(child);
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const file = readdirSync(dir).find((name) => !before.has(name) && name.endsWith('.cpuprofile'));
  if (!file) throw new Error('The server wrote no profile.');
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return {
    path: pagePath,
    requestsPerSecond: run.requests.average,
    file,
    kinds: summarise(profile, loadFrom),
  };
}

export function formatProfile(result) {
  return [
    `${result.path}: ${result.requestsPerSecond.toFixed(0)} requests/s under the profiler (${result.file})`,
    '',
    '| Work | ms | Share of busy time |',
    '| --- | ---: | ---: |',
    ...result.kinds.map(
      (kind) =>
        `| ${kind.name} | ${kind.ms.toFixed(0)} | ${kind.share === undefined ? '' : `${(kind.share * 100).toFixed(1)} %`} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pagePath = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/newsletter';
  const result = await profilePage(pagePath, { databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatProfile(result),
  );
}
