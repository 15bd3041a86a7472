import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bulkInsert } from './bulk-insert.server';
import { openDatabase, type DatabaseHandle } from './client.server';

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
  handle = await openDatabase({ dataDir: 'memory://', seed: false });
  await handle.db.execute(sql`create table csv_sample (id integer primary key, label text,
    words text[], data jsonb, flag boolean, at timestamptz)`);
}, 30_000);
afterAll(() => handle?.close());

describe('bulkInsert through PGlite COPY', () => {
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
});
