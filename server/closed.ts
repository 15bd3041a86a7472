import type { Socket } from 'node:net';

import type { Request, Response } from 'express';

/** What to call when a connection closes: one listener a connection, however many requests. */
const onSocketClose = new WeakMap<Socket, Set<() => void>>();

/**
 * Calls `listener` once, when the response is over: sent, failed or abandoned by the client.
 * A response ends with its own 'close', except one queued behind another on a pipelined
 * connection, which hears that the client left only from the socket.
 */
export function onceClosed(req: Request, res: Response, listener: () => void) {
  const socket = req.socket;
  let listeners = onSocketClose.get(socket);
  if (!listeners) {
    const all = new Set<() => void>();
    onSocketClose.set(socket, all);
    socket.once('close', () => {
      for (const one of [...all]) one();
    });
    listeners = all;
  }
  const closed = () => {
    res.off('close', closed);
    listeners.delete(closed);
    listener();
  };
  res.once('close', closed);
  listeners.add(closed);
}
