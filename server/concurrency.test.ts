import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { concurrencyLimit, placesApart } from './concurrency';

/** A server whose requests hold their place until the test lets them finish. */
async function serve(limit: number, { before = 0 } = {}) {
  const app = express();
  // Something slow in front of the limit, as the static-file lookup is in the real server.
  if (before) app.use((_req, _res, next) => void setTimeout(next, before));
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  app.use(concurrencyLimit(limit));
  app.get('/:name', (req, res) => {
    running += 1;
    peak = Math.max(peak, running);
    started.push(req.params.name);
    finishers.set(req.params.name, () => {
      running -= 1;
      res.send(req.params.name);
    });
  });
  const server = app.listen(0);
  await once(server, 'listening');
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    base,
    started,
    peak: () => peak,
    finish: (name: string) => finishers.get(name)!(),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('concurrencyLimit', () => {
  it('lets the limit through at once and the rest in the order they came', async () => {
    const s = await serve(2);
    close = s.close;
    const answers = ['a', 'b', 'c', 'd'].map((name, i) =>
      new Promise((r) => setTimeout(r, i * 30)).then(() =>
        fetch(`${s.base}/${name}`).then((res) => res.text()),
      ),
    );
    await until(() => s.started.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(s.started).toEqual(['a', 'b']);
    s.finish('b');
    await until(() => s.started.length === 3);
    expect(s.started[2]).toBe('c');
    s.finish('a');
    await until(() => s.started.length === 4);
    s.finish('c');
    s.finish('d');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(s.peak()).toBe(2);
  });

  it('gives up the place of a visitor who leaves while waiting, and the slot of one who leaves while served', async () => {
    const s = await serve(1);
    close = s.close;
    const first = new AbortController();
    const gone = new AbortController();
    const a = fetch(`${s.base}/a`, { signal: first.signal }).catch(() => 'aborted');
    await until(() => s.started.length === 1);
    const b = fetch(`${s.base}/b`, { signal: gone.signal }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 50));
    gone.abort();
    expect(await b).toBe('aborted');
    await new Promise((r) => setTimeout(r, 100));
    // The one being served leaves too: its slot must come back, or the server stalls for good.
    first.abort();
    expect(await a).toBe('aborted');
    const c = fetch(`${s.base}/c`).then((res) => res.text());
    await until(() => s.started.includes('c'));
    expect(s.started).toEqual(['a', 'c']);
    s.finish('c');
    expect(await c).toBe('c');
  });

  it('takes no slot for a visitor who left before reaching the limit', async () => {
    const s = await serve(1, { before: 100 });
    close = s.close;
    const early = new AbortController();
    const left = fetch(`${s.base}/gone`, { signal: early.signal }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 20));
    early.abort();
    expect(await left).toBe('aborted');
    await new Promise((r) => setTimeout(r, 150));
    const next = fetch(`${s.base}/next`).then((res) => res.text());
    await until(() => s.started.includes('next'));
    s.finish('next');
    expect(await next).toBe('next');
    expect(s.started).toEqual(['next']);
  });
  it('gives back the place of pipelined requests whose client left', async () => {
    const s = await serve(4);
    close = s.close;
    // Six requests in one packet, and the connection closed before any answer: the responses
    // queued behind the first get no 'close' of their own.
    await pipeline(s.base, 6, { closeAfter: 50 });
    await until(() => s.started.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    s.finish('p0');
    const next = Array.from({ length: 4 }, (_, i) =>
      fetch(`${s.base}/next${i}`).then((res) => res.text()),
    );
    await until(() => s.started.length === 5);
    expect([...s.started].sort()).toEqual(['next0', 'next1', 'next2', 'next3', 'p0']);
    for (let i = 0; i < 4; i += 1) s.finish(`next${i}`);
    expect(await Promise.all(next)).toEqual(['next0', 'next1', 'next2', 'next3']);
  });

  it("takes a connection's pipelined requests one at a time, in order", async () => {
    const s = await serve(3);
    close = s.close;
    const socket = await pipeline(s.base, 4);
    await until(() => s.started.length === 1);
    // The connection holds one place: two others are served beside it.
    const others = ['x', 'y'].map((name) => fetch(`${s.base}/${name}`).then((res) => res.text()));
    await until(() => s.started.length === 3);
    expect([...s.started].sort()).toEqual(['p0', 'x', 'y']);
    s.finish('x');
    s.finish('y');
    expect(await Promise.all(others)).toEqual(['x', 'y']);
    for (let i = 0; i < 4; i += 1) {
      await until(() => s.started.includes(`p${i}`));
      // The connection's next request waits for this one's answer.
      await new Promise((r) => setTimeout(r, 30));
      const mine = s.started.filter((name) => name.startsWith('p'));
      expect(mine).toEqual(Array.from({ length: i + 1 }, (_, j) => `p${j}`));
      s.finish(`p${i}`);
    }
    expect(s.started.slice(3)).toEqual(['p1', 'p2', 'p3']);
    expect(s.peak()).toBe(3);
    socket.destroy();
  });
});

/** `count` requests for /p0, /p1… in one packet on a new connection; closed after `closeAfter` ms. */
async function pipeline(base: string, count: number, { closeAfter }: { closeAfter?: number } = {}) {
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  socket.write(
    Array.from({ length: count }, (_, i) => `GET /p${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join(
      '',
    ),
  );
  if (closeAfter !== undefined) {
    await new Promise((r) => setTimeout(r, closeAfter));
    socket.destroy();
  }
  return socket;
}

describe('placesApart', () => {
  it('answers a drawing at once while every place of the pages is held', async () => {
    const app = express();
    const held: (() => void)[] = [];
    app.use(placesApart('/art/', concurrencyLimit(2), concurrencyLimit(1)));
    app.get('/art/:name', (req, res) => void res.send(`drawing ${req.params.name}`));
    app.get('/:name', (req, res) => void held.push(() => res.send(req.params.name)));
    const server = app.listen(0);
    await once(server, 'listening');
    close = () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    };
    const base = `http://localhost:${(server.address() as AddressInfo).port}`;
    const page = fetch(`${base}/slow`).then((res) => res.text());
    await until(() => held.length === 1);
    // The one place for pages is taken: another page waits, a drawing does not.
    const waiting = fetch(`${base}/next`).then((res) => res.text());
    expect(await fetch(`${base}/art/house`).then((res) => res.text())).toBe('drawing house');
    expect(held).toHaveLength(1);
    held[0]!();
    await until(() => held.length === 2);
    held[1]!();
    expect(await Promise.all([page, waiting])).toEqual(['slow', 'next']);
  });
});
