// `npm run admin -- jobs` and `npm run admin -- jobs retry` (README: "The job queue"): what the
// job queue is retrying or gave up on, on either database, and putting what it gave up on back.
// A job is given up on after its twelve tries (about 17 hours, ADR 0054), for instance a mail
// server down for longer: once it is back, `jobs retry` sends what waited.
import { openDatabase } from '~/db/client.server';
import type { JobTrouble } from '~/models/jobs/jobs.server';
import { openJobQueue } from '~/models/jobs/queue.server';

import type { Env } from '../server/env';

/** One line a job: when, what, how many tries, and why it failed. */
export function troubleLine(job: JobTrouble) {
  const when = job.createdAt.toISOString().replace('T', ' ').slice(0, 16);
  const tries = `${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'}`;
  const state = job.state === 'failed' ? 'FAILED  ' : 'retrying';
  const why = (job.error ?? '').replace(/\s+/g, ' ').slice(0, 120);
  return `${when}  ${state}  ${job.name.padEnd(16)}  ${tries.padEnd(9)}  ${why}`;
}

/** The exit code: 0 done, 2 a command it does not know. */
export async function jobsCommand(action: string | undefined, env: Env) {
  if (action !== undefined && action !== 'retry') {
    console.error('Usage: npm run admin -- jobs [retry]');
    return 2;
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  const queue = await openJobQueue(handle, { databaseUrl: env.DATABASE_URL });
  try {
    if (action === 'retry') {
      const count = await queue.retryFailed();
      console.info(
        count === 0
          ? 'No job had been given up on; nothing was changed.'
          : `${count} ${count === 1 ? 'job was' : 'jobs were'} put back in the queue, to be tried again ` +
              (env.DATABASE_URL ? 'by the running site.' : 'when the site next starts.'),
      );
      return 0;
    }
    const troubles = await queue.troubles();
    if (troubles.length === 0) {
      console.info('No job is being retried or was given up on.');
      return 0;
    }
    for (const job of troubles) console.info(troubleLine(job));
    if (troubles.some((job) => job.state === 'failed')) {
      console.info('Once what made them fail is fixed: npm run admin -- jobs retry');
    }
    return 0;
  } finally {
    await queue.stop();
    await handle.close();
  }
}
