import PgBoss from 'pg-boss';

import {
  JOB_NAMES,
  type JobHandlers,
  type JobName,
  type JobQueue,
  type QueueTiming,
} from './jobs.server';

type TroubleRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  error: string | null;
  created_on: string | Date;
};

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
    async troubles(limit = 20) {
      const { rows } = (await boss.getDb().executeSql(
        `select id, name, state, retry_count, output ->> 'message' as error, created_on
           from pgboss.job where state in ('retry', 'failed')
           order by created_on desc limit $1`,
        [limit],
      )) as { rows: TroubleRow[] };
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        state: row.state === 'failed' ? ('failed' as const) : ('retrying' as const),
        // pg-boss counts retries; the first try is not one.
        attempts: row.retry_count + 1,
        error: row.error,
        createdAt: new Date(row.created_on),
      }));
    },
    async retryFailed() {
      const { rows } = (await boss
        .getDb()
        .executeSql(`select id, name from pgboss.job where state = 'failed'`, [])) as {
        rows: { id: string; name: string }[];
      };
      for (const name of new Set(rows.map((row) => row.name))) {
        const ids = rows.filter((row) => row.name === name).map((row) => row.id);
        await boss.retry(name, ids);
      }
      return rows.length;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
