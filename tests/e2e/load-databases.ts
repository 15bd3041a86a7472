import { rm } from 'node:fs/promises';

import { like, sql } from 'drizzle-orm';
import pg from 'pg';

import { openDatabase, type Database, type DatabaseConfig } from '../../app/db/client.server';
import { comments, reviews } from '../../app/db/schema';

import { copySpecDatabase } from './spawn-server';

/**
 * The two databases the load and crash tests run on: a fresh one for each test, the server's
 * environment for it, and a look at what it holds once the server is gone, opened with the app's
 * own client and settings.
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

async function readRun(db: Database, run: string): Promise<StoredPosts> {
  const reviewRows = await db
    .select({ name: reviews.name })
    .from(reviews)
    .where(like(reviews.name, `${run}-r%`));
  const commentRows = await db
    .select({ name: comments.name })
    .from(comments)
    .where(like(comments.name, `${run}-c%`));
  const drift = (await db.execute(sql`
    select count(*)::int as n from properties p
    left join (
      select property_id, count(*)::int as reviews, sum(rating)::int as total
      from reviews group by property_id
    ) r on r.property_id = p.id
    where p.review_count <> coalesce(r.reviews, 0)
       or p.rating_total <> coalesce(r.total, 0)`)) as unknown as { rows: { n: number }[] };
  return {
    reviews: reviewRows.map((row) => row.name),
    comments: commentRows.map((row) => row.name),
    driftingCounters: drift.rows[0]?.n ?? -1,
  };
}

async function readPosts<Runs extends string[]>(config: DatabaseConfig, runs: Runs) {
  const handle = await openDatabase({ ...config, seed: false });
  try {
    const stored: StoredPosts[] = [];
    for (const run of runs) stored.push(await readRun(handle.db, run));
    return stored as { [K in keyof Runs]: StoredPosts };
  } finally {
    await handle.close();
  }
}

/** An embedded database in a folder of its own: a copy of the specs' filled one. */
export async function copiedPglite(dataDir: string): Promise<TestDatabase> {
  await copySpecDatabase(dataDir);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    storedPosts: (...runs) => readPosts({ dataDir }, runs),
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
    storedPosts: (...runs) => readPosts({ databaseUrl: url.toString(), dataDir: '' }, runs),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
