import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import { isbot } from 'isbot';

import { COUNTS_VIEW_HEADER } from '~/lib/counted-view-headers';
import { languageCookie, requestLanguage } from '~/http/language-cookie.server';

/**
 * Pages rendered for visitors who are not signed in, kept in the server's memory and answered
 * again without a render (ADR 0073, docs/product.md#pages-kept-for-visitors). Only a GET of a
 * document by a request with no cookie but the language choice is served or kept, only a 200 page
 * with no cookie of its own is kept, each under its full address, the language it was rendered
 * in and whether it was drawn whole for a crawler. A page answered again gets this request's CSP
 * nonce in place of the one it was rendered with. Every write (any server's, through PostgreSQL's
 * notices) empties the cache; a page is never older than `maxAgeMs` either.
 */

/** Cookies that change nothing but the language, which is in the key. */
const ANONYMOUS_COOKIES = new Set(['lang']);

/** The header saying whether a page came from the cache (for the owner and the tests). */
export const CACHE_STATUS_HEADER = 'X-Page-Cache';

type Entry = {
  status: number;
  headers: [string, string][];
  /**
   * The page split at its render's nonce, joined again with each answer's own. Held as bytes,
   * outside V8's heap, which `npm start` keeps at 128 MB (ADR 0015).
   */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
  countsViewOf?: string;
};

type Options = {
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
  /** A write was answered here: the other servers must forget their pages too. */
  announce?: () => void;
  /** A page answered from the cache counted a view of this home (ADR 0073). */
  countView?: (request: Request, homeId: number) => void;
};

/** Only the language choice among the cookies, or none: no session, no sign-in under way. */
export function anonymous(cookieHeader: string | undefined) {
  if (!cookieHeader) return true;
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => ANONYMOUS_COOKIES.has(part.slice(0, part.indexOf('=')).trim()));
}

function fetchRequestOf(req: ExpressRequest, url: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Request(url, { method: req.method, headers });
}

export function pageCache({ maxBytes, maxAgeMs, now = Date.now, announce, countView }: Options) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every write: a render that began before a write is not kept after it.
  let generation = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };

  /** The key of a request that may be served or kept, else undefined. */
  async function keyOf(req: ExpressRequest, url: string) {
    if (req.method !== 'GET' || !anonymous(req.headers.cookie)) return undefined;
    const path = req.path;
    // Documents only: data requests (`.data`, `_routes`) are what a page asks for as it moves.
    if (path.endsWith('.data')) return undefined;
    // The end-to-end server's fault switches (`x-roofline-…`, E2E_FAULTS) change the page.
    if (Object.keys(req.headers).some((name) => name.startsWith('x-roofline-'))) return undefined;
    const headers = new Headers();
    if (req.headers.cookie) headers.set('Cookie', req.headers.cookie);
    if (req.headers['accept-language'])
      headers.set('Accept-Language', req.headers['accept-language']);
    const lang = await requestLanguage(new Request(url, { headers }));
    // An English address opened by a visitor who chose Japanese is sent on to its Japanese
    // address by the root (ADR 0065): that answer is the router's to give, never a kept page.
    if (lang === 'en' && (await languageCookie.parse(req.headers.cookie ?? null)) === 'ja')
      return undefined;
    const whole = isbot(req.headers['user-agent'] ?? '') ? 'whole' : 'streamed';
    return { key: `${lang} ${whole} ${url}`, lang };
  }

  /** Answers from the cache when it can; otherwise the page is rendered (and maybe kept). */
  function serve(urlOf: (req: ExpressRequest) => string): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        // A post, put or delete may change any page: forgotten here at once, and by the other
        // servers when they hear of it. Answered or refused, it costs one render per page.
        clear();
        res.once('finish', () => {
          clear();
          announce?.();
        });
        return next();
      }
      const url = urlOf(req);
      keyOf(req, url).then((found) => {
        const entry = found && entries.get(found.key);
        if (!found || !entry || now() - entry.storedAt > maxAgeMs) {
          if (found && entry) forget(found.key);
          res.locals.pageCache = found && { ...found, generation };
          if (found) res.setHeader(CACHE_STATUS_HEADER, 'miss');
          return next();
        }
        // Most recently used last, so the oldest use is the first to go.
        entries.delete(found.key);
        entries.set(found.key, entry);
        res.status(entry.status);
        for (const [name, value] of entry.headers) res.append(name, value);
        res.setHeader(CACHE_STATUS_HEADER, 'hit');
        if (entry.countsViewOf) countView?.(fetchRequestOf(req, url), Number(entry.countsViewOf));
        const nonce = Buffer.from(String(res.locals.cspNonce ?? ''));
        res.end(Buffer.concat(entry.parts.flatMap((part, i) => (i ? [nonce, part] : [part]))));
      }, next);
    };
  }

  /**
   * The router's answer for this request, kept when it may be: read whole and answered from the
   * text (a page is 30–130 KB). Otherwise the answer is returned as it came.
   */
  async function keep(res: ExpressResponse, response: Response): Promise<Response> {
    const countsViewOf = response.headers.get(COUNTS_VIEW_HEADER) ?? undefined;
    if (countsViewOf) response.headers.delete(COUNTS_VIEW_HEADER);
    const wanted = res.locals.pageCache as
      { key: string; lang: string; generation: number } | undefined;
    const nonce = String(res.locals.cspNonce ?? '');
    const cacheable =
      wanted &&
      nonce &&
      response.status === 200 &&
      (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
      !response.headers.has('Set-Cookie') &&
      !/no-store/.test(response.headers.get('Cache-Control') ?? '');
    if (!cacheable || !response.body) return response;
    const html = await response.text();
    const answer = new Response(html, { status: response.status, headers: response.headers });
    // Kept only if rendered in the language of its key and no write came while it was drawn.
    if (!html.includes(`<html lang="${wanted.lang}"`) || wanted.generation !== generation)
      return answer;
    const parts = html.split(nonce).map((part) => Buffer.from(part));
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    // One very large page must not push out all the others.
    if (size > maxBytes / 2) return answer;
    forget(wanted.key);
    const headers = [...response.headers].filter(
      ([name]) => !['content-length', 'date'].includes(name.toLowerCase()),
    );
    entries.set(wanted.key, {
      status: response.status,
      headers,
      parts,
      bytes: size,
      storedAt: now(),
      ...(countsViewOf && { countsViewOf }),
    });
    bytes += size;
    for (const [key] of entries) {
      if (bytes <= maxBytes) break;
      forget(key);
    }
    return answer;
  }

  return { serve, keep, clear, size: () => ({ pages: entries.size, bytes }) };
}
