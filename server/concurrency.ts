import type { Socket } from 'node:net';

import type { RequestHandler } from 'express';

import { onceClosed } from './closed';

/**
 * Lets at most `limit` requests through at once; the rest wait their turn, first come first
 * served, and a request whose client leaves while it waits gives up its place. A page being
 * rendered holds its data, its React tree and its HTML in memory, while a waiting request holds
 * only its socket, so this bounds the server's memory under a burst. It also keeps the order
 * fair: without it every request's queries join one queue for the database, and a page that
 * needs four queries waits in it four times.
 *
 * A connection's requests go in one at a time: those sent behind another on the same connection
 * (pipelined) wait for its answer before they wait for a place.
 */
export function concurrencyLimit(limit: number): RequestHandler {
  let running = 0;
  const waiting = new Set<() => void>();
  const release = () => {
    const [next] = waiting;
    if (next) {
      waiting.delete(next);
      next();
    } else {
      running -= 1;
    }
  };
  // The requests that came down one connection (pipelined) after the one it has in, in order.
  const lines = new WeakMap<Socket, (() => void)[]>();
  return (req, res, next) => {
    // The client left before the request got here (say, while a static-file lookup ran): its
    // 'close' has already been emitted, and a slot taken now would never be given back.
    if (res.closed || req.socket.destroyed) return;
    const socket = req.socket;
    let state: 'behind' | 'waiting' | 'running' | 'over' = 'behind';
    const start = () => {
      state = 'running';
      next();
    };
    // One request of a connection at a time: its answers go out in order anyway, and a client
    // that sends many at once and reads none would otherwise hold every place.
    const enter = () => {
      state = 'waiting';
      if (running < limit) {
        running += 1;
        start();
      } else {
        waiting.add(start);
      }
    };
    onceClosed(req, res, () => {
      const was = state;
      state = 'over';
      const line = lines.get(socket) ?? [];
      if (was === 'behind') {
        const at = line.indexOf(enter);
        if (at >= 0) line.splice(at, 1);
        return;
      }
      if (was === 'running') release();
      else waiting.delete(start);
      // A connection that closed takes its other requests with it: they are closing too.
      if (socket.destroyed) return;
      const following = line.shift();
      if (following) following();
      else lines.delete(socket);
    });
    const line = lines.get(socket);
    if (line) {
      line.push(enter);
    } else {
      lines.set(socket, []);
      enter();
    }
  };
}

/**
 * Requests whose path starts with `prefix` wait for the places of `own`, the others for those of
 * `others`: the drawings (`/art/`) never queue behind pages being rendered, nor hold their places.
 */
export function placesApart(
  prefix: string,
  own: RequestHandler,
  others: RequestHandler,
): RequestHandler {
  return (req, res, next) => (req.path.startsWith(prefix) ? own : others)(req, res, next);
}
