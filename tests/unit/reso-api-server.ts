import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Database } from '~/db/client.server';
import { issueToken } from '~/models/reso/oauth.server';
import type { RateLimits } from '~/models/rate-limits.server';
import { answerResoRequest, apiLimitsFor } from '~/models/reso/web-api.server';
import { loader as photoLoader } from '~/routes/photos';

/**
 * The RESO Web API's handlers on a loopback HTTP server of the test's own, against its database
 * (what the routes `reso/oauth/token` and `reso/odata/*` call), for real HTTP clients: the OAuth
 * and OData clients talk to it as to the site. Its photos (`/photos/…`) are served by the site's
 * own route, so another site can fetch the `MediaURL`s it sends.
 */
export async function startResoApiServer(db: Database, limits: RateLimits = apiLimitsFor(db)) {
  const server = createServer((req, res) => {
    answer(req, db, limits, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answer(req: IncomingMessage, db: Database, limits: RateLimits, origin: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`${origin}${req.url}`, {
    method: req.method,
    headers,
    ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
  });
  const path = new URL(request.url).pathname;
  if (path === '/reso/oauth/token' && req.method === 'POST') return issueToken(db, request);
  if (path.startsWith('/reso/odata/'))
    return answerResoRequest(request, decodeURIComponent(path.slice('/reso/odata/'.length)), {
      db,
      limits,
    });
  const photo = /^\/photos\/([^/]+)\/([^/]+)$/.exec(path);
  if (photo && req.method === 'GET')
    return photoLoader({
      params: { key: photo[1]!, file: photo[2]! },
      request,
      context: { db },
    } as unknown as Parameters<typeof photoLoader>[0]);
  return new Response('Not Found', { status: 404 });
}
