import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

import { NonceProvider } from '~/components/nonce';
import { dropHeadModulePreloads } from '~/lib/head-module-preloads.server';

export const streamTimeout = 5_000;

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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
      if (!responseHeaders.has('Cache-Control')) {
        responseHeaders.set('Cache-Control', 'private, no-cache');
      }
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
