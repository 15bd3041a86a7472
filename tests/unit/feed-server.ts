import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A feed's server on loopback for the import tests: each path answers as its handler says, and
 * every request is counted (with its `If-None-Match`), so a test sees what the importer fetched.
 */
export type FeedRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const requests: { path: string; ifNoneMatch?: string }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, ifNoneMatch: request.headers['if-none-match'] });
    const route = routes.get(path.split('?')[0]!);
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    routes,
    requests,
    /** Requests to `path` so far. */
    count: (path: string) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers `body` with `type`. */
export const answer =
  (
    body: string | Buffer,
    type = 'application/json',
    headers: Record<string, string> = {},
  ): FeedRoute =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers }).end(body);
  };
