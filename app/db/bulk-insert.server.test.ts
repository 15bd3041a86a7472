import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';

import { bulkInsert, toCsv } from './bulk-insert.server';
import type { DatabaseHandle } from './client.server';

const sample = pgTable('csv_sample', {
  id: integer('id').primaryKey(),
  label: text('label'),
  words: text('words').array(),
  data: jsonb('data'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
});

let handle: DatabaseHandle;
beforeAll(async () => {
  // PGlite, or PostgreSQL in the data layer's second pass: both take the rows as one `COPY`.
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table csv_sample (id integer primary key, label text,
    words text[], data jsonb, flag boolean, at timestamptz)`);
}, 30_000);
afterAll(() => handle?.close());

describe('bulkInsert through COPY', () => {
  it('stores every value as it was, whatever CSV or an array literal makes of its characters', async () => {
    const rows: (typeof sample.$inferInsert)[] = [
      {
        id: 1,
        label: 'plain',
        words: ['garden', 'view', '2026'],
        data: { a: [1, 'x'] },
        flag: true,
        // The first row names the columns written, so it sets each one.
        at: null,
      },
      { id: 2, label: '', words: [], data: [], flag: false, at: new Date('2026-11-01T10:00:00Z') },
      { id: 3, label: ' spaced ', words: ['NULL', 'null'], data: { s: ' text, "q" ' }, flag: null },
      { id: 4, label: 'a, "quoted"\nline\r\nand \\. back\\slash', words: ['a,b', 'c'] },
      { id: 5, label: '\\.', words: ['', ' x ', 'q"uote', 'back\\slash', '{brace}', 'é'] },
      { id: 6, label: null, words: null, data: null, at: null },
    ];
    await bulkInsert(handle.db, sample, rows);
    const stored = await handle.db.select().from(sample).orderBy(sample.id);
    expect(stored).toEqual(
      rows.map((row) => ({ label: null, words: null, data: null, flag: null, at: null, ...row })),
    );
  });

  it('takes rows written out as CSV, and refuses a batch that breaks a rule, storing none of it', async () => {
    await bulkInsert(handle.db, sample, toCsv(sample, [{ id: 7, label: 'seven' }]));
    await expect(
      bulkInsert(handle.db, sample, [
        { id: 8, label: 'eight' },
        { id: 7, label: 'again' },
      ]),
    ).rejects.toThrow(/duplicate key|unique/);
    const stored = await handle.db.select({ id: sample.id }).from(sample).orderBy(sample.id);
    expect(stored.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The connection is still good for the next statement.
    await bulkInsert(handle.db, sample, [{ id: 8, label: 'eight' }]);
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(sample);
    expect(count?.n).toBe(8);
  });

  it('keeps a column that a later row sets and the first leaves out', async () => {
    await bulkInsert(handle.db, sample, [{ id: 20 }, { id: 21, label: 'later', flag: true }]);
    const stored = await handle.db
      .select({ id: sample.id, label: sample.label, flag: sample.flag })
      .from(sample)
      .where(sql`${sample.id} in (20, 21)`)
      .orderBy(sample.id);
    expect(stored).toEqual([
      { id: 20, label: null, flag: null },
      { id: 21, label: 'later', flag: true },
    ]);
  });
});
