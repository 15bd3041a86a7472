import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
} from 'react-router';

import { NonceProvider } from '~/components/nonce';
import { getDictionary } from '~/i18n/dictionaries.server';
import { ServerDictionariesProvider } from '~/i18n/dictionary-source';
import { dropHeadModulePreloads } from '../server/head-module-preloads';

export const streamTimeout = 5_000;

/** What every page's answer varies by: the session (who is signed in, their hearts) and the language. */
const VARY = ['Cookie', 'Accept-Language'];

/**
 * A page, and its data fetched as the browser moves between pages, belong to the visitor: no
 * shared cache may keep them, unless a route said otherwise.
 */
function keepPrivate(headers: Headers) {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
  const vary = (headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = VARY.filter(
    (name) => !vary.some((one) => one.toLowerCase() === name.toLowerCase()),
  );
  if (missing.length) headers.set('Vary', [...vary, ...missing].join(', '));
}

/**
 * The root adds its Vary to the pages it renders, but a data request may leave the root out
 * (`_routes=routes/properties/list` after a heart is pressed).
 */
export function handleDataRequest(response: Response) {
  keepPrivate(response.headers);
  return response;
}

/**
 * A post the router refuses (400) before its action runs because its `Origin` is not the
 * request's own origin (another site, or the site's own host over https while this server is
 * reached over http without `PUBLIC_ORIGIN`): the router's own test, repeated. It hands this
 * refusal to `handleError` as a plain Error.
 */
export function refusedOrigin(request: Request) {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * Errors are logged, the site's own faults alone (ADR 0034, ADR 0097): a refusal of a visitor's
 * request (any 4xx: a page that is not there, a post to a page without a form, a GET of a form's
 * address, a post from another origin) is answered, and is no fault of the site's. Left to the
 * router, each wrote a stack trace.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return;
  if (refusedOrigin(request)) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode get the whole document at once; people get it streamed.
    const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    // A render still running at the deadline is stopped. The timer holds the whole render (its
    // tree and loader data), so it is cleared as soon as the render is done: left to run out, it
    // kept every page for seconds after it was sent, and under load the heap filled with them.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerDictionariesProvider value={getDictionary}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerDictionariesProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, never moved out to be revealed by a
        // script later: the page must read the same without JavaScript (ADR 0011).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(deadline);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, the error boundary shows them.
          if (shellRendered) console.error(error);
        },
      },
    );

    function respond() {
      shellRendered = true;
      // The head without its module preloads: the page paints before its code loads (ADR 0014).
      const body = dropHeadModulePreloads();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      keepPrivate(responseHeaders);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
  });
}
