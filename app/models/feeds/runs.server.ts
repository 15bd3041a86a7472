import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencyFeeds, databaseState, importFileParts, importRuns } from '~/db/schema';

import type { JobSender } from '../jobs/jobs.server';
import { importRecords } from './import.server';
import { FetchRefused } from './safe-fetch.server';
import { FEED_MAX_BYTES, fileRecords, urlRecords } from './sources.server';

/**
 * An agency's import runs (docs/product.md#listing-feeds, ADR 0114): an uploaded file or its
 * feed's address becomes a run, worked by the job queue; a run can be run again, and its history
 * is kept. Every function takes the agency the caller acts for: another agency's run is none.
 */

/** An uploaded file is kept in parts of this size. */
const PART_BYTES = 1024 * 1024;
/** Runs an agency keeps in its history; older ones go, with their files. */
export const RUNS_KEPT = 30;
/** How long the whole feed at an address may take to arrive. */
const FEED_TIMEOUT_MS = 120_000;

/** The admin's setting: may feeds and their photos be fetched from private addresses (ADR 0115)? */
export const PRIVATE_FEEDS_KEY = 'feeds-private-addresses';

export async function feedsMayReachPrivate(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, PRIVATE_FEEDS_KEY));
  return row?.value === true;
}

export async function setFeedsMayReachPrivate(db: Database, allow: boolean) {
  const value = sql`${JSON.stringify(allow)}::jsonb`;
  await db
    .insert(databaseState)
    .values({ key: PRIVATE_FEEDS_KEY, value })
    .onConflictDoUpdate({ target: databaseState.key, set: { value, updatedAt: sql`now()` } });
}

export type NewRun = { agencyId: number; userId: number | null; full: boolean };

/**
 * Keeps an uploaded feed and queues its run; refused (nothing kept) past `FEED_MAX_BYTES`, read
 * no further, or when empty.
 */
export async function startUpload(
  db: Database,
  jobs: JobSender,
  run: NewRun & { fileName: string; body: AsyncIterable<Uint8Array> },
): Promise<{ ok: true; runId: number } | { ok: false; reason: 'tooLarge' | 'empty' }> {
  const [row] = await db
    .insert(importRuns)
    .values({
      agencyId: run.agencyId,
      userId: run.userId,
      source: 'upload',
      fileName: run.fileName.slice(0, 200),
      full: run.full,
    })
    .returning({ id: importRuns.id });
  const runId = row!.id;
  let size = 0;
  let part = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const store = async () => {
    if (heldBytes === 0) return;
    await db.insert(importFileParts).values({ runId, part: part++, bytes: Buffer.concat(held) });
    held = [];
    heldBytes = 0;
  };
  for await (const piece of run.body) {
    size += piece.length;
    if (size > FEED_MAX_BYTES) {
      await db.delete(importRuns).where(eq(importRuns.id, runId));
      return { ok: false, reason: 'tooLarge' };
    }
    held.push(Buffer.from(piece));
    heldBytes += piece.length;
    if (heldBytes >= PART_BYTES) await store();
  }
  await store();
  if (size === 0) {
    await db.delete(importRuns).where(eq(importRuns.id, runId));
    return { ok: false, reason: 'empty' };
  }
  await db
    .update(importRuns)
    .set({ fileRunId: runId, bytesTotal: size })
    .where(eq(importRuns.id, runId));
  await jobs.send('feed-import', { runId });
  return { ok: true, runId };
}

/** Queues a run of the feed at `url`. */
export async function startUrlRun(db: Database, jobs: JobSender, run: NewRun & { url: string }) {
  const [row] = await db
    .insert(importRuns)
    .values({ ...run, source: 'url' })
    .returning({ id: importRuns.id });
  await jobs.send('feed-import', { runId: row!.id });
  return row!.id;
}

/** Runs a past run's feed again (the same file, or the address's feed as it is now). */
export async function rerun(
  db: Database,
  jobs: JobSender,
  agencyId: number,
  runId: number,
  userId: number,
) {
  const [past] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, runId), eq(importRuns.agencyId, agencyId)));
  if (!past) return null;
  if (past.source === 'upload' && !(await fileKept(db, past.fileRunId))) return null;
  const [row] = await db
    .insert(importRuns)
    .values({
      agencyId,
      userId,
      source: past.source,
      url: past.url,
      fileName: past.fileName,
      fileRunId: past.fileRunId,
      full: past.full,
      bytesTotal: past.source === 'upload' ? past.bytesTotal : null,
    })
    .returning({ id: importRuns.id });
  await jobs.send('feed-import', { runId: row!.id });
  return row!.id;
}

async function fileKept(db: Database, fileRunId: number | null) {
  if (fileRunId === null) return false;
  const [part] = await db
    .select({ part: importFileParts.part })
    .from(importFileParts)
    .where(eq(importFileParts.runId, fileRunId))
    .limit(1);
  return !!part;
}

const runColumns = {
  id: importRuns.id,
  source: importRuns.source,
  url: importRuns.url,
  fileName: importRuns.fileName,
  full: importRuns.full,
  state: importRuns.state,
  bytesRead: importRuns.bytesRead,
  bytesTotal: importRuns.bytesTotal,
  rowsRead: importRuns.rowsRead,
  added: importRuns.added,
  changed: importRuns.changed,
  withdrawn: importRuns.withdrawn,
  unchanged: importRuns.unchanged,
  refused: importRuns.refused,
  failure: importRuns.failure,
  createdAt: importRuns.createdAt,
  finishedAt: importRuns.finishedAt,
};

/** The agency's runs, newest first (without their problems). */
export async function listRuns(db: Database, agencyId: number) {
  return db
    .select(runColumns)
    .from(importRuns)
    .where(eq(importRuns.agencyId, agencyId))
    .orderBy(desc(importRuns.id))
    .limit(RUNS_KEPT);
}

/** One of the agency's runs with its problems; null for another agency's, or none. */
export async function runOf(db: Database, agencyId: number, runId: number) {
  const [row] = await db
    .select({ ...runColumns, problems: importRuns.problems })
    .from(importRuns)
    .where(and(eq(importRuns.id, runId), eq(importRuns.agencyId, agencyId)));
  return row ?? null;
}

export type ImportRunView = NonNullable<Awaited<ReturnType<typeof runOf>>>;

/** The agency's scheduled feed, if it set one. */
export async function feedOf(db: Database, agencyId: number) {
  const [row] = await db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
  return row ?? null;
}

/** Sets (or with null, stops) the agency's feed pulled on a schedule; its first pull is queued now. */
export async function setFeed(
  db: Database,
  jobs: JobSender,
  agencyId: number,
  userId: number,
  feed: { url: string; full: boolean; everyHours: number } | null,
) {
  if (!feed) {
    await db.delete(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
    return null;
  }
  const next = sql`now() + make_interval(hours => ${feed.everyHours})`;
  await db
    .insert(agencyFeeds)
    .values({ agencyId, ...feed, nextRunAt: next })
    .onConflictDoUpdate({ target: agencyFeeds.agencyId, set: { ...feed, nextRunAt: next } });
  return startUrlRun(db, jobs, { agencyId, userId, url: feed.url, full: feed.full });
}

/**
 * Queues a run of every feed that is due (called every minute on each server): each due feed is
 * taken by one server (`SKIP LOCKED`) and its next pull set before its run is queued.
 */
export async function queueDueFeeds(db: Database, jobs: JobSender) {
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(agencyFeeds)
      .where(lte(agencyFeeds.nextRunAt, sql`now()`))
      .orderBy(asc(agencyFeeds.nextRunAt))
      .limit(20)
      .for('update', { skipLocked: true });
    for (const row of rows)
      await tx
        .update(agencyFeeds)
        .set({ nextRunAt: sql`now() + make_interval(hours => ${row.everyHours})` })
        .where(eq(agencyFeeds.agencyId, row.agencyId));
    return rows;
  });
  for (const feed of due)
    await startUrlRun(db, jobs, {
      agencyId: feed.agencyId,
      userId: null,
      url: feed.url,
      full: feed.full,
    });
  return due.length;
}

async function* fileParts(db: Database, fileRunId: number) {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ bytes: importFileParts.bytes })
      .from(importFileParts)
      .where(and(eq(importFileParts.runId, fileRunId), eq(importFileParts.part, part)));
    if (!row) return;
    yield Buffer.from(row.bytes);
  }
}

/**
 * Works one run (the `feed-import` job): reads its feed, imports it, and keeps its outcome. A
 * feed that cannot be read to its end fails the run with its reason, keeping what was done; a
 * full feed that failed withdraws nothing. The job itself does not fail, so it is not retried:
 * the agency sees why and runs it again.
 */
export async function workRun(db: Database, runId: number) {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || run.state === 'done' || run.state === 'failed') return;
  await db
    .update(importRuns)
    .set({ state: 'running', startedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
  const allowPrivate = await feedsMayReachPrivate(db);
  let bytes = { read: 0, total: run.bytesTotal, saved: 0 };
  const onBytes = (read: number, total?: number) => {
    bytes = { ...bytes, read, total: total ?? bytes.total };
  };
  const progress = setInterval(() => {
    if (bytes.read === bytes.saved) return;
    bytes.saved = bytes.read;
    db.update(importRuns)
      .set({ bytesRead: bytes.read, bytesTotal: bytes.total })
      .where(eq(importRuns.id, runId))
      .catch(() => {});
  }, 500);
  try {
    const records =
      run.source === 'upload'
        ? fileRecords(fileParts(db, run.fileRunId ?? runId), onBytes)
        : urlRecords(run.url ?? '', { allowPrivate, timeoutMs: FEED_TIMEOUT_MS }, onBytes);
    await importRecords(db, records, {
      agencyId: run.agencyId,
      full: run.full,
      runId,
      fetch: { allowPrivate },
    });
    await finish(db, runId, { state: 'done', bytesRead: bytes.read, bytesTotal: bytes.total });
  } catch (error) {
    if (!(error instanceof FetchRefused)) console.warn('An import run failed:', error);
    const failure =
      error instanceof FetchRefused ? error.problem : { code: 'feeds.failed.unexpected' };
    await finish(db, runId, { state: 'failed', failure, bytesRead: bytes.read });
  } finally {
    clearInterval(progress);
  }
  await pruneRuns(db, run.agencyId);
}

async function finish(db: Database, runId: number, set: Partial<typeof importRuns.$inferInsert>) {
  await db
    .update(importRuns)
    .set({ ...set, finishedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

/** Keeps the agency's newest runs; an older run's file stays while a kept run reads it. */
async function pruneRuns(db: Database, agencyId: number) {
  await db.execute(sql`
    delete from ${importRuns} r where r.agency_id = ${agencyId}
      and r.id not in (select id from ${importRuns} where agency_id = ${agencyId}
                       order by id desc limit ${RUNS_KEPT})
      and not exists (select 1 from ${importRuns} k where k.file_run_id = r.id and k.id <> r.id
                      and k.id in (select id from ${importRuns} where agency_id = ${agencyId}
                                   order by id desc limit ${RUNS_KEPT}))`);
}

/** Looks for due feeds every minute, on every server (the first look a minute after the start). */
export function startFeedClock(db: Database, jobs: JobSender, everyMs = 60_000) {
  const timer = setInterval(() => {
    queueDueFeeds(db, jobs).catch((error: unknown) =>
      console.warn('The feeds clock:', error instanceof Error ? error.message : error),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
