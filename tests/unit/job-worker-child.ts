// A worker of the job queue in a process of its own, for the tests that kill one (SIGKILL) in the
// middle of a send: `tsx tests/unit/job-worker-child.ts` with DATABASE_URL and SMTP_URL set.
// Prints "ready" once it works the queue.
import { openDatabase } from '~/db/client.server';
import { createMailer } from '~/models/mail/mailer.server';

import { startWorker } from './job-worker';

const databaseUrl = process.env.DATABASE_URL!;
const handle = await openDatabase({ databaseUrl, dataDir: '', seed: false });
const mailer = createMailer({
  smtpUrl: process.env.SMTP_URL,
  dataDir: '',
  from: 'Roofline <news@roofline.example>',
});
await startWorker({ ...handle, databaseUrl }, mailer);
console.info('ready');
