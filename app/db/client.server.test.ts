import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';

import {
  FOLDER_LOCK,
  LOCK_TIMEOUT_MS,
  openDatabase,
  POOL_SIZE,
  sharedBuffersCeiling,
  sharedBuffersFor,
  STATEMENT_TIMEOUT_MS,
  withoutTimeLimits,
  type DatabaseHandle,
} from './client.server';

/** A file of `mb` megabytes that takes no room on the disk: its size is all that counts here. */
async function sparseFile(file: string, mb: number) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  await truncate(file, mb * 2 ** 20);
}

/** The rows one statement returns, on either driver. */
async function rows<Row>(handle: DatabaseHandle, statement: string) {
  return ((await handle.db.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows;
}

describe('sharedBuffersFor', () => {
  it('holds the stored database, rounded up to 16 MB, from 32 MB to a ceiling', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'buffers-'));
    try {
      expect(await sharedBuffersFor(dir)).toBe(32);
      const file = (name: string, mb: number) => sparseFile(path.join(dir, name), mb);
      await file('base/1/1259', 20);
      expect(await sharedBuffersFor(dir)).toBe(32);
      await file('base/16384/2619', 60);
      await file('base/16384/2619.1', 20.5);
      // Outside `base` (the write-ahead log, the catalogue shared by all) does not count.
      await file('pg_wal/000000010000000000000001', 300);
      expect(await sharedBuffersFor(dir)).toBe(112);
      await file('base/16384/16500', 2048);
      const ceiling = sharedBuffersCeiling();
      expect(await sharedBuffersFor(dir)).toBe(ceiling);
      // 512 MB, or an eighth of a smaller machine's memory in steps of 16 MB.
      const eighth = Math.floor(os.totalmem() / 8 / 2 ** 20 / 16) * 16;
      expect(ceiling).toBe(Math.min(512, Math.max(32, eighth)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('openDatabase on PGlite', () => {
  it('refuses a folder another process has open, and takes over one left by a process that ended', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimed-'));
    try {
      // The parent process (the test runner) stands for a running server.
      await writeFile(path.join(dir, FOLDER_LOCK), String(process.ppid));
      await expect(openDatabase({ dataDir: dir, seed: false })).rejects.toThrow(
        `is open in another process (pid ${process.ppid})`,
      );
      const ended = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
      await writeFile(path.join(dir, FOLDER_LOCK), String(ended));
      const handle = await openDatabase({ dataDir: dir, seed: false });
      expect(await readFile(path.join(dir, FOLDER_LOCK), 'utf8')).toBe(String(process.pid));
      await handle.close();
      await expect(readFile(path.join(dir, FOLDER_LOCK), 'utf8')).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

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

  it('opens a stored database with buffers that hold it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stored-'));
    try {
      await (await openDatabase({ dataDir: dir, seed: false })).close();
      // As if it held a large database: 200 MB more in a (sparse) file of its own.
      await sparseFile(path.join(dir, 'base/extra'), 200);
      const handle = await openDatabase({ dataDir: dir, seed: false });
      try {
        const [shown] = await rows<{ shared_buffers: string }>(handle, 'show shared_buffers');
        const expected = await sharedBuffersFor(dir);
        expect(expected).toBeGreaterThanOrEqual(208);
        expect(shown?.shared_buffers).toBe(`${expected}MB`);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sizes the buffers again after a first load that outgrows them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'first-load-'));
    try {
      // 2,000 homes and their reviews need more than the 32 MB an empty folder opens with.
      const handle = await openDatabase({ dataDir: dir, seed: { properties: 2_000 } });
      try {
        const [shown] = await rows<{ shared_buffers: string }>(handle, 'show shared_buffers');
        const [homes] = await rows<{ n: number }>(
          handle,
          'select count(*)::int as n from properties',
        );
        expect(homes?.n).toBe(2_000);
        const expected = await sharedBuffersFor(dir);
        expect(expected).toBeGreaterThan(32);
        expect(shown?.shared_buffers).toBe(`${expected}MB`);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

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
        expect(String(message)).toMatch(/a connection ended: terminating connection/);
      }
      expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      warn.mockRestore();
      await handle.close();
    }
  });

  it('outlives a connection the server ends in the middle of a transaction', async () => {
    const handle = await openTestDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // A transaction holds its connection outside the pool's care, as a keyword search does.
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(30)`);
      });
      const ended = vi.waitFor(
        async () => {
          const result = await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where query like '%pg_sleep(30)%' and pid <> pg_backend_pid()",
          );
          expect(result.rowCount).toBe(1);
        },
        { timeout: 5000, interval: 50 },
      );
      await expect(transaction).rejects.toThrow();
      await ended;
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/a connection ended/)),
      );
      const again = (await handle.db.execute(sql`select 1 as one`)) as unknown as {
        rows: unknown[];
      };
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      warn.mockRestore();
      await handle.close();
    }
  });

  it("limits a request's queries in time, but not the server's own work", async () => {
    const handle = await openTestDatabase();
    try {
      const setting = async (db: typeof handle.db, name: string) =>
        (
          (await db.execute(sql.raw(`show ${name}`))) as unknown as {
            rows: Record<string, string>[];
          }
        ).rows[0]?.[name];
      // Every connection of the pool, the one that migrated included.
      const shown = await Promise.all(
        Array.from({ length: POOL_SIZE }, () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.05)`);
            return [await setting(tx, 'statement_timeout'), await setting(tx, 'lock_timeout')];
          }),
        ),
      );
      expect(new Set(shown.map((pair) => pair.join()))).toEqual(new Set(['5s,2s']));
      expect(STATEMENT_TIMEOUT_MS).toBe(5_000);
      expect(LOCK_TIMEOUT_MS).toBe(2_000);
      const long = withoutTimeLimits(handle.db);
      expect(long).not.toBe(handle.db);
      expect(await setting(long, 'statement_timeout')).toBe('0');

      // Someone else holds the homes' table: a page's query gives up, the server's own waits.
      const [{ name }] = (
        (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      const locker = new pg.Client({ connectionString: serverUrlOf(name) });
      await locker.connect();
      try {
        await locker.query('begin; lock table properties in access exclusive mode');
        const started = Date.now();
        await expect(handle.db.execute(sql`select count(*) from properties`)).rejects.toSatisfy(
          (error: unknown) => codeOf(error) === '55P03',
        );
        expect(Date.now() - started).toBeLessThan(LOCK_TIMEOUT_MS + 1_500);
        const waiting = long.execute(sql`select count(*)::int as homes from properties`);
        await new Promise((resolve) => setTimeout(resolve, LOCK_TIMEOUT_MS + 500));
        await locker.query('commit');
        const counted = (await waiting) as unknown as { rows: { homes: number }[] };
        expect(counted.rows[0]!.homes).toBeGreaterThan(0);
      } finally {
        await locker.end();
      }
      // A query that runs too long is cancelled.
      await expect(handle.db.execute(sql`select pg_sleep(7)`)).rejects.toSatisfy(
        (error: unknown) => codeOf(error) === '57014',
      );
      expect((await handle.db.execute(sql`select 1 as one`)) as unknown).toMatchObject({
        rows: [{ one: 1 }],
      });
    } finally {
      await handle.close();
    }
  }, 20_000);
});

/** PostgreSQL's error code, under drizzle's error or on its own. */
function codeOf(error: unknown): string | undefined {
  const found = error as { code?: string; cause?: unknown };
  return found.code ?? (found.cause ? codeOf(found.cause) : undefined);
}

function serverUrlOf(database: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}
