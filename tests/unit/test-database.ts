import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { openDatabase, type DatabaseHandle } from '~/db/client.server';

/**
 * Test databases. With TEST_DATABASE_URL (CI sets it) each test file gets its own database on
 * that PostgreSQL server, copied from a seeded template; otherwise a copy of a seeded PGlite
 * folder. Either way every file starts from the same generated data and can write freely.
 */
export const TEMPLATE_DB = 'roofline_test_template';

export async function migrationsHash() {
  const files = (await readdir('drizzle', { recursive: true })).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(await readFile(path.join('drizzle', file)));
  }
  // The generated data is made by the data layer and the pure modules it reads (places, texts,
  // pictures' addresses, points, and the dictionaries its Japanese search text takes its names
  // from): any of them changed, the template is made again.
  for (const folder of ['app/db', 'app/lib', 'app/i18n']) {
    const sources = (await readdir(folder, { recursive: true }))
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .sort();
    for (const file of sources) hash.update(await readFile(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export async function templateDir() {
  return path.join(tmpdir(), `roofline-test-template-${await migrationsHash()}`);
}

function serverUrl(database: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A test file's own database. On PostgreSQL, `openAnother` opens it once more as a second app
 * server would (its own pool); PGlite opens a folder in one process only, so it has none.
 */
export async function openTestDatabase(): Promise<
  DatabaseHandle & {
    kind: 'pglite' | 'postgres';
    openAnother?: () => Promise<DatabaseHandle>;
    /** The PostgreSQL database's address (for pg-boss and child processes); none on PGlite. */
    databaseUrl?: string;
  }
> {
  if (process.env.TEST_DATABASE_URL) {
    const name = `roofline_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: serverUrl(name), dataDir: '', seed: false });
    return {
      ...handle,
      databaseUrl: serverUrl(name),
      openAnother: () => openDatabase({ databaseUrl: serverUrl(name), dataDir: '', seed: false }),
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name}`);
        await cleanup.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'roofline-test-'));
  await cp(await templateDir(), dir, { recursive: true });
  const handle = await openDatabase({ dataDir: dir, seed: false });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export { serverUrl };
