import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { auditLog, newsletterSubscriptions } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import {
  EXPORT_PAGE_ROWS,
  exportSubscribers,
  listSubscribers,
  subscribersCsv,
} from './newsletter.server';
import { createUser } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

const ROWS = 100_000;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  // Two addresses a spreadsheet would read as formulas, then 100,000 ordinary ones.
  await db
    .insert(newsletterSubscriptions)
    .values([{ email: '=1+1@example.com' }, { email: '@sum(a1)@example.com' }]);
  await db.execute(sql`insert into ${newsletterSubscriptions} (email)
    select 'reader' || n || '@example.com' from generate_series(1, ${ROWS - 2}) as n`);
}, 120_000);
afterAll(() => handle?.close());

/** Counts the queries a database answers, to see how far ahead an export reads. */
function counting(database: Database) {
  const counter = { selects: 0 };
  const db = new Proxy(database, {
    get(target, name, receiver) {
      if (name === 'select') counter.selects += 1;
      return Reflect.get(target, name, receiver);
    },
  });
  return { db, counter };
}

describe('the subscribers export (docs/product.md#the-owners-desk)', () => {
  it(`streams ${ROWS.toLocaleString('en')} rows a page at a time, in little memory and time`, async () => {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = performance.now();
    const decoder = new TextDecoder();
    let lines = 0;
    let largestChunk = 0;
    let first = '';
    let rest = '';
    let seen = 0;
    const reader = subscribersCsv(db).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      largestChunk = Math.max(largestChunk, value.byteLength);
      const chunkLines = text.split('\r\n').length - 1;
      lines += chunkLines;
      if (!first) first = text;
      else if (seen < 2) {
        rest += text;
        seen += 1;
      }
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(first).toBe('email,subscribed_at,status\r\n');
    expect(lines).toBe(ROWS + 1);
    // Formulas are written as text; each row says whether it is confirmed or waiting.
    expect(rest).toMatch(
      /^'=1\+1@example\.com,\d{4}-\d\d-\d\dT[\d:.]+Z,waiting\r\n'@sum\(a1\)@example\.com,/,
    );
    // A chunk is one page of rows (about 50 bytes each), never the whole list (5 MB).
    expect(largestChunk).toBeLessThan(EXPORT_PAGE_ROWS * 80);
    expect((heapPeak - heapBefore) / 2 ** 20).toBeLessThan(64);
    expect(seconds).toBeLessThan(30);
  }, 120_000);

  it('reads only as far as it is asked, and stops when the reader stops', async () => {
    const { db: watched, counter } = counting(db);
    const reader = subscribersCsv(watched, { pageRows: 100 }).getReader();
    await reader.read();
    for (let i = 0; i < 3; i += 1) await reader.read();
    expect(counter.selects).toBeLessThanOrEqual(4);
    await reader.cancel();
    const after = counter.selects;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counter.selects).toBe(after);
  });

  it('is written to the audit log, with the number of rows, as it starts', async () => {
    const made = await createUser(db, { name: 'Ada', email: 'ada@example.com', password: 'pw' });
    if (!made.ok) throw new Error('no account');
    const stream = await exportSubscribers(db, made.user);
    expect(await db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorId: made.user.id,
        action: 'export',
        targetKind: 'subscribers',
        detail: { rows: ROWS },
      }),
    ]);
    await stream.cancel();
  });

  it('lists subscribers newest first, and finds them by part of the address', async () => {
    const found = await listSubscribers(db, { search: 'reader4242@' });
    expect(found.items.map((s) => s.email)).toEqual(['reader4242@example.com']);
    const all = await listSubscribers(db, { page: 9_999_999 });
    expect(all.total).toBe(ROWS);
    expect(all.page).toBe(all.pageCount - 1);
  });
});
