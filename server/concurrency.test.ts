import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { concurrencyLimit } from './concurrency';

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
  it('gives back the slots of pipelined requests whose client left', async () => {
    const s = await serve(4);
    close = s.close;
    // Six requests in one packet, and the connection closed before any answer: the responses
    // queued behind the first get no 'close' of their own.
    const port = new URL(s.base).port;
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          Array.from(
            { length: 6 },
            (_, i) => `GET /p${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
          ).join(''),
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    await until(() => s.started.length === 4);
    for (const name of ['p3', 'p2', 'p1']) s.finish(name);
    await new Promise((r) => setTimeout(r, 100));
    for (const name of s.started.slice(4)) s.finish(name);
    const next = fetch(`${s.base}/next`).then((res) => res.text());
    await until(() => s.started.includes('next'));
    s.finish('next');
    expect(await next).toBe('next');
  });
});
