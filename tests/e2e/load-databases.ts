import { rm } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The two databases the load and crash tests run on: a fresh one for each test, the server's
 * environment for it, and a look at what it holds once the server is gone.
 */

export type StoredPosts = {
  /** The names of the run's reviews and comments as stored (a name is a post's marker). */
  reviews: string[];
  comments: string[];
  /** Homes whose review count or rating total disagree with their reviews. */
  driftingCounters: number;
};

export type TestDatabase = {
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** What each run left, read with the server stopped: PGlite allows one process at a time. */
  storedPosts: <Runs extends string[]>(
    ...runs: Runs
  ) => Promise<{ [K in keyof Runs]: StoredPosts }>;
  drop: () => Promise<void>;
};

type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

async function readPosts<Runs extends string[]>(query: Query, runs: Runs) {
  const stored: StoredPosts[] = [];
  for (const run of runs) stored.push(await readRun(query, run));
  return stored as { [K in keyof Runs]: StoredPosts };
}

async function readRun(query: Query, run: string): Promise<StoredPosts> {
  const names = async (table: 'reviews' | 'comments', letter: string) => {
    const { rows } = await query(`select name from ${table} where name like $1`, [
      `${run}-${letter}%`,
    ]);
    return (rows as { name: string }[]).map((row) => row.name);
  };
  const { rows } = await query(`
    select count(*)::int as n from properties p
    left join (
      select property_id, count(*)::int as reviews, sum(rating)::int as total
      from reviews group by property_id
    ) r on r.property_id = p.id
    where p.review_count <> coalesce(r.reviews, 0) or p.rating_total <> coalesce(r.total, 0)`);
  return {
    reviews: await names('reviews', 'r'),
    comments: await names('comments', 'c'),
    driftingCounters: (rows[0] as { n: number }).n,
  };
}

/** An embedded database in a fresh folder, opened afterwards as the app opens it. */
export async function freshPglite(dataDir: string): Promise<TestDatabase> {
  await rm(dataDir, { recursive: true, force: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async storedPosts(...runs) {
      const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      try {
        return await readPosts((text, params) => client.query(text, params), runs);
      } finally {
        await client.close();
      }
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl`, made afresh; the app migrates
 * and fills it on its first start.
 */
export async function freshPostgres(serverUrl: string, name: string): Promise<TestDatabase> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // `with (force)`: a server killed in an earlier run may have left its connections behind.
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async storedPosts(...runs) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await readPosts((text, params) => client.query(text, params), runs);
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
