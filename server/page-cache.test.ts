import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { COUNTS_VIEW_HEADER } from '~/lib/counted-view-headers';

import { anonymous, pageCache } from './page-cache';

type PageCache = ReturnType<typeof pageCache>;

/**
 * A stand-in for the router: a page that says who asked (the session cookie's value), in the
 * language of the request, with this request's nonce on its scripts, and how many renders so far.
 * `gate` holds a render until released, to write while it is under way.
 */
function site(
  cache: PageCache,
  options: { setCookie?: boolean; gate?: Promise<void>; rendering?: () => void } = {},
) {
  let renders = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(cache.serve((req) => `http://site.test${req.originalUrl}`));
  app.all('/{*path}', async (req, res) => {
    renders += 1;
    if (req.method !== 'GET') return void res.status(303).end();
    options.rendering?.();
    await options.gate;
    const who = /session=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'nobody';
    // As the site: the page's language is its address's (ADR 0065).
    const lang = req.path === '/ja' || req.path.startsWith('/ja/') ? 'ja' : 'en';
    const nonce = String(res.locals.cspNonce);
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    if (options.setCookie) headers.set('Set-Cookie', 'session=new');
    if (req.path.startsWith('/property/')) headers.set(COUNTS_VIEW_HEADER, req.path.slice(10));
    const page = new Response(
      `<!DOCTYPE html><html lang="${lang}"><body>${who} render ${renders}` +
        `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`,
      { headers },
    );
    const answer = await cache.keep(res, page);
    res.status(answer.status);
    for (const [name, value] of answer.headers) res.append(name, value);
    res.end(await answer.text());
  });
  return app;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(app: express.Express) {
  const server = app.listen(0);
  servers.push(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`http://localhost:${port}${path}`, init);
    const body = await answer.text();
    const nonces = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    return { answer, body, nonces, status: answer.headers.get('X-Page-Cache') };
  };
}

const options = { maxBytes: 1024 * 1024, maxAgeMs: 60_000 };

describe('anonymous', () => {
  it('takes no cookie, or the language choice alone, as a visitor not signed in', () => {
    expect(anonymous(undefined)).toBe(true);
    expect(anonymous('lang=ja')).toBe(true);
    expect(anonymous(' lang=en ; ')).toBe(true);
    expect(anonymous('lang=ja; rf_session=abc')).toBe(false);
    expect(anonymous('anything=1')).toBe(false);
  });
});

describe('pageCache', () => {
  it('answers a page again without a render, with a fresh nonce each time', async () => {
    const get = await start(site(pageCache(options)));
    const first = await get('/properties');
    const second = await get('/properties');
    const third = await get('/properties');
    expect([first.status, second.status, third.status]).toEqual(['miss', 'hit', 'hit']);
    expect(third.body).toContain('render 1');
    expect(second.nonces.size).toBe(1);
    expect(third.nonces.size).toBe(1);
    expect(new Set([...first.nonces, ...second.nonces, ...third.nonces]).size).toBe(3);
    expect(third.answer.headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it('keeps each language apart, by the page’s address (ADR 0065)', async () => {
    const get = await start(site(pageCache(options)));
    await get('/ja/blogs', { headers: { 'Accept-Language': 'en' } });
    const en = await get('/blogs', { headers: { 'Accept-Language': 'ja' } });
    const ja = await get('/ja/blogs', { headers: { Cookie: 'lang=en' } });
    expect(en.status).toBe('miss');
    expect(en.body).toContain('<html lang="en"');
    expect(ja.status).toBe('hit');
    expect(ja.body).toContain('<html lang="ja"');
    // An English address with the Japanese choice is the router's to send on, never a kept page.
    const chosen = await get('/blogs', { headers: { Cookie: 'lang=ja' } });
    expect(chosen.status).toBeNull();
  });

  it('never serves nor keeps a signed-in visitor’s page', async () => {
    const get = await start(site(pageCache(options)));
    const alice = await get('/', { headers: { Cookie: 'session=alice' } });
    const bob = await get('/', { headers: { Cookie: 'lang=ja; session=bob' } });
    const visitor = await get('/');
    const again = await get('/', { headers: { Cookie: 'session=alice' } });
    expect(alice.status).toBeNull();
    expect(bob.body).toContain('bob');
    expect(visitor.status).toBe('miss');
    expect(visitor.body).toContain('nobody');
    expect(again.body).toContain('alice');
  });

  it('never keeps a page that sets a cookie, a data request, or one asked with a fault switch', async () => {
    const get = await start(site(pageCache(options), { setCookie: true }));
    await get('/');
    expect((await get('/')).body).toContain('render 2');
    const data = await start(site(pageCache(options)));
    await data('/properties.data');
    expect((await data('/properties.data')).body).toContain('render 2');
    await data('/home1');
    const failing = await data('/home1', { headers: { 'x-roofline-fail-home': '1' } });
    expect(failing.body).toContain('render 4');
  });

  it('forgets every page after a write, and tells the other servers', async () => {
    let announced = 0;
    const get = await start(site(pageCache({ ...options, announce: () => (announced += 1) })));
    await get('/blogs');
    expect((await get('/blogs')).status).toBe('hit');
    await get('/blogs', { method: 'POST' });
    const after = await get('/blogs');
    expect(after.status).toBe('miss');
    expect(after.body).toContain('render 3');
    expect(announced).toBe(1);
  });

  it('does not keep a page whose render began before a write', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = pageCache(options);
    let rendering = () => {};
    const started = new Promise<void>((resolve) => (rendering = resolve));
    const get = await start(site(cache, { gate, rendering }));
    const slow = get('/home1');
    await started;
    cache.clear();
    release();
    await slow;
    expect((await get('/home1')).status).toBe('miss');
  });

  it('renders a page again once it is older than its time, and keeps no more than its bytes', async () => {
    let now = 0;
    const get = await start(site(pageCache({ ...options, now: () => now })));
    await get('/faq');
    now = 60_001;
    expect((await get('/faq')).status).toBe('miss');
    const small = pageCache({ maxBytes: 300, maxAgeMs: 60_000 });
    const fits = await start(site(small));
    for (const path of ['/a', '/b', '/c', '/d']) await fits(path);
    expect(small.size().bytes).toBeLessThanOrEqual(300);
    expect(small.size().pages).toBe(2);
    expect((await fits('/a')).status).toBe('miss');
    expect((await fits('/d')).status).toBe('hit');
  });

  it('counts a home’s view again when its page comes from the cache, and hides the header', async () => {
    const views: number[] = [];
    const cache = pageCache({ ...options, countView: (_request, homeId) => views.push(homeId) });
    const get = await start(site(cache));
    const first = await get('/property/7');
    await get('/property/7');
    expect(first.answer.headers.has(COUNTS_VIEW_HEADER)).toBe(false);
    expect(views).toEqual([7]);
  });
});
