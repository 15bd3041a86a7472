import type { DatabaseHandle } from '~/db/client.server';
import { jobHandlers } from '~/models/jobs/handlers.server';
import type { QueueTiming } from '~/models/jobs/jobs.server';
import { openJobQueue } from '~/models/jobs/queue.server';
import type { Mailer } from '~/models/mail/mailer.server';

import { TEST_MAIL_SECRET } from './smtp-test-server';

/** The queue's timing in tests: retries after 1, 2, 4 s; a silent worker's job back after 2 s. */
export const TEST_TIMING: QueueTiming = {
  retryLimit: 6,
  retryDelaySeconds: 1,
  expireSeconds: 2,
  pollSeconds: 0.5,
};
/** A claimed email whose sender died is sent again after this (ADR 0054). */
export const TEST_LEASE_SECONDS = 2;

/** The site's queue and its workers on a test database, sending through `mailer`. */
export async function startWorker(
  handle: DatabaseHandle & { databaseUrl?: string },
  mailer: Mailer,
  timing: QueueTiming = TEST_TIMING,
) {
  const queue = await openJobQueue(handle, { databaseUrl: handle.databaseUrl, timing });
  await queue.work(
    jobHandlers({
      db: handle.db,
      mail: { mailer, secret: TEST_MAIL_SECRET },
      jobs: queue,
      leaseSeconds: TEST_LEASE_SECONDS,
    }),
  );
  return queue;
}

/** Waits for a condition, checking every 100 ms; fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
