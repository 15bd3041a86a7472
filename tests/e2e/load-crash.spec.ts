import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

// Plain HTTP against a server of the test's own: no browser, so not the page fixtures.
import { expect, test, type TestInfo } from '@playwright/test';

import { copiedPglite, freshPostgres, type TestDatabase } from './load-databases';
import { startLoad, summarize, type LoadTally } from './load';
import { DEFAULT_SEED_COUNTS } from '../../app/db/seed.server';

import { freePort, serverOutput, startServer, stopServer } from './spawn-server';

/**
 * Writes under load and a crash in the middle of them (the attack and fault tests 8 and 9), on
 * the embedded PGlite database and, when TEST_DATABASE_URL names a server, on PostgreSQL, one
 * test each:
 *
 * - 60 s (LOAD_SECONDS; 10 s in CI) of 50 connections reading listings and posting reviews and
 *   comments: no 5xx, no network error;
 * - then the server killed (SIGKILL) in the middle of that load (later if fewer than ten reviews
 *   or comments were acknowledged by then), and started again on the same data with the load
 *   going on: it opens and answers without errors, every post acknowledged before the crash is
 *   there once, and after the restart exactly the acknowledged posts are stored; a clean
 *   shutdown (SIGTERM) at the end, and the homes' review counters agree with their reviews.
 *
 * The load and the crash were two tests, each on a database of its own: the crash's load checked
 * all the first one did but "exactly the acknowledged posts" before the kill, which a kill cannot
 * leave (requests under way may be stored unanswered), and which its load after the restart
 * checks. One test a backend saves a server's start, its database and 12 s of load.
 *
 * Each test has a server and a database of its own, made afresh (PGlite: a copy of the specs'
 * database, spec-database.js) and dropped at the end.
 */

/**
 * 10 s in CI, a minute elsewhere. The server is saturated within seconds (50 connections on two
 * cores), so a shorter load crosses the same paths a minute does, with fewer requests, every
 * post checked; and the load takes both cores from the tests beside it, which CI's time budget
 * pays twice. Each run reports its figures (the test's `load` annotations).
 */
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? (process.env.CI ? 10 : 60));
/** Posts of each kind acknowledged before the kill, so the crash has something to lose. */
const ACKNOWLEDGED_BEFORE_THE_KILL = 10;
/** Seconds a slow machine gets to acknowledge them. */
const CRASH_AT_THE_LATEST = 60;
const AFTER_RESTART_SECONDS = 5;
const CONNECTIONS = 50;
const PG_DATABASE = 'roofline_load_crash';

type Seed = { properties: number; blogs: number; testimonials: number };

/** Each with the homes and posts its database holds: the load reads and posts to ids 1..n. */
const BACKENDS = [
  {
    name: 'PGlite',
    unavailable: undefined,
    // A copy of the specs' database (spec-database.js), which the e2e server filled as any first
    // start does.
    seed: DEFAULT_SEED_COUNTS,
    fresh: (testInfo: TestInfo) => copiedPglite(testInfo.outputPath('data')),
  },
  {
    name: 'PostgreSQL',
    unavailable: process.env.TEST_DATABASE_URL
      ? undefined
      : 'TEST_DATABASE_URL is not set: no PostgreSQL server to run on',
    // Filled on the server's first start, small so that it starts quickly.
    seed: { properties: 60, blogs: 30, testimonials: 3 },
    fresh: () => freshPostgres(process.env.TEST_DATABASE_URL!, PG_DATABASE),
  },
];

function serverEnv(database: TestDatabase, seed: Seed) {
  return {
    ...database.env,
    // Every post comes from one address; the limit itself is limits.spec's business.
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_PROPERTIES: String(seed.properties),
    SEED_BLOGS: String(seed.blogs),
    SEED_TESTIMONIALS: String(seed.testimonials),
  };
}

const runId = () => `load${Date.now().toString(36)}`;
const sorted = (names: Iterable<string>) => [...names].sort();

function report(testInfo: TestInfo, label: string, text: string) {
  console.info(`${testInfo.title}: ${label}: ${text}`);
  testInfo.annotations.push({ type: label, description: text });
}

function loadOn(port: number, run: string, seed: Seed) {
  return startLoad({
    baseURL: `http://localhost:${port}`,
    connections: CONNECTIONS,
    run,
    properties: seed.properties,
    blogs: seed.blogs,
  });
}

/** The answers a visitor would notice first after a restart: the main pages. */
async function expectPagesAnswer(port: number) {
  for (const path of ['/properties', '/property/1', '/blogs', '/blog/1', '/properties?page=2']) {
    const response = await fetch(`http://localhost:${port}${path}`);
    expect(response.status, `GET ${path} after the restart`).toBe(200);
    await response.text();
  }
}

/** The server's log beside the test's results: where a 5xx shows its cause. */
async function attachOutput(testInfo: TestInfo, name: string, server: ChildProcess) {
  await testInfo.attach(name, { body: serverOutput(server), contentType: 'text/plain' });
}

/** LOAD_SECONDS into the load, and later on a slow machine: when there is enough to lose. */
async function untilMidLoad(tally: LoadTally) {
  const enough = () =>
    tally.reviews.acknowledged.size >= ACKNOWLEDGED_BEFORE_THE_KILL &&
    tally.comments.acknowledged.size >= ACKNOWLEDGED_BEFORE_THE_KILL;
  await sleep(LOAD_SECONDS * 1000);
  const latest = tally.startedAt + CRASH_AT_THE_LATEST * 1000;
  while (!enough() && Date.now() < latest) await sleep(250);
}

const errorLines = (tally: LoadTally, before = Infinity) =>
  tally.errors.filter((error) => error.at < before).map((error) => error.what);

test.describe('writes under load and a crash', () => {
  // One after another in one worker: two loads at once on two cores would measure each other.
  test.describe.configure({ mode: 'default' });

  for (const backend of BACKENDS) {
    test.describe(backend.name, () => {
      test.beforeEach(() => {
        test.skip(backend.unavailable !== undefined, backend.unavailable ?? '');
      });

      test(`${LOAD_SECONDS} s of reads and posts at ${CONNECTIONS} connections, then killed with SIGKILL under load and started again: no errors, every acknowledged post stored`, async ({}, testInfo) => {
        test.setTimeout((LOAD_SECONDS + CRASH_AT_THE_LATEST + 180) * 1000);
        const database = await backend.fresh(testInfo);
        const port = await freePort();
        const env = serverEnv(database, backend.seed);
        let server = await startServer(port, env);
        try {
          const run = runId();
          const load = loadOn(port, run, backend.seed);
          await untilMidLoad(load.tally);
          // No new requests from here; the ones under way are cut off by the kill.
          const stopped = load.stop();
          const killedAt = Date.now();
          const exited = once(server, 'exit');
          server.kill('SIGKILL');
          await exited;
          await attachOutput(testInfo, 'server output before the kill', server);
          const tally = await stopped;
          const cut = tally.errors.length - errorLines(tally, killedAt).length;
          report(testInfo, 'load', `${summarize(tally)} (${cut} cut off by the kill)`);

          // Soft: a failure lists every discrepancy, not just the first.
          expect.soft(errorLines(tally, killedAt).slice(0, 20), 'errors under load').toEqual([]);
          expect.soft(cut, 'requests under way when the server was killed').toBeGreaterThan(0);
          expect
            .soft(tally.reviews.acknowledged.size, 'reviews acknowledged before the kill')
            .toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_THE_KILL);
          expect
            .soft(tally.comments.acknowledged.size, 'comments acknowledged before the kill')
            .toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_THE_KILL);

          const restartedAt = Date.now();
          server = await startServer(port, env);
          report(testInfo, 'restart', `answering after ${Date.now() - restartedAt} ms`);
          // The visitors are still there: the load goes on against the freshly started server.
          const after = loadOn(port, `${run}after`, backend.seed);
          await sleep(AFTER_RESTART_SECONDS * 1000);
          const afterTally = await after.stop();
          report(testInfo, 'after the restart', summarize(afterTally));
          expect.soft(errorLines(afterTally).slice(0, 20), 'errors after the restart').toEqual([]);
          await expectPagesAnswer(port);

          await stopServer(server);
          expect(server.exitCode, 'a clean shutdown after the load').toBe(0);
          const [stored, storedAfter] = await database.storedPosts(run, `${run}after`);
          // Exactly the acknowledged posts, none lost and none stored unanswered.
          expect
            .soft(sorted(storedAfter.reviews), 'reviews posted after the restart')
            .toEqual(sorted(afterTally.reviews.acknowledged));
          expect
            .soft(sorted(storedAfter.comments), 'comments posted after the restart')
            .toEqual(sorted(afterTally.comments.acknowledged));
          const lost = (kind: 'reviews' | 'comments') => {
            const kept = new Set(stored[kind]);
            return [...tally[kind].acknowledged].filter((marker) => !kept.has(marker));
          };
          report(
            testInfo,
            'stored',
            `${stored.reviews.length} reviews, ${stored.comments.length} comments ` +
              `(${lost('reviews').length + lost('comments').length} acknowledged ones missing)`,
          );
          expect.soft(lost('reviews'), 'acknowledged reviews missing after the crash').toEqual([]);
          expect
            .soft(lost('comments'), 'acknowledged comments missing after the crash')
            .toEqual([]);
          expect
            .soft(new Set(stored.reviews).size, 'each review stored once')
            .toBe(stored.reviews.length);
          expect
            .soft(new Set(stored.comments).size, 'each comment stored once')
            .toBe(stored.comments.length);
          expect.soft(stored.driftingCounters, "homes' review counters").toBe(0);
        } finally {
          await stopServer(server);
          if (server.signalCode === null) await attachOutput(testInfo, 'server output', server);
          await database.drop();
        }
      });
    });
  }
});
