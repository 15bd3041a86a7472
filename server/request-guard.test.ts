import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { requestGuard } from './request-guard';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server that answers with the size of the body the guard handed on. */
async function serve(options?: Parameters<typeof requestGuard>[0], trustProxy = false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(requestGuard(options));
  app.use((req, res) => {
    const body = res.locals.body as Buffer | undefined;
    res.send(`${req.method} ${body === undefined ? 'none' : body.length}`);
  });
  const server = app.listen(0);
  await once(server, 'listening');
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return (server.address() as AddressInfo).port;
}

/** One request with exactly these headers (a Host header of any shape). */
function send(port: number, method: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest({ port, method, path: '/page', headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('requestGuard', () => {
  it('hands on a body within the limit, whole', async () => {
    const port = await serve({ limit: 1000 });
    const body = 'message=' + 'x'.repeat(992);
    const answer = await send(port, 'POST', { Host: 'localhost', 'Content-Length': '1000' }, body);
    expect(answer).toEqual({ status: 200, text: 'POST 1000' });
    expect(await send(port, 'GET', { Host: 'localhost' })).toEqual({
      status: 200,
      text: 'GET none',
    });
  });

  it('answers 413 to a body over the limit, declared or sent in chunks', async () => {
    const port = await serve({ limit: 1000 });
    const body = 'x'.repeat(1001);
    expect((await send(port, 'POST', { Host: 'h', 'Content-Length': '1001' }, body)).status).toBe(
      413,
    );
    const chunked = await send(port, 'POST', { Host: 'h', 'Transfer-Encoding': 'chunked' }, body);
    expect(chunked.status).toBe(413);
  });

  it('answers 408 to a body that does not arrive in time, holding nothing meanwhile', async () => {
    const port = await serve({ timeoutMs: 300 });
    const socket = connect(port, '127.0.0.1');
    socket.write('POST /page HTTP/1.1\r\nHost: h\r\nContent-Length: 100\r\n\r\nname=');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    // Other requests are answered while that body waits.
    expect((await send(port, 'GET', { Host: 'h' })).status).toBe(200);
    await once(socket, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 405 to TRACE (and Node itself refuses TRACK)', async () => {
    const port = await serve();
    expect((await send(port, 'TRACE', { Host: 'localhost' })).status).toBe(405);
    expect((await send(port, 'TRACK', { Host: 'localhost' })).status).toBe(400);
  });

  it.each(['', 'localhost:99999', 'a b', '"><x>', 'a/b', 'user@host', 'h:1:2'])(
    'answers 400 to the host %j',
    async (host) => {
      const port = await serve();
      expect((await send(port, 'GET', { Host: host })).status).toBe(400);
    },
  );

  it.each(['localhost', 'localhost:3000', 'www.example.com', '127.0.0.1:80', '[::1]:3000'])(
    'lets the host %j through',
    async (host) => {
      const port = await serve();
      expect((await send(port, 'GET', { Host: host })).status).toBe(200);
    },
  );

  it('checks the forwarded host only when proxies are trusted', async () => {
    const bad = { Host: 'localhost', 'X-Forwarded-Host': 'a b' };
    expect((await send(await serve(), 'GET', bad)).status).toBe(200);
    close?.();
    const port = await serve({}, true);
    expect((await send(port, 'GET', bad)).status).toBe(400);
    const good = { Host: 'localhost', 'X-Forwarded-Host': 'roofline.example, proxy.local' };
    expect((await send(port, 'GET', good)).status).toBe(200);
  });
});
