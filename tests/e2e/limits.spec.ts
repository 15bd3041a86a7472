import { expect, test } from './fixtures';
import { copySpecDatabase, freePort, startServer, stopServer } from './spawn-server';

/**
 * Every form that writes is rate limited per address: past the limit it answers 429 with
 * Retry-After, both as a plain form post (no JavaScript) and as the data request the app makes
 * with JavaScript. A server of its own, with a limit of two a minute, so the shared one is left be.
 */

const LIMIT = 2;
const FORMS = [
  '/newsletter',
  '/property/3',
  '/blog/3',
  '/contact-us',
  '/sign-in',
  '/register',
  '/agents/1',
] as const;

test('each form answers 429 with Retry-After past its limit', async ({ playwright }, testInfo) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const dataDir = `test-results/limits-${testInfo.project.name}`;
  await copySpecDatabase(dataDir);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: '1',
  });
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  try {
    for (const path of FORMS) {
      for (const [kind, url] of [
        ['form post', path],
        ['data request', `${path}.data`],
      ] as const) {
        // An address of its own for each form and kind (the server trusts one proxy here).
        const statuses: number[] = [];
        let last;
        for (let i = 0; i <= LIMIT; i++) {
          last = await request.post(url, {
            form: { website: '' },
            headers: {
              'X-Forwarded-For': `203.0.113.${FORMS.indexOf(path) * 2 + (kind === 'form post' ? 1 : 2)}`,
            },
            maxRedirects: 0,
          });
          statuses.push(last.status());
        }
        expect(statuses.slice(0, LIMIT), `${kind} to ${path} within the limit`).not.toContain(429);
        expect(last!.status(), `${kind} to ${path} past the limit`).toBe(429);
        const retryAfter = Number(last!.headers()['retry-after']);
        expect(retryAfter, `${kind} to ${path}: Retry-After`).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(last!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      }
    }
  } finally {
    await request.dispose();
    await stopServer(server);
  }
});
