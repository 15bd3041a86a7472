import type { Request, Response } from 'express';

/**
 * Calls `listener` once, when the response is over: sent, failed or abandoned by the client.
 * A response ends with its own 'close', except one queued behind another on a pipelined
 * connection, which hears that the client left only from the socket.
 */
export function onceClosed(req: Request, res: Response, listener: () => void) {
  const socket = req.socket;
  const closed = () => {
    res.off('close', closed);
    socket.off('close', closed);
    listener();
  };
  res.once('close', closed);
  socket.once('close', closed);
}
