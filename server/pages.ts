import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

import { writeReadableStreamToWritable } from '@react-router/node';
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

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
}: {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** The site's own origin; the request's Host header otherwise. */
  origin?: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handlers = {
    en: createRequestHandler(build, mode),
    ja: createRequestHandler(() => build().then(japaneseBuild), mode),
  };
  return async (req, res, next) => {
    try {
      const handle = handlers[languageOfPath(req.path)];
      const response = await handle(fetchRequest(req, res, origin), getLoadContext(req, res));
      await send(req, res, response);
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
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor left while the page was being sent.
    if (!over(req, res)) throw error;
  }
}
