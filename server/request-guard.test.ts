import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { refuseConnect, requestGuard } from './request-guard';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server that answers with the size of the body the guard handed on. */
async function serve(options?: Parameters<typeof requestGuard>[0], trustProxy = false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(requestGuard(options));
  app.use((req, res) => {
    const body = res.locals.body as Buffer | undefined;
    res
      .set('X-Path', req.originalUrl)
      .send(`${req.method} ${body === undefined ? 'none' : body.length}`);
  });
  const server = app.listen(0);
  // As server.js listens: CONNECT goes to the 'connect' listener, never to Express.
  server.on('connect', refuseConnect);
  await once(server, 'listening');
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return (server.address() as AddressInfo).port;
}

/** One request with exactly these headers (a Host header of any shape). */
function send(
  port: number,
  method: string,
  headers: Record<string, string>,
  body = '',
  path = '/page',
) {
  return new Promise<{ status: number; text: string; path?: string }>((resolve, reject) => {
    const req = httpRequest({ port, method, path, headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text,
          ...(res.headers['x-path'] && { path: String(res.headers['x-path']) }),
        }),
      );
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
    expect(answer).toMatchObject({ status: 200, text: 'POST 1000' });
    expect(await send(port, 'GET', { Host: 'localhost' })).toMatchObject({
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

  it('reads the rest of a body a little over the limit, so that its 413 arrives', async () => {
    // The body comes in two parts, the second after the first has been refused, as it does over a
    // slow network. Closed with the second part unread, the connection is reset, and the answer
    // with it.
    const port = await serve({ limit: 1000 });
    const socket = connect(port, '127.0.0.1');
    const rest = 'x'.repeat(100 * 1024);
    socket.write(`POST /page HTTP/1.1\r\nHost: h\r\nContent-Length: ${2000 + rest.length}\r\n\r\n`);
    socket.write('x'.repeat(2000));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    const reset = once(socket, 'error').then(([error]) => String(error));
    // A slow network: the time is the client's, not a wait for the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.end(rest);
    const ended = await Promise.race([once(socket, 'close').then(() => 'closed'), reset]);
    expect({ ended, reply: reply.slice(0, 12) }).toEqual({
      ended: 'closed',
      reply: 'HTTP/1.1 413',
    });
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

  it('answers 405 to methods the site does not use (and Node itself refuses TRACK)', async () => {
    const port = await serve();
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      const answer = await send(port, method, { Host: 'localhost' });
      expect(answer.status, method).toBe(405);
    }
    expect((await send(port, 'TRACK', { Host: 'localhost' })).status).toBe(400);
    const socket = connect(port, '127.0.0.1');
    socket.write('CONNECT /faq HTTP/1.1\r\nHost: localhost\r\n\r\n');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    await once(socket, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(reply).toContain('Allow: GET, HEAD, POST');
    const options = await new Promise<{ status?: number; allow?: string }>((resolve) =>
      httpRequest({ port, method: 'OPTIONS', path: '*' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, allow: res.headers.allow });
      }).end(),
    );
    expect(options).toEqual({ status: 204, allow: 'GET, HEAD, POST' });
  });

  it('reads an absolute target on its own host as its path, and refuses other targets', async () => {
    const port = await serve();
    const host = { Host: 'localhost:3000' };
    const absolute = await send(port, 'GET', host, '', 'http://localhost:3000/home1?x=1');
    expect(absolute).toMatchObject({ status: 200, path: '/home1?x=1' });
    expect((await send(port, 'GET', host, '', '/home1')).path).toBe('/home1');
    for (const target of ['http://evil.example/home1', 'javascript:alert(1)', '*', 'home1']) {
      expect((await send(port, 'GET', host, '', target)).status, target).toBe(400);
    }
  });

  it("refuses with 403 a post from another site's page", async () => {
    const port = await serve({ origin: 'https://roofline.example' });
    const post = (headers: Record<string, string>) =>
      send(port, 'POST', { Host: 'localhost:3000', ...headers }, 'lang=ja');
    expect((await post({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ Origin: 'null' })).status).toBe(403);
    expect((await post({ Origin: 'http://localhost:3001' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    // The site's own pages, by the Host header or the configured origin; and clients that
    // are not browsers, which send no Origin.
    expect((await post({ Origin: 'http://localhost:3000' })).status).toBe(200);
    expect((await post({ Origin: 'https://roofline.example' })).status).toBe(200);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
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

  it('checks the forwarded protocol only when proxies are trusted: http or https', async () => {
    const bad = (proto: string) => ({ Host: 'localhost', 'X-Forwarded-Proto': proto });
    expect((await send(await serve(), 'GET', bad('ht tp'))).status).toBe(200);
    close?.();
    const port = await serve({}, true);
    for (const proto of ['ht tp', 'file', 'javascript', 'a:b', 'data']) {
      expect((await send(port, 'GET', bad(proto))).status, proto).toBe(400);
    }
    for (const proto of ['https', 'http', 'HTTPS', 'https, http']) {
      expect((await send(port, 'GET', bad(proto))).status, proto).toBe(200);
    }
  });

  it('answers 400 to a path whose percent-encoding does not decode', async () => {
    const port = await serve();
    const host = { Host: 'localhost' };
    for (const path of ['/%ED%A0%80', '/%C0%AF', '/blog/%E0%A4%A', '/%']) {
      expect((await send(port, 'GET', host, '', path)).status, path).toBe(400);
    }
    // A query string's encoding is the pages' to read.
    expect((await send(port, 'GET', host, '', '/page?q=%ED%A0%80')).status).toBe(200);
    expect((await send(port, 'GET', host, '', '/%E6%9D%B1%E4%BA%AC')).status).toBe(200);
  });
});
