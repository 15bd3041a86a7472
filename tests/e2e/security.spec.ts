import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | undefined) {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function nonceOf(csp: string | undefined) {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce, 'a nonce in script-src').toBeTruthy();
  return nonce as string;
}

test.describe('response headers', () => {
  test('a page has a strict Content-Security-Policy and the usual hardening headers', async ({
    request,
  }) => {
    const response = await request.get('/newsletter');
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const csp = headers['content-security-policy'];
    expect(csp).toBeTruthy();
    const policy = directives(csp);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc.some((value) => value.startsWith("'nonce-"))).toBe(true);
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['referrer-policy']).not.toBe('unsafe-url');
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('the not-found page carries the same headers', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('every script in the page carries the nonce of the header', async ({ request }) => {
    const response = await request.get('/newsletter');
    const nonce = nonceOf(response.headers()['content-security-policy']);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag, 'a <script> without the nonce').toContain(`nonce="${nonce}"`);
    }
    // Preloaded modules are scripts too.
    for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) {
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test('each response gets a fresh nonce', async ({ request }) => {
    const first = nonceOf((await request.get('/newsletter')).headers()['content-security-policy']);
    const second = nonceOf((await request.get('/newsletter')).headers()['content-security-policy']);
    expect(first).not.toBe(second);
    // At least 128 bits, base64.
    expect(first).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
  });

  test('the page runs under its policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The scripts the policy allows are enough for React to take over the page.
    await gotoHydrated(page, '/newsletter');
    expect(violations).toEqual([]);
  });
});

test.describe('caching and compression', () => {
  test('hashed assets are cached for a year as immutable', async ({ request }) => {
    const html = await (await request.get('/newsletter')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set([assets[0], assets.find((a) => a.endsWith('.css'))])) {
      if (!asset) continue;
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, asset).toContain('immutable');
      expect(cacheControl, asset).toMatch(/max-age=31536000/);
    }
  });

  test("a page's data is private and varies by the session, even without the root's", async ({
    request,
  }) => {
    for (const path of [
      '/properties.data?_routes=routes%2Fproperties%2Flist',
      '/property/7.data?_routes=routes%2Fproperties%2Fdetail',
      '/saved.data?_routes=routes%2Faccount%2Fsaved',
      '/properties.data',
    ]) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toBe('private, no-cache');
      expect(headers['vary'] ?? '', path).toMatch(/Cookie/i);
      expect(headers['vary'] ?? '', path).toMatch(/Accept-Language/i);
    }
  });

  test('pages are not cached as immutable', async ({ request }) => {
    const response = await request.get('/newsletter');
    expect(response.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('artwork is served as SVG with a year-long immutable cache', async ({ request }) => {
    const response = await request.get('/art/v1/house/full/1-0.svg');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(headers['cache-control']).toContain('immutable');
    expect(headers['cache-control']).toMatch(/max-age=31536000/);
    expect(await response.text()).toMatch(/<svg[\s>]/);
  });

  test('artwork of an unknown version or kind is not found', async ({ request }) => {
    expect((await request.get('/art/v9/house/full/1.svg')).status()).toBe(404);
    expect((await request.get('/art/v1/nothing/full/1.svg')).status()).toBe(404);
    expect((await request.get('/art/v1/house/huge/1.svg')).status()).toBe(404);
  });

  test('pages are compressed when the browser asks', async ({ request }) => {
    const response = await request.get('/newsletter', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary'] ?? '').toMatch(/accept-encoding/i);
    expect(await response.text()).toContain('</html>');
  });
});
