import type { DatabaseHandle } from '~/db/client.server';

import { QUEUE_TIMING, type JobQueue, type QueueTiming } from './jobs.server';

/**
 * The job queue (docs/product.md#alerts-and-the-job-queue, ADR 0054): one small interface, so the
 * rest of the site never knows which queue runs. On PostgreSQL it is pg-boss; on the embedded
 * database a worker in this process over the `jobs` table. Either keeps its jobs in the site's own
 * database, so they survive a restart.
 */

/** Opens the queue in the database the site opened: pg-boss on PostgreSQL, the table on PGlite. */
export async function openJobQueue(
  handle: DatabaseHandle,
  { databaseUrl, timing = QUEUE_TIMING }: { databaseUrl?: string; timing?: QueueTiming },
): Promise<JobQueue> {
  if (handle.kind === 'postgres' && databaseUrl) {
    const { openPgBossQueue } = await import('./pg-boss-queue.server');
    return openPgBossQueue(databaseUrl, timing);
  }
  const { openTableQueue } = await import('./table-queue.server');
  return openTableQueue(handle.db, timing);
}
