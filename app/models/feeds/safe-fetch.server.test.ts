import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answer, startFeedServer } from '../../../tests/unit/feed-server';
import { FetchRefused, safeFetch, type FetchLimits } from './safe-fetch.server';
import { FEED_MAX_BYTES, urlRecords } from './sources.server';

let feeds: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const limits: FetchLimits = { allowPrivate: true, maxBytes: 1_000_000, timeoutMs: 5_000 };

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof FetchRefused) return error.problem.code;
    throw error;
  }
  return 'none';
}

async function drain(url: string, given: FetchLimits = limits) {
  const fetched = await safeFetch(url, given);
  let size = 0;
  for await (const piece of fetched.body) size += piece.length;
  return size;
}

describe('fetching what a feed names (docs/product.md#listing-feeds)', () => {
  it('refuses loopback and private addresses unless the setting allows them, on every redirect', async () => {
    feeds.routes.set('/ok', answer('{"value":[]}'));
    feeds.routes.set('/to-metadata', (_q, r) => {
      r.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    feeds.routes.set('/to-private', (_q, r) => {
      r.writeHead(301, { location: 'http://10.1.2.3/feed.json' }).end();
    });
    feeds.routes.set('/to-file', (_q, r) => {
      r.writeHead(302, { location: 'file:///etc/passwd' }).end();
    });
    const off = { ...limits, allowPrivate: false };
    expect(await refusal(() => drain(`${feeds.origin}/ok`, off))).toBe(
      'feeds.failed.privateAddress',
    );
    expect(
      await refusal(() => drain(`http://localhost:${new URL(feeds.origin).port}/ok`, off)),
    ).toBe('feeds.failed.privateAddress');
    // Loopback alone allowed (so the first hop is reached): the redirects still may not go on.
    const loopbackOnly = { ...limits, allowPrivate: (a: string) => a === '127.0.0.1' };
    expect(await drain(`${feeds.origin}/ok`, loopbackOnly)).toBe(12);
    expect(await refusal(() => drain(`${feeds.origin}/to-metadata`, loopbackOnly))).toBe(
      'feeds.failed.privateAddress',
    );
    expect(await refusal(() => drain(`${feeds.origin}/to-private`, loopbackOnly))).toBe(
      'feeds.failed.privateAddress',
    );
    expect(await refusal(() => drain(`${feeds.origin}/to-file`, limits))).toBe(
      'feeds.failed.badUrl',
    );
    expect(await refusal(() => drain('ftp://example.com/feed.csv', limits))).toBe(
      'feeds.failed.badUrl',
    );
  });

  it('stops a slow server at the time limit', async () => {
    feeds.routes.set('/slow', (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/csv' });
      r.write('ListingKey\n');
      // Never ends: a byte now and then, too slow for the limit.
      const timer = setInterval(() => r.write('1\n'), 100);
      r.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    expect(await refusal(() => drain(`${feeds.origin}/slow`, { ...limits, timeoutMs: 400 }))).toBe(
      'feeds.failed.timeout',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses a 100 MB feed by its size, reading it as it streams and holding none of it', async () => {
    const line = Buffer.from(`k,"${'a'.repeat(1_000)}"\n`);
    const piece = Buffer.concat(Array.from({ length: 64 }, () => line));
    let sent = 0;
    feeds.routes.set('/huge.csv', (_q, r) => {
      // No Content-Length: the size is found only by reading.
      r.writeHead(200, { 'content-type': 'text/csv' });
      r.write('ListingKey,PublicRemarks\n');
      const more = () => {
        while (sent < 100 * 1024 * 1024) {
          sent += piece.length;
          if (!r.write(piece)) return r.once('drain', more);
        }
        r.end();
      };
      more();
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let sentAtFirstRecord: number | undefined;
    const problem = await refusal(async () => {
      for await (const _ of urlRecords(`${feeds.origin}/huge.csv`, limits))
        sentAtFirstRecord ??= sent;
    });
    clearInterval(watch);
    expect(problem).toBe('feeds.failed.tooLarge');
    // Read as it arrived (its first rows before its first few megabytes were sent), and no
    // further than the limit: the server was not read to its end.
    expect(sentAtFirstRecord).toBeLessThan(4 * 1024 * 1024);
    expect(sent).toBeLessThan(FEED_MAX_BYTES + 8 * 1024 * 1024);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a feed whose Content-Length is past the limit before reading it', async () => {
    feeds.routes.set('/declared', (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(200 * 1024 * 1024) });
      r.write('ListingKey\n');
    });
    expect(await refusal(() => drain(`${feeds.origin}/declared`))).toBe('feeds.failed.tooLarge');
  });
});
