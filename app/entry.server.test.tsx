import { Suspense, use } from 'react';
import * as ReactRouter from 'react-router';
import type { AppLoadContext, EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import handleRequest, {
  handleDataRequest,
  handleError,
  refusedOrigin,
  streamTimeout,
} from './entry.server';

/** What the page below waits for; each test sets it. */
let later: Promise<string> = Promise.resolve('');

function Later() {
  return <p>{use(later)}</p>;
}

// The document itself is React Router's business; here it is a page with one part that comes later.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: () => (
    <html lang="en">
      <head>
        <title>Roofline</title>
      </head>
      <body>
        <h1>Homes</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
      </body>
    </html>
  ),
}));

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/**
 * Follows the timers set from here on: each is in the set until it fires or is cleared. (Counting
 * the process's active timers instead also counts other tests' and the runner's, which come and go.)
 */
function liveTimers() {
  const live = new Set<unknown>();
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const handle = realSetTimeout(
      (...rest: unknown[]) => {
        live.delete(handle);
        callback(...rest);
      },
      ms,
      ...args,
    );
    live.add(handle);
    return handle;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((handle) => {
    live.delete(handle);
    realClearTimeout(handle);
  });
  return live;
}

function request(userAgent: string) {
  return handleRequest(
    new Request('http://localhost/properties', { headers: { 'user-agent': userAgent } }),
    200,
    new Headers(),
    { isSpaMode: false } as EntryContext,
    { cspNonce: 'abc' } as AppLoadContext,
  );
}

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the document response', () => {
  it('streams a page to a person and leaves no timer behind once it is rendered', async () => {
    let finish!: (text: string) => void;
    later = new Promise((resolve) => (finish = resolve));
    const live = liveTimers();
    const response = await request(PERSON);
    // The shell is on its way before the slow part is ready.
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = response.text();
    finish('Five homes in London');
    const html = await text;
    expect(html).toContain('<h1>Homes</h1>');
    expect(html).toContain('Five homes in London');
    // The deadline timer holds the whole render; once the page is done it must be gone.
    expect(live.size).toBe(0);
  });

  it('gives a crawler the whole page at once, and no timer outlives it', async () => {
    let finish!: (text: string) => void;
    later = new Promise((resolve) => (finish = resolve));
    const live = liveTimers();
    let answered = false;
    const response = request('Googlebot/2.1 (+http://www.google.com/bot.html)').then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => realSetTimeout(resolve, 20));
    expect(answered).toBe(false);
    finish('Five homes in London');
    const html = await (await response).text();
    expect(html).toContain('Five homes in London');
    expect(html).not.toContain('Loading');
    expect(live.size).toBe(0);
  });

  it('stops a render that is still running at the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    later = new Promise(() => {});
    const response = await request(PERSON);
    const text = response.text();
    vi.advanceTimersByTime(streamTimeout + 1000);
    const html = await text;
    // The page ends with the part's fallback instead of hanging.
    expect(html).toContain('<h1>Homes</h1>');
    expect(html).toContain('Loading');
    expect(html).toContain('</html>');
    expect(logged).toHaveBeenCalled();
  });
});

describe('the data response', () => {
  it('is private to the visitor and varies by the session and the language', () => {
    const bare = handleDataRequest(new Response('x', { headers: { Vary: 'Accept-Encoding' } }));
    expect(bare.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(bare.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    const root = handleDataRequest(
      new Response('x', {
        headers: { Vary: 'cookie, Accept-Language', 'Cache-Control': 'no-store' },
      }),
    );
    expect(root.headers.get('Cache-Control')).toBe('no-store');
    expect(root.headers.get('Vary')).toBe('cookie, Accept-Language');
  });
});

describe('handleError', () => {
  it("logs the site's faults, not a visitor's request refused with a 4xx", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const request = new Request('http://localhost/faq', { method: 'POST' });
      for (const status of [400, 401, 403, 404, 405, 413, 429]) {
        handleError(new ReactRouter.UNSAFE_ErrorResponseImpl(status, 'x', null), { request });
      }
      expect(log).not.toHaveBeenCalled();
      const fault = new Error('database gone');
      handleError(fault, { request });
      handleError(new ReactRouter.UNSAFE_ErrorResponseImpl(500, 'x', null), { request });
      expect(log).toHaveBeenCalledTimes(2);
      expect(log).toHaveBeenCalledWith(fault);
      const gone = new AbortController();
      gone.abort();
      handleError(fault, { request: new Request('http://localhost/', { signal: gone.signal }) });
      expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
  });

  it("does not log the router's refusal of a post from another origin, the site's host over https included", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const refusal = new Error('The `request.url` origin does not match `origin` header');
      for (const origin of ['https://localhost', 'https://evil.example', 'null', 'not a url']) {
        const request = new Request('http://localhost/newsletter', {
          method: 'POST',
          headers: { Origin: origin },
        });
        expect(refusedOrigin(request)).toBe(true);
        handleError(refusal, { request });
      }
      expect(log).not.toHaveBeenCalled();
      const own = new Request('http://localhost/newsletter', {
        method: 'POST',
        headers: { Origin: 'http://localhost' },
      });
      expect(refusedOrigin(own)).toBe(false);
      handleError(refusal, { request: own });
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});
