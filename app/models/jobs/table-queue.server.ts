import { and, desc, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { jobs } from '~/db/schema';

import {
  JOB_NAMES,
  retryDelay,
  type JobHandlers,
  type JobName,
  type JobQueue,
  type QueueTiming,
} from './jobs.server';

/** How long `stop` waits for the job being worked before leaving it to the next start. */
const STOP_WAIT_MS = 10_000;

/**
 * The queue on the embedded database (ADR 0054): pg-boss needs a PostgreSQL server, so PGlite has
 * a worker in this process that takes the `jobs` table's due jobs one at a time, each claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease, and retries a failed one with a doubling wait. Only
 * one process opens a PGlite folder, so a job left `active` by a server that stopped is its own:
 * it is waiting again at the next start.
 */
export async function openTableQueue(db: Database, timing: QueueTiming): Promise<JobQueue> {
  let handlers: JobHandlers | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function runOne(): Promise<boolean> {
    const claimed = (await db.execute(
      sql`update ${jobs} set state = 'active', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => ${timing.expireSeconds})
          where id = (
            select id from ${jobs}
            where (state = 'waiting' and run_after <= now())
               or (state = 'active' and locked_until < now())
            order by run_after, id limit 1 for update skip locked)
          returning id, name, data, attempts`,
    )) as unknown as { rows: { id: number; name: string; data: unknown; attempts: number }[] };
    const job = claimed.rows[0];
    if (!job) return false;
    const handler = handlers?.[job.name as JobName] as
      ((data: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`No handler for the job ${job.name}`);
      await handler(job.data);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts > timing.retryLimit;
      await db
        .update(jobs)
        .set({
          state: last ? 'failed' : 'waiting',
          lockedUntil: null,
          lastError: message.slice(0, 1_000),
          runAfter: sql`now() + make_interval(secs => ${retryDelay(timing, job.attempts)})`,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'active')));
      console.warn(`The job ${job.name} failed (try ${job.attempts}): ${message}`);
    }
    return true;
  }

  async function work() {
    while (!stopping) {
      let didOne = false;
      try {
        didOne = await runOne();
      } catch (error) {
        // The database was closing, or busy: the next turn tries again.
        if (!stopping) console.warn('The job queue could not read its jobs:', error);
      }
      if (didOne || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timing.pollSeconds * 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    kind: 'table',
    async send(name, data, options = {}) {
      await db.insert(jobs).values({
        name,
        data,
        runAfter: sql`now() + make_interval(secs => ${options.delaySeconds ?? 0})`,
      });
      wake?.();
    },
    async work(given) {
      handlers = given;
      // Jobs of a server that stopped in the middle of them (this folder is only ever ours).
      await db
        .update(jobs)
        .set({ state: 'waiting', lockedUntil: null })
        .where(and(eq(jobs.state, 'active'), sql`${jobs.name} in ${JOB_NAMES}`));
      loop = work();
    },
    async troubles(limit = 20) {
      const rows = await db
        .select()
        .from(jobs)
        .where(
          sql`${jobs.state} = 'failed' or (${jobs.state} = 'waiting' and ${jobs.attempts} > 0)`,
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit);
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        state: row.state === 'failed' ? ('failed' as const) : ('retrying' as const),
        attempts: row.attempts,
        error: row.lastError,
        createdAt: row.createdAt,
      }));
    },
    async retryFailed() {
      const rows = await db
        .update(jobs)
        .set({ state: 'waiting', attempts: 0, runAfter: sql`now()`, lockedUntil: null })
        .where(eq(jobs.state, 'failed'))
        .returning({ id: jobs.id });
      wake?.();
      return rows.length;
    },
    async stop() {
      stopping = true;
      wake?.();
      if (loop) {
        await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      }
    },
  };
}
