import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

// Plain HTTP against servers of the test's own: no browser, so not the page fixtures.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { COMPLETE_LISTING, publishListing } from './listing-helpers';
import { freshPostgres, type TestDatabase } from './load-databases';
import { nginxMissing, startProxy, stopProxy, type RunningProxy } from './nginx-proxy';
import { freePort, serverOutput, startServer, stopServer } from './spawn-server';

/**
 * Two app servers on one PostgreSQL database behind nginx, configured by the README's sample
 * (docs/examples/nginx.conf; ADR 0056):
 *
 * - a session made on one server is a session on the other, and signing out on one ends it on both;
 * - the form rate limits are one count across both: posts sent to each in turn are refused past
 *   the limit, on either server;
 * - a home published through one is in the results of the other's search index;
 * - one server killed (SIGKILL) under a bounded load of posts through the proxy: every post the
 *   proxy acknowledged is stored, once; the only failures are posts that reached the killed
 *   server (answered 502, or their answer cut off, never sent again); and the proxy sends the rest to the other server,
 *   which acknowledges posts after the kill.
 *
 * One test: the servers' start is most of its cost. It needs a PostgreSQL server
 * (TEST_DATABASE_URL) and nginx, both of which `.ci/run` provides.
 */

/** One per E2E_PORT, so that copies of the suite on one PostgreSQL server keep apart. */
const PG_DATABASE = `roofline_two_servers_${Number(process.env.E2E_PORT ?? 3210)}`;
const SEED = { SEED_PROPERTIES: '30', SEED_BLOGS: '10', SEED_TESTIMONIALS: '3' };
/**
 * The catalogue is searched through each server's index (ADR 0023) as a large one is, so a home
 * published through A must reach B's index (ADR 0042), not only the table.
 */
const SEARCH_INDEX_FROM = '10';
/** The published home's price: no generated home has it. */
const PRICE = '345679';
/** Posts of one form one address may make a minute, on both servers together. */
const LIMIT = 60;
/** The load: connections through the proxy, posts in all, and posts acknowledged before the kill. */
const CONNECTIONS = 6;
const POSTS = 80;
const BEFORE_THE_KILL = 20;

type Tally = { acknowledged: string[]; failed: string[]; afterKill: number; sent: number };

/**
 * Reviews and comments through the proxy, as the app's data requests post them (each one a
 * marker of its own as its name); the kill comes once `BEFORE_THE_KILL` are acknowledged.
 * Bounded: `POSTS` at most, under the limit of each form (half each).
 */
async function postUnderKill(baseURL: string, run: string, kill: () => Promise<void>) {
  const tally: Tally = { acknowledged: [], failed: [], afterKill: 0, sent: 0 };
  let killed: Promise<void> | undefined;
  async function connection() {
    while (tally.sent < POSTS) {
      const serial = ++tally.sent;
      const review = serial % 2 === 0;
      const marker = `${run}-${review ? 'r' : 'c'}${serial}`;
      const form = new URLSearchParams({
        name: marker,
        email: 'two@example.com',
        message: `Posted through the proxy: ${marker}.`,
        website: '',
      });
      if (review) form.set('rating', '4');
      const target = review
        ? `/property/${1 + (serial % 30)}.data`
        : `/blog/${1 + (serial % 10)}.data`;
      const after = killed !== undefined;
      try {
        const response = await fetch(`${baseURL}${target}`, { method: 'POST', body: form });
        const body = await response.text();
        if (response.status === 200 && body.includes('"ok",true')) {
          tally.acknowledged.push(marker);
          if (after) tally.afterKill += 1;
        } else tally.failed.push(`${marker}: ${response.status}`);
      } catch (error) {
        tally.failed.push(`${marker}: ${String(error)}`);
      }
      if (killed === undefined && tally.acknowledged.length >= BEFORE_THE_KILL) killed = kill();
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  await killed;
  return tally;
}

async function signedInName(request: APIRequestContext) {
  const response = await request.get('/saved', { maxRedirects: 0 });
  return response.status() === 200 ? response.text() : `status ${response.status()}`;
}

async function attachLogs(testInfo: TestInfo, servers: ChildProcess[], proxy?: RunningProxy) {
  for (const [i, server] of servers.entries())
    await testInfo.attach(`server ${'AB'[i]} output`, { body: serverOutput(server) });
  if (proxy) await testInfo.attach('nginx error log', { body: await proxy.errorLog() });
}

test('two servers behind nginx share sessions, limits and homes, and lose no acknowledged post when one is killed', async ({
  playwright,
}, testInfo) => {
  test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set: no PostgreSQL server');
  test.skip(nginxMissing() !== undefined, nginxMissing() ?? '');
  test.setTimeout(240_000);
  const database: TestDatabase = await freshPostgres(process.env.TEST_DATABASE_URL!, PG_DATABASE);
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  // One folder for both (photos and the emails written as files, the confirmation's among them).
  const dataDir = testInfo.outputPath('data');
  const env = {
    ...database.env,
    ...SEED,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    SEARCH_INDEX_FROM,
  };
  // Both at once: the first to take the database's lock migrates and fills it, the other waits.
  const started = await Promise.allSettled([startServer(portA, env), startServer(portB, env)]);
  const servers = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
  if (servers.length < 2) {
    await Promise.all(servers.map(stopServer));
    await database.drop();
    throw started.find((one) => one.status === 'rejected')!.reason;
  }
  const [a, b] = servers as [ChildProcess, ChildProcess];
  let proxy: RunningProxy | undefined;
  const contexts: APIRequestContext[] = [];
  const context = async (
    port: number,
    storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>,
  ) => {
    const made = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      storageState,
    });
    contexts.push(made);
    return made;
  };
  try {
    proxy = await startProxy(proxyPort, [portA, portB]);

    // Sessions: made on A, good on B and through the proxy; signed out on B, gone on A.
    const account = newAccount(testInfo, 'two-servers');
    const onA = await context(portA);
    await registerByRequest(onA, account, { dataDir });
    const session = await onA.storageState();
    const onB = await context(portB, session);
    const viaProxy = await context(proxyPort, session);
    expect(await signedInName(onB), 'the session made on A, on B').toContain(account.name);
    expect(await signedInName(viaProxy), 'the session, through the proxy').toContain(account.name);

    // A home published through A, in the results of B's search index and through the proxy.
    // B's index reads the write when PostgreSQL's notice reaches it (about 0.1 s): the search is
    // asked again until then. Its price is the home's alone, so results are this home; it may
    // show among "You may also like" (read in SQL) even where the results have none.
    expect(serverOutput(b), "B's search index").toMatch(/Search index: \d+ homes/);
    const name = `Twin Quay ${Date.now().toString(36)}`;
    // Priced in dollars, so the search's price bounds (in dollars) are its price exactly.
    const home = await publishListing(onA, {
      ...COMPLETE_LISTING,
      name,
      price: PRICE,
      currency: 'USD',
    });
    const query = new URLSearchParams({ location: 'Denmark', priceMin: PRICE, priceMax: PRICE });
    for (const request of [onB, viaProxy]) {
      const found = async () => {
        const search = await request.get(`/properties?${query}`);
        const html = await search.text();
        // The results' heading counts one home (the page's dictionary holds "No homes found"
        // whatever the results).
        return (
          search.status() === 200 &&
          html.includes('>Showing 1 home</h2>') &&
          html.includes(`/property/${home}`)
        );
      };
      await expect.poll(found, { message: 'the home published on A, in the results' }).toBe(true);
    }

    const signOut = await onB.post('/sign-out', { maxRedirects: 0 });
    expect(signOut.status()).toBeLessThan(400);
    expect(await signedInName(onA), 'signed out on B: on A').toBe('status 302');

    // Rate limits: one address's posts to each server in turn count together.
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await (i % 2 ? onB : onA).post('/contact-us.data', {
        form: { website: '' },
        headers: { 'X-Forwarded-For': '203.0.113.56' },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, LIMIT), 'within the limit, on both servers').not.toContain(429);
    expect(statuses[LIMIT], 'past the limit counted on both').toBe(429);

    // A killed under a bounded load of posts through the proxy.
    const run = `two${Date.now().toString(36)}`;
    const tally = await postUnderKill(`http://127.0.0.1:${proxyPort}`, run, async () => {
      const exited = once(a, 'exit');
      a.kill('SIGKILL');
      await exited;
    });
    console.info(
      `two servers: ${tally.sent} posts, ${tally.acknowledged.length} acknowledged ` +
        `(${tally.afterKill} after the kill), failed: ${tally.failed.join(', ') || 'none'}`,
    );
    expect.soft(tally.afterKill, 'posts acknowledged by B after A was killed').toBeGreaterThan(10);
    // Only posts under way on A when it died may fail: the proxy's 502, or, when A had begun its
    // answer, that answer cut off (nginx can no longer change the status it passed on).
    expect.soft(tally.failed.length, 'posts that failed').toBeLessThanOrEqual(CONNECTIONS);
    for (const failure of tally.failed)
      expect.soft(failure).toMatch(/: (502|TypeError: terminated)$/);

    const [stored] = await database.storedPosts(run);
    const kept = new Set([...stored.reviews, ...stored.comments]);
    const lost = tally.acknowledged.filter((marker) => !kept.has(marker));
    expect.soft(lost, 'acknowledged posts missing').toEqual([]);
    expect
      .soft(kept.size, 'each post stored once')
      .toBe(stored.reviews.length + stored.comments.length);
    expect.soft(stored.driftingCounters, "homes' review counters").toBe(0);
    // B still answers through the proxy.
    const after = await fetch(`http://127.0.0.1:${proxyPort}/properties`);
    expect(after.status).toBe(200);
  } finally {
    await attachLogs(testInfo, servers, proxy);
    for (const one of contexts) await one.dispose();
    if (proxy) await stopProxy(proxy);
    await Promise.all([stopServer(a), stopServer(b)]);
    await database.drop();
  }
});
