import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';

import { expect, test } from './fixtures';
import { copySpecDatabase, freePort, serverOutput, startServer, stopServer } from './spawn-server';
import { STAFF } from './staff-accounts';
import { newAccount, registerByRequest } from './accounts-helpers';
import { saveNewDraft } from './listing-helpers';

/**
 * Generated bad input against every loader and action, over HTTP, as a visitor or a bot could
 * send it: huge, empty, repeated and unicode values, negative and non-numeric numbers, a value
 * given many times where one is expected, SQL and HTML. No answer may be a 5xx; an invalid form
 * answers 400 and keeps what was typed. A server of its own, so the posts stay out of the
 * shared database.
 */

const PAGES = [
  '/home1',
  '/home2',
  '/home3',
  '/home4',
  '/home5',
  '/properties',
  '/property/7',
  '/blogs',
  '/blog/7',
  '/mortgage-calculator',
  '/faq',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-condition',
  '/sign-in',
  '/register',
  '/saved',
  '/agents/1',
  '/account/inquiries',
  '/account/searches',
  '/account/notifications',
  '/alerts/unsubscribe',
  '/alerts/saved-homes',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/report?kind=review&id=1&back=/property/1',
  '/admin',
  '/admin/reports',
  '/admin/users',
  '/listings/new',
  '/listings/7/edit',
  '/account/listings',
  '/compare?ids=1,2,3',
  '/not-found',
];
const FORMS = [
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/property/7',
  '/blog/7',
  '/contact-us',
  '/sign-in',
  '/register',
  '/language',
  '/sign-out',
  '/saved',
  '/account/searches',
  '/account/notifications',
  '/alerts/unsubscribe',
  '/alerts/saved-homes',
  '/report',
  '/agents/1',
  '/account/inquiries/1',
  '/admin/reports',
  '/listings/new',
  '/account/listings',
  '/compare/list',
  '/map/homes',
];
const PARAMS = [
  'listingType',
  'location',
  'propertyType',
  'category',
  'minPrice',
  'maxPrice',
  'priceMin',
  'priceMax',
  'monthlyMax',
  'bbox',
  'area',
  'view',
  'ids',
  'only',
  'bedRooms',
  'areaMin',
  'areaMax',
  'keywords',
  'sort',
  'page',
  'reset',
  'tag',
  'tags',
  'price',
  'down',
  'downPercent',
  'rate',
  'term',
  'tax',
  'insurance',
  'hoa',
  'pmi',
  'redirectTo',
  'lang',
  'id',
  'pool',
  'token',
];
const FIELDS = [
  'name',
  'email',
  'message',
  'rating',
  'phone',
  'subject',
  'password',
  'confirmPassword',
  'website',
  'lang',
  'redirectTo',
  'propertyId',
  'intent',
  '__intent__',
  'kind',
  'reason',
  'details',
  'back',
  'hold',
  'userId',
  'role',
  'view',
  'show',
  'search',
  'viewingDate',
  'viewingTime',
  'respond',
  'id',
  'ids',
  'query',
  'token',
  'List-Unsubscribe',
  // The owner's pin (docs/product.md#the-owners-pin).
  'latitude',
  'longitude',
];

const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '-999999999999',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '3.14',
    'true',
    'null',
    'undefined',
    "' OR 1=1 --",
    "'; DROP TABLE properties; --",
    '%',
    '_',
    '\\',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '//evil.example',
    'javascript:alert(1)',
    '\u0000',
    '🏠🏡',
    // Newsletter link tokens: well formed, signed by nobody, or expired long ago.
    `1.0.${'A'.repeat(43)}`,
    `1.1000000000.${'_'.repeat(43)}`,
    'One-Click',
    '東京',
    'a'.repeat(10_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const pairs = fc.array(fc.tuple(fc.constantFrom(...PARAMS, ...FIELDS), nasty), { maxLength: 8 });

function encode(entries: [string, string][]) {
  const search = new URLSearchParams();
  for (const [key, value] of entries) search.append(key, value);
  return search.toString();
}

async function checkGet(
  request: APIRequestContext,
  path: string,
  entries: [string, string][],
  asData: boolean,
) {
  // The document, or the data request the app makes when it navigates by itself.
  const url = `${path}${asData ? '.data' : ''}?${encode(entries)}`;
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), `GET ${url.slice(0, 300)}`).toBeLessThan(500);
}

async function checkPost(
  request: APIRequestContext,
  path: string,
  entries: [string, string][],
  asData: boolean,
) {
  const body = encode(entries);
  const url = `${path}${asData ? '.data' : ''}`;
  const response = await request.post(url, {
    data: body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
  expect(response.status(), `POST ${url} ${body.slice(0, 300)}`).toBeLessThan(500);
}

test.describe('generated bad input', () => {
  // One worker runs these in turn, against one server of their own.
  test.describe.configure({ mode: 'default' });
  let server: Awaited<ReturnType<typeof startServer>>;
  let request: APIRequestContext;
  let port: number;
  let dataDir: string;

  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(300_000);
    port = await freePort();
    dataDir = `test-results/bad-input-data-${testInfo.workerIndex}`;
    // The specs' database: the first fill and an account per role, as the shared server has them.
    await copySpecDatabase(dataDir);
    const settings = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '1000000' };
    server = await startServer(port, settings);
    request = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  });

  test.afterAll(async () => {
    await request?.dispose();
    if (server) await stopServer(server);
  });

  test('600 query strings to every page loader: never a 5xx', async () => {
    test.setTimeout(600_000);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        pairs,
        fc.boolean(),
        async (path, entries, asData) => {
          await checkGet(request, path, entries, asData);
        },
      ),
      { numRuns: 600 },
    );
  });

  test('500 form bodies to every action: never a 5xx', async () => {
    test.setTimeout(600_000);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORMS),
        pairs,
        fc.boolean(),
        async (path, entries, asData) => {
          await checkPost(request, path, entries, asData);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("400 query strings and form bodies to the owner's desk and saved searches, as its admin: never a 5xx", async ({
    playwright,
  }) => {
    test.setTimeout(300_000);
    const admin = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
    const { email, password } = STAFF.admin;
    expect(
      (await admin.post('/sign-in', { form: { email, password }, maxRedirects: 0 })).status(),
    ).toBe(302);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            '/admin',
            '/admin/reports',
            '/admin/messages',
            '/admin/messages/1',
            '/admin/subscribers',
            '/admin/users',
            '/admin/audit',
            // An account's own page, signed in (the admin is an account too).
            '/account/searches',
            '/account/notifications',
          ),
          pairs,
          fc.boolean(),
          fc.boolean(),
          async (path, entries, asData, post) => {
            if (post) await checkPost(admin, path, entries, asData);
            else await checkGet(admin, path, entries, asData);
          },
        ),
        { numRuns: 400 },
      );
    } finally {
      await admin.dispose();
    }
  });

  test('150 query strings and form bodies to the listing form and My listings, as an owner: never a 5xx', async ({
    playwright,
  }, testInfo) => {
    test.setTimeout(300_000);
    const owner = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
    // Its server writes the confirmation email under its own data folder.
    await registerByRequest(owner, newAccount(testInfo, 'fuzz-lister'), { dataDir });
    const draftId = await saveNewDraft(owner, { name: 'Fuzzed draft' });
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            '/listings/new',
            `/listings/new?draft=${draftId}`,
            '/account/listings',
            '/listings/7/edit',
            '/listings/7/delete',
          ),
          pairs,
          fc.boolean(),
          fc.boolean(),
          async (path, entries, asData, post) => {
            if (post) await checkPost(owner, path, entries, asData);
            else await checkGet(owner, path, entries, asData);
          },
        ),
        { numRuns: 150 },
      );
    } finally {
      await owner.dispose();
    }
  });

  test('ids of every shape: a 404 or a page, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/property/', '/blog/', '/agents/', '/account/inquiries/'),
        nasty,
        async (prefix, id) => {
          const response = await request.get(`${prefix}${encodeURIComponent(id)}`);
          expect([200, 404]).toContain(response.status());
        },
      ),
      { numRuns: 300 },
    );
  });

  test('an invalid form answers 400 with its messages and keeps what was typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/property/7', '/blog/7', '/contact-us', '/newsletter', '/agents/1'),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{2,30}$/),
        async (path, name) => {
          const response = await request.post(path, {
            form: { name, email: 'not-an-email', message: 'Kept as typed' },
          });
          expect(response.status()).toBe(400);
          const html = await response.text();
          expect(html).toContain('Email is invalid.');
          if (path !== '/newsletter') expect(html).toContain(`value="${name}"`);
          expect(html).toContain('not-an-email');
        },
      ),
      { numRuns: 40 },
    );
  });

  test('hostile requests answer 4xx at once, and the server stays up', async () => {
    /** One request as sent, any Host header and body included. */
    const raw = (method: string, path: string, headers: Record<string, string>, body = '') =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            method,
            path,
            headers: { Host: `localhost:${port}`, ...headers },
            setHost: false,
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const review = 'email=aiko%40example.com&rating=5&message=Bright';
    const cases: [string, string, Record<string, string>, string, number[]][] = [
      // A few bytes that Conform once read as a list of 10^8 items, or nested past the stack.
      ['POST', '/newsletter', form, 'email[99999999]=x', [400]],
      ['POST', '/property/7', form, `name[999999999]=1&${review}`, [400]],
      ['POST', '/blog/7', form, `a${'[0]'.repeat(3000)}=1`, [400]],
      ['POST', '/sign-in', form, `a${'.b'.repeat(5000)}=1`, [400]],
      // A name repeated: the first value counts.
      ['POST', '/property/7', form, `${'name=v&'.repeat(7000)}${review}`, [200]],
      // Bodies over the limit, declared or not.
      ['POST', '/contact-us', form, `message=${'x'.repeat(3_000_000)}`, [413]],
      [
        'POST',
        '/register',
        { ...form, 'Transfer-Encoding': 'chunked' },
        'x'.repeat(200_000),
        [413],
      ],
      // A NUL in an otherwise good form (the database refuses it in text).
      ['POST', '/property/7', form, `name=Ai%00ko&${review}`, [200]],
      // Bodies that are not forms.
      ['POST', '/newsletter', { 'Content-Type': 'application/json' }, '{}', [400]],
      ['POST', '/language', { 'Content-Type': 'text/plain' }, 'lang=ja', [302]],
      ['POST', '/newsletter.data', {}, 'x', [400]],
      ['TRACE', '/home1', {}, '', [405]],
      // Methods the site does not use; OPTIONS lists those it does.
      ['PUT', '/property/7', form, review, [405]],
      ['DELETE', '/saved', {}, '', [405]],
      ['PROPFIND', '/home1.data', {}, '', [405]],
      ['OPTIONS', '/home1', {}, '', [204]],
      ['OPTIONS', '*', {}, '', [204]],
      // Targets in absolute form: read as the path on the request's own host, or refused.
      ['GET', `http://localhost:${port}/home1`, {}, '', [200]],
      ['GET', 'http://evil.example/home1', {}, '', [400]],
      ['GET', '*', {}, '', [400]],
      // Posts from another site's page, to forms with a page and without one.
      ['POST', '/language', { ...form, Origin: 'https://evil.example' }, 'lang=ja', [403]],
      ['POST', '/sign-out', { ...form, Origin: 'https://evil.example' }, '', [403]],
      ['POST', '/newsletter', { ...form, 'Sec-Fetch-Site': 'cross-site' }, 'email=a%40b.co', [403]],
      ['POST', '/language', { ...form, Origin: `http://localhost:${port}` }, 'lang=en', [302]],
      ['GET', '/home1', { Host: '' }, '', [400]],
      ['GET', '/property/7', { Host: 'localhost:99999' }, '', [400]],
      ['GET', '/blogs', { Host: '"><script>alert(1)</script>' }, '', [400]],
    ];
    for (const [method, path, headers, body, expected] of cases) {
      const started = Date.now();
      const status = await raw(method, path, headers, body);
      expect(expected, `${method} ${path} ${body.slice(0, 60)}`).toContain(status);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect((await request.get('/home1')).status()).toBe(200);
  });

  test("a visitor's refused requests are answered, and leave no error or stack in the server's log", async () => {
    // A refusal of a visitor's request is no fault of the site's (ADR 0034, ADR 0097).
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const review = 'name=Rex&email=rex%40example.com&rating=5&message=Bright';
    const own = `localhost:${port}`;
    const cases: [string, string, Record<string, string>, string][] = [
      // The site's own host over https, while this server is reached over http.
      ['POST', '/newsletter', { ...form, Origin: `https://${own}` }, 'email=a%40b.co'],
      ['POST', '/newsletter.data', { ...form, Origin: `https://${own}` }, 'email=a%40b.co'],
      ['POST', '/property/7', { ...form, Origin: 'null' }, review],
      ['POST', '/property/7.data', { ...form, Origin: `http://${own}.evil.example` }, review],
      // A form's address asked for as a page, and bad posts to it.
      ['GET', '/compare/list', {}, ''],
      ['GET', '/compare/list.data', {}, ''],
      ['POST', '/compare/list', form, 'intent=nonsense'],
      // Records that are not there, or not the visitor's to see.
      ['GET', '/property/999999', {}, ''],
      ['GET', '/property/999999.data', {}, ''],
      ['POST', '/property/999999', form, review],
      ['GET', '/blog/999999', {}, ''],
      ['GET', '/agents/999999', {}, ''],
      ['GET', '/report?kind=property&id=999999', {}, ''],
      ['GET', '/og/property/999999.png', {}, ''],
      ['GET', '/admin', {}, ''],
      ['GET', '/admin/messages/1.data', {}, ''],
      ['GET', '/account/inquiries/1', {}, ''],
      ['GET', '/listings/1/edit', {}, ''],
      ['GET', '/listings/drafts/1/photos', {}, ''],
      ['GET', '/sitemap/nonsense.xml', {}, ''],
      ['GET', '/map/nonsense', {}, ''],
      // Posts to pages without a form, and invalid forms.
      ['POST', '/faq', form, 'x=1'],
      ['POST', '/faq.data', form, 'x=1'],
      ['POST', '/newsletter', form, 'email=not-an-email'],
      ['POST', '/report', form, 'kind=property&id=999999&reason=spam'],
    ];
    const before = serverOutput(server).length;
    for (const [method, path, headers, body] of cases) {
      const response = await request.fetch(path, {
        method,
        headers,
        ...(body && { data: body }),
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    }
    expect((await request.get('/compare/list')).status()).toBe(401);
    const log = serverOutput(server).slice(before);
    expect(log).not.toMatch(/error/i);
    expect(log).not.toMatch(/^\s+at /m);
  });

  test('pipelined requests of a client that leaves give their places back', async () => {
    // Six requests in one packet, the connection closed before the answers: the responses
    // queued behind the first hear of it only from the socket. Three rounds of that once took
    // every place of the concurrency limit for good.
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /home1 HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`.repeat(6));
          // The client's part of the attack: gone 10 ms later, before the answers.
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 10);
        });
        socket.on('error', () => resolve());
      });
    }
    // The server hears of the leaving clients while it answers: a place is back within 6 s.
    const started = Date.now();
    expect((await request.get('/home1', { timeout: 10_000 })).status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  test('the pages a visitor is sent back to never leave the site', async () => {
    for (const to of ['/.//evil.example/phish', '/%2e//evil.example', '/a/..//evil.example']) {
      for (const [path, fields] of [
        ['/language', { lang: 'ja' }],
        ['/sign-out', {}],
        [
          `/register?redirectTo=${encodeURIComponent(to)}`,
          {
            name: 'Away',
            email: `away-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'password123',
            confirmPassword: 'password123',
          },
        ],
      ] as const) {
        const answer = await request.post(path, {
          form: { ...fields, redirectTo: to },
          maxRedirects: 0,
        });
        expect(answer.status(), `${path} ${to}`).toBe(302);
        const location = answer.headers()['location'] ?? '';
        expect(location, `${path} ${to}`).not.toMatch(/^(\/\/|[a-z]+:)/i);
      }
    }
  });

  test('a client that sends many requests at once and reads nothing holds one place', async () => {
    // Sixty large pages asked for in one packet, none of the answers read: the buffers fill
    // after a few, and the rest once held every place of the concurrency limit for as long as
    // the connection stayed open.
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.pause();
    socket.on('error', () => {});
    socket.write(
      `GET /mortgage-calculator?term=40 HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`.repeat(60),
    );
    // Once its first answer arrives (kept unread), the server has read all sixty: they came in
    // one packet, and it takes in a packet's requests before it answers the first.
    await expect.poll(() => socket.readableLength, { timeout: 10_000 }).toBeGreaterThan(0);
    for (let round = 0; round < 3; round += 1) {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => request.get('/faq', { timeout: 10_000 })),
      );
      expect(answers.map((answer) => answer.status())).toEqual(Array(6).fill(200));
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    socket.destroy();
  });

  test("a visitor's long unbroken words never widen a page on a phone", async ({ browser }) => {
    const long = 'N'.repeat(80);
    const word = 'W'.repeat(300);
    const email = 'long@example.com';
    const review = await request.post('/property/7', {
      form: { name: long, email, rating: '4', message: word },
    });
    expect(review.status()).toBe(200);
    const comment = await request.post('/blog/7', { form: { name: long, email, message: word } });
    expect(comment.status()).toBe(200);
    // A name that turns its own text around is stored without the turn.
    const turned = await request.post('/property/7', {
      form: { name: '\u202eMallory gnp.exe', email, rating: '4', message: 'Fine.' },
    });
    expect(turned.status()).toBe(200);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    for (const path of [
      '/property/7',
      '/blog/7',
      `/properties?keywords=${word.slice(0, 100)}`,
      `/blogs?keywords=${word.slice(0, 100)}`,
    ]) {
      await page.goto(`http://localhost:${port}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await page.goto(`http://localhost:${port}/property/7`);
    await expect(page.getByRole('heading', { name: 'Mallory gnp.exe', exact: true })).toBeVisible();
    await context.close();
  });
});
