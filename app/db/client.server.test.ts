import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';

import { openDatabase } from './client.server';

describe('openDatabase on PGlite', () => {
  it('keeps a small buffer pool and a minimal write-ahead log', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      const show = async (setting: 'shared_buffers' | 'wal_level') => {
        const result = (await handle.db.execute(sql.raw(`show ${setting}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows[0]?.[setting];
      };
      expect(await show('shared_buffers')).toBe('32MB');
      expect(await show('wal_level')).toBe('minimal');
    } finally {
      await handle.close();
    }
  });

  it('lets the event loop take its turn between queries', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      // Counts the event loop's turns, as a connection waiting to be accepted would see them.
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      for (let i = 0; i < 20; i += 1) await handle.db.execute(sql`select ${i}::int as n`);
      counting = false;
      // PGlite alone answers all twenty within one turn (its promises settle as microtasks).
      expect(turns).toBeGreaterThanOrEqual(19);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('openDatabase on PostgreSQL', () => {
  it('outlives idle connections the server ends, and queries again', async () => {
    const handle = await openTestDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const rows = async <Row>(query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
      const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [
        { name: string },
      ];
      // Several connections, all idle once their queries are done.
      await Promise.all(Array.from({ length: 4 }, () => rows(sql`select pg_sleep(0.05)`)));
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThanOrEqual(4);
      // Each ended connection is reported once the pool reads the server's notice of it.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended.rowCount!), 5000);
      for (const [message] of warn.mock.calls) {
        expect(String(message)).toMatch(/idle connection ended: terminating connection/);
      }
      expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      warn.mockRestore();
      await handle.close();
    }
  });
});
