import type { RequestHandler } from 'express';

import { onceClosed } from './closed';

/**
 * Lets at most `limit` requests through at once; the rest wait their turn, first come first
 * served, and a request whose client leaves while it waits gives up its place. A page being
 * rendered holds its data, its React tree and its HTML in memory, while a waiting request holds
 * only its socket, so this bounds the server's memory under a burst. It also keeps the order
 * fair: without it every request's queries join one queue for the database, and a page that
 * needs four queries waits in it four times.
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
  return (req, res, next) => {
    // The client left before the request got here (say, while a static-file lookup ran): its
    // 'close' has already been emitted, and a slot taken now would never be given back.
    if (res.closed || req.socket.destroyed) return;
    let state: 'waiting' | 'running' = 'waiting';
    const start = () => {
      state = 'running';
      next();
    };
    onceClosed(req, res, () => {
      if (state === 'running') release();
      else waiting.delete(start);
    });
    if (running < limit) {
      running += 1;
      start();
    } else {
      waiting.add(start);
    }
  };
}
