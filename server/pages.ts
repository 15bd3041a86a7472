import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

import { writeReadableStreamToWritable } from '@react-router/node';
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

import type { Language } from '~/i18n/i18n';
import { LANGUAGE_PREFIX, languageOfPath } from '~/lib/language-path';

import { onceClosed } from './closed';

/**
 * Japanese pages are the same app under the basename `/ja` (ADR 0065): React Router then adds the
 * prefix to every link, form and redirect of a Japanese page by itself. One build, derived once.
 */
const japaneseBuilds = new WeakMap<ServerBuild, ServerBuild>();
function japaneseBuild(build: ServerBuild) {
  let ja = japaneseBuilds.get(build);
  if (!ja) japaneseBuilds.set(build, (ja = { ...build, basename: LANGUAGE_PREFIX.ja }));
  return ja;
}

/**
 * The pages and their data, answered by React Router: Express's request becomes a fetch
 * `Request` and the router's `Response` is written back. In place of `@react-router/express`,
 * whose request reads the body from the socket: here the body has already been read, up to its
 * limit, by `requestGuard`, and the host has been checked there too.
 */
export function pageHandler({
  build,
  mode,
  origin,
  getLoadContext,
  keep,
}: {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** The site's own origin; the request's Host header otherwise. */
  origin?: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Keeps a page for visitors who are not signed in (server/page-cache.ts), when it may. */
  keep?: (res: ExpressResponse, response: Response) => Promise<Response>;
}): RequestHandler {
  // Given a function, React Router derives the route tree and its static handler again on every
  // request, which development needs (an edit brings a new build). In production the build never
  // changes: it is read once and handed over as an object, derived once (docs/performance.md,
  // "Where a page's time goes"). Each language has its own handler: the Japanese pages run under
  // the basename `/ja` (ADR 0065).
  const handlerFor = (language: Language) => {
    const languageBuild = (once: ServerBuild) => (language === 'ja' ? japaneseBuild(once) : once);
    if (mode !== 'production') {
      const reloading = createRequestHandler(() => build().then(languageBuild), mode);
      return async () => reloading;
    }
    let built: ReturnType<typeof createRequestHandler> | undefined;
    return async () => (built ??= createRequestHandler(languageBuild(await build()), mode));
  };
  const handlers = { en: handlerFor('en'), ja: handlerFor('ja') };
  return async (req, res, next) => {
    try {
      const handle = await handlers[languageOfPath(req.path)]();
      const response = await handle(fetchRequest(req, res, origin), getLoadContext(req, res));
      await send(req, res, keep ? await keep(res, response) : response);
    } catch (error) {
      next(error);
    }
  };
}

/** The page's address. Joined, not resolved: a path that starts with `//` stays a path. */
export function requestUrl(
  req: Pick<ExpressRequest, 'protocol' | 'host' | 'originalUrl'>,
  origin?: string,
) {
  return `${origin ?? `${req.protocol}://${req.host}`}${req.originalUrl}`;
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse, origin?: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  // A visitor who leaves stops the work done for them.
  const controller = new AbortController();
  onceClosed(req, res, () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = res.locals.body as Buffer | undefined;
  // A photo's body waits in a file (requestGuard): the action reads it from there as a stream.
  const file = res.locals.bodyFile as string | undefined;
  return new Request(requestUrl(req, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    // Only a request with a body has one: requestGuard reads none for GET and HEAD.
    ...(body && { body: new Uint8Array(body) }),
    ...(file && {
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    }),
  });
}

/** The visitor is gone, or has been answered already. */
function over(req: ExpressRequest, res: ExpressResponse) {
  return res.destroyed || res.writableEnded || req.socket.destroyed;
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response) {
  if (over(req, res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  gatherWrites(res);
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor left while the page was being sent.
    if (!over(req, res)) throw error;
  }
}

/**
 * React writes a page in many small pieces (about 2 KB each), and each went to the socket in a
 * system call of its own. The pieces written in one turn of the event loop now leave together:
 * the socket is corked at the first and uncorked once the turn is over, so a page drawn at once
 * leaves in one write, and a page that streams still sends each part as it is ready
 * (docs/performance.md, "Where a page's time goes").
 */
function gatherWrites(res: ExpressResponse) {
  const socket = res.socket;
  if (!socket) return;
  const write = res.write;
  let corked = false;
  res.write = function (this: ExpressResponse, ...args: Parameters<ExpressResponse['write']>) {
    if (!corked && !socket.destroyed) {
      corked = true;
      socket.cork();
      setImmediate(() => {
        corked = false;
        socket.uncork();
      });
    }
    return write.apply(this, args);
  } as ExpressResponse['write'];
}
