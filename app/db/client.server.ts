import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema';
import type { FirstStart, SeedCounts, SeedSetting } from './seed.server';

/** Either driver: the models are written once against drizzle's PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConfig = {
  /** A PostgreSQL server; when absent, the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite's folder; `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /**
   * A database's first start: fill it with generated data (counts, or the defaults) unless
   * `off`, and mark it either way, so no later start fills it (`fillOnFirstStart`). `false`
   * leaves the database as it is, marked or not (tools that only read it).
   */
  seed?: Partial<SeedCounts> | 'off' | false;
  migrationsFolder?: string;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const DEFAULT_MIGRATIONS = path.resolve('drizzle');
/**
 * PGlite's server settings. Nothing replicates an embedded database, so its write-ahead log needs
 * only what crash recovery needs (`minimal`): index builds and the first load then skip the log
 * (ADR 0013). The shared buffers are sized to the stored database (`sharedBuffersFor`).
 */
export const PGLITE_SETTINGS = ['wal_level=minimal', 'max_wal_senders=0'];
/**
 * PGlite's shared buffers hold the stored database, within these bounds (ADR 0021). Its default of
 * 128 MB would be most of a small site's memory. Behind a pool smaller than the database, every
 * page a search reads comes through the file system again: a search over 100,000 homes took about
 * a fifth longer with 32 MB than with the whole database in its buffers.
 */
export const SHARED_BUFFERS_MB = { min: 32, max: 512 } as const;

/**
 * The shared buffers (MB) for the database stored in `dataDir`: its size, rounded up to 16 MB,
 * and never more than an eighth of the machine's memory.
 */
export async function sharedBuffersFor(dataDir: string) {
  const entries = await readdir(path.join(dataDir, 'base'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((file) =>
        stat(path.join(file.parentPath, file.name)).then(
          (found) => found.size,
          () => 0,
        ),
      ),
  );
  const mb = Math.ceil(sizes.reduce((sum, size) => sum + size, 0) / 2 ** 20 / 16) * 16;
  return Math.min(sharedBuffersCeiling(), Math.max(SHARED_BUFFERS_MB.min, mb));
}

/** The most shared buffers a database gets here (MB): 512, or an eighth of a small machine's memory. */
export function sharedBuffersCeiling() {
  const eighth = Math.floor(os.totalmem() / 8 / 2 ** 20 / 16) * 16;
  return Math.max(SHARED_BUFFERS_MB.min, Math.min(SHARED_BUFFERS_MB.max, eighth));
}

/** Connections a server keeps to PostgreSQL. */
export const POOL_SIZE = 10;
/** Any fixed number: it names the lock that lets one app server migrate and seed at a time. */
const MIGRATION_LOCK_ID = 72_471_001;

/**
 * The first start of a database: filled, or marked as a site's own (`fillOnFirstStart`). The
 * generators and their word lists (faker alone holds about 16 MB) are loaded only when a
 * database has no mark yet, so a server on an existing database never carries them.
 */
async function firstStart(
  db: Database,
  seed: DatabaseConfig['seed'],
): Promise<FirstStart | 'skipped'> {
  if (seed === false) return 'skipped';
  const marked = await db
    .select({ key: schema.databaseState.key })
    .from(schema.databaseState)
    .where(eq(schema.databaseState.key, 'filled'));
  if (marked.length > 0) return 'already';
  const { fillOnFirstStart } = await import('./seed.server');
  const setting: SeedSetting = seed === 'off' ? 'off' : 'on';
  const started = Date.now();
  const outcome = await fillOnFirstStart(db, setting, seed === 'off' ? undefined : seed);
  if (outcome === 'filled') {
    console.info(`Filled the new database with generated data in ${Date.now() - started} ms`);
  }
  return outcome;
}

/**
 * PGlite runs each query on this thread, synchronously, and settles its promise as a microtask:
 * a page's queries and its render ran as one unbroken chain of microtasks, and meanwhile the
 * server neither accepted a connection nor read a request. Under load a visitor who connected
 * while others were being served waited seconds just to be let in (up to 9 s for a `/properties`
 * page behind 50 connections), while those already in were answered in under one. Each query,
 * and each transaction, now first lets the event loop take its turn (ADR 0019).
 */
export function yieldBeforeEachQuery(client: PGlite) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await nextTurn();
    return transaction(...args);
  }) as typeof client.transaction;
  return client;
}

/**
 * How long one query of a visitor's request may run on PostgreSQL, and wait for a lock (ADR 0027).
 * A table locked by someone else, or a query that runs away, then fails that request (500) instead
 * of holding one of the pool's connections, and with them every page, until it ends.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;
export const LOCK_TIMEOUT_MS = 2_000;

/** For each request database, the same database without time limits, for the server's own work. */
const unlimited = new WeakMap<Database, Database>();

/** For each PostgreSQL database, how to take one connection of it without time limits. */
const sessions = new WeakMap<Database, () => Promise<pg.PoolClient>>();

/**
 * Runs `work` on one connection without time limits, as a transaction opened with plain
 * statements needs (the first fill, `npm run db:seed`); on PGlite, which has one, on `db`.
 */
export async function inOneSession<T>(db: Database, work: (session: Database) => Promise<T>) {
  const connect = sessions.get(db);
  if (!connect) return work(db);
  const client = await connect();
  try {
    return await work(drizzleNodePg(client, { schema }));
  } finally {
    client.release();
  }
}

/** `db` without the requests' time limits (on PGlite, which has none, `db` itself). */
export function withoutTimeLimits(db: Database) {
  return unlimited.get(db) ?? db;
}

/** A pool of connections to PostgreSQL. */
function poolOf(connectionString: string, options: pg.PoolConfig) {
  const pool = new pg.Pool({ connectionString, ...options });
  // PostgreSQL may end a connection (a restart, an administrator, a dropped network, an idle
  // transaction's timeout, or a backend still closing just after `close`). The connection then
  // emits an 'error', which with no listener would end the whole process. The pool listens only
  // while a connection is idle; one in use (in a transaction, say) has no listener of its own,
  // so each gets one here. Its query fails, that request answers 500, and the pool lets the
  // connection go when it comes back: the next query opens another.
  pool.on('connect', (connection) => {
    connection.on('error', (error) => {
      console.warn(`database: a connection ended: ${error.message}`);
    });
  });
  // The pool passes on an idle connection's 'error', already reported by the listener above.
  pool.on('error', () => {});
  return pool;
}

type Notice = (payload: string | undefined) => void;

/** How each open database listens for notices, and what its close must stop first. */
const listeners = new WeakMap<Database, (channel: string, notice: Notice) => () => Promise<void>>();
const closers = new WeakMap<Database, Set<() => Promise<void>>>();

/**
 * Calls `notice` with the payload of every `pg_notify(channel, …)` made on the database by any
 * server, once its transaction commits; and with `undefined` after (re)connecting, when notices
 * may have been missed. Returns how to stop; closing the database stops it too.
 */
export function listenFor(db: Database, channel: string, notice: Notice) {
  const listen = listeners.get(db);
  if (!listen) throw new Error('Not a database opened by openDatabase');
  const stop = listen(channel, notice);
  const stopOnce = async () => {
    closers.get(db)?.delete(stopOnce);
    await stop();
  };
  onClose(db, stopOnce);
  return stopOnce;
}

/** Runs `stop` when the database is closed, before its connections end. */
export function onClose(db: Database, stop: () => Promise<void>) {
  let set = closers.get(db);
  if (!set) closers.set(db, (set = new Set()));
  set.add(stop);
}

async function runClosers(db: Database) {
  const set = closers.get(db);
  closers.delete(db);
  await Promise.all([...(set ?? [])].map((stop) => stop().catch(() => {})));
}

/** A connection of its own that listens on `channel`, opened again whenever it ends. */
function listenOnPostgres(connectionString: string, channel: string, notice: Notice) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(connect, 1_000).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    // An ending connection also emits 'end', which opens another.
    next.on('error', (error) =>
      console.warn(`database: the listening connection ended: ${error.message}`),
    );
    next.on('notification', (message) => {
      if (message.channel === channel) notice(message.payload);
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      again();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      if (stopped) return void next.end().catch(() => {});
      client = next;
      notice(undefined);
    } catch {
      await next.end().catch(() => {});
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** The file that says which process has an embedded database's folder open. */
export const FOLDER_LOCK = 'roofline.pid';

function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database's folder for this process: PGlite has no lock of its own, and two
 * processes writing one folder (`npm run admin` while the server runs) would damage it. A claim
 * left by a process that has ended (a crash, a kill) is taken over. Returns how to let it go.
 */
export async function claimFolder(dataDir: string) {
  const file = path.join(dataDir, FOLDER_LOCK);
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && running(holder)) {
    throw new Error(
      `The database in ${dataDir} is open in another process (pid ${holder}), such as a running server: stop it first. An embedded database is opened by one process at a time.`,
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** Opens the database, brings its schema up to date and, if it is empty, fills it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const migrationsFolder = config.migrationsFolder ?? DEFAULT_MIGRATIONS;
  if (config.databaseUrl) {
    const pool = poolOf(config.databaseUrl, {
      max: POOL_SIZE,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: LOCK_TIMEOUT_MS,
    });
    const client = await pool.connect();
    try {
      // The first load and its index builds run for minutes at a million homes; so may a wait
      // for another app server's.
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      // Several app servers may start at once against one database: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const lockedDb = drizzleNodePg(client, { schema });
      await migrateNodePg(lockedDb, { migrationsFolder });
      await firstStart(lockedDb, config.seed);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
      client.release();
    }
    // Work of the server's own, such as building the search index, has no time limit.
    const longPool = poolOf(config.databaseUrl, { max: 2 });
    const db = drizzleNodePg(pool, { schema });
    unlimited.set(db, drizzleNodePg(longPool, { schema }));
    sessions.set(db, () => longPool.connect());
    const url = config.databaseUrl;
    listeners.set(db, (channel, notice) => listenOnPostgres(url, channel, notice));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await runClosers(db);
        await Promise.all([pool.end(), longPool.end()]);
      },
    };
  }

  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(config.dataDir, { recursive: true });
  const release = inMemory ? async () => {} : await claimFolder(config.dataDir);
  try {
    return await openPglite(config, migrationsFolder, inMemory, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPglite(
  config: DatabaseConfig,
  migrationsFolder: string,
  inMemory: boolean,
  release: () => Promise<void>,
): Promise<DatabaseHandle> {
  const buffers = inMemory ? SHARED_BUFFERS_MB.min : await sharedBuffersFor(config.dataDir);
  const settings = [`shared_buffers=${buffers}MB`, ...PGLITE_SETTINGS];
  const client = yieldBeforeEachQuery(
    await PGlite.create(config.dataDir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])],
    }),
  );
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  if ((await firstStart(db, config.seed)) === 'filled' && !inMemory) {
    // Opened again once filled. PGlite's memory grows to hold the new database's making and the
    // load, and a WebAssembly memory never shrinks: the server went on with about 400 MB where a
    // start on the same folder holds about 180. And the buffers were sized to the empty folder,
    // so a large first load (a scale database) would be served through 32 MB until the next
    // start; PGlite sets them only as it opens.
    // The folder's claim goes with this instance: the next one claims it again.
    await client.close();
    await release();
    return openDatabase({ ...config, seed: false });
  }
  listeners.set(db, (channel, notice) => {
    const unsubscribe = client.listen(channel, (payload) => notice(payload));
    return async () => (await unsubscribe)();
  });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await runClosers(db);
      await client.close();
      await release();
    },
  };
}
