import compression from 'compression';
import type { RequestHandler, Response } from 'express';

type Listener = (...args: unknown[]) => void;

/**
 * Compression, with the response's drain listeners kept by the response. `compression` hands
 * `res.on('drain')` to its compressing stream but not `res.off('drain')`, so a listener removed
 * later stays on that stream. React Router waits for each drain with `once` and removes the
 * listener when the write settles, so a large page written to a slow reader left one listener
 * behind per wait (Node's MaxListenersExceededWarning under load). Here the response keeps its
 * drain listeners itself and gives the stream one listener that calls them.
 */
export function compressResponses(): RequestHandler[] {
  return [compression(), drainListenersOnTheResponse];
}

const drainListenersOnTheResponse: RequestHandler = (_req, res, next) => {
  const forward = res.on;
  const remove = res.removeListener;
  const listeners: Listener[] = [];
  let forwarded = false;
  const on = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return forward.call(this, event, listener);
    listeners.push(listener);
    if (!forwarded) {
      forwarded = true;
      // A copy: a `once` listener removes itself while this runs.
      forward.call(this, 'drain', (...args: unknown[]) => {
        for (const each of [...listeners]) each.apply(res, args);
      });
    }
    return this;
  };
  const off = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return remove.call(this, event, listener);
    // `once` registers a wrapper that names the original as `listener`.
    const index = listeners.findLastIndex(
      (each) =>
        each === listener || (each as Listener & { listener?: Listener }).listener === listener,
    );
    if (index >= 0) listeners.splice(index, 1);
    return this;
  };
  res.on = res.addListener = on as Response['on'];
  res.off = res.removeListener = off as Response['off'];
  next();
};
