import PgBoss from 'pg-boss';

import {
  JOB_NAMES,
  type JobHandlers,
  type JobName,
  type JobQueue,
  type QueueTiming,
} from './queue.server';

/** How long `stop` waits for the jobs being worked; pg-boss takes the rest back after they expire. */
const STOP_WAIT_MS = 10_000;

/**
 * The queue on PostgreSQL (ADR 0054): pg-boss, in its own `pgboss` schema of the site's database,
 * which it makes and upgrades itself. Every app server works every queue; pg-boss hands a job to
 * one of them (`SKIP LOCKED`), retries a failed one with a doubling wait, and gives a job whose
 * server died to another once it expires. Two connections of its own, apart from the pages' pool.
 */
export async function openPgBossQueue(databaseUrl: string, timing: QueueTiming): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 2,
    application_name: 'roofline-jobs',
    // Expired jobs are found by the maintenance, so it runs as often as a job may expire.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, timing.expireSeconds)),
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => console.warn('The job queue:', error.message));
  await boss.start();
  for (const name of JOB_NAMES) {
    const options = {
      name,
      retryLimit: timing.retryLimit,
      retryDelay: timing.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: timing.expireSeconds,
    };
    // Made once per database; later starts keep its settings up to date.
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options).catch(() => boss.updateQueue(name, options));
  }
  return {
    kind: 'pg-boss',
    async send(name, data, options = {}) {
      await boss.send(name, data, {
        ...(options.delaySeconds && { startAfter: options.delaySeconds }),
      });
    },
    async work(handlers: JobHandlers) {
      for (const name of JOB_NAMES) {
        const handler = handlers[name as JobName] as (data: unknown) => Promise<void>;
        await boss.work(
          name,
          { pollingIntervalSeconds: Math.max(0.5, timing.pollSeconds) },
          async (batch) => {
            for (const job of batch) await handler(job.data);
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
