import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '~/db/client.server';
import {
  agents,
  inquiries,
  jobs,
  mailDeliveries,
  newsletterSubscriptions,
  users,
} from '~/db/schema';

import { startWorker, TEST_TIMING, waitUntil } from '../../../tests/unit/job-worker';
import {
  mailerTo,
  startSmtpServer,
  TEST_MAIL_SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../../tests/unit/smtp-test-server';
import { openTestDatabase } from '../../../tests/unit/test-database';
import type { Mailer } from '../mail/mailer.server';
import { sendConfirmation } from '../newsletter.server';
import type { JobQueue, JobTrouble } from './jobs.server';
import { openJobQueue } from './queue.server';
import { troubleLine } from '../../../scripts/jobs-command';

/**
 * The job queue (ADR 0054) on the test's database: pg-boss with TEST_DATABASE_URL, the jobs table
 * on PGlite. What the SMTP server received is counted: each email arrives once.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: SmtpTestServer;

beforeAll(async () => {
  [handle, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.acceptAll();
});

/** Waiting sign-ups, and a confirmation job for each: the emails the test expects. */
async function queueConfirmations(queue: JobQueue, count: number) {
  const tag = randomUUID().slice(0, 8);
  const rows = await handle.db
    .insert(newsletterSubscriptions)
    .values(Array.from({ length: count }, (_, n) => ({ email: `r${n}-${tag}@example.com` })))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  const nonces = rows.map((row) => `${tag}-${row.id}`);
  for (const [n, row] of rows.entries()) {
    await queue.send('newsletter-confirm', {
      subscriptionId: row.id,
      origin: ORIGIN,
      nonce: nonces[n]!,
    });
  }
  return { addresses: rows.map((row) => row.email), nonces };
}

const receivedBy = (addresses: string[]) =>
  smtp.received.filter((message) => addresses.includes(message.to[0]!));

/** A mailer that counts its tries, refused or not. */
function counting(mailer: Mailer) {
  const counted = { tries: 0, mailer: { ...mailer } };
  counted.mailer.send = async (message) => {
    counted.tries += 1;
    return mailer.send(message);
  };
  return counted;
}

describe('the job queue (ADR 0054)', () => {
  it('retries with a doubling wait while the mail server refuses, and then sends each email once', async () => {
    const mailer = mailerTo(smtp);
    const tried = counting(mailer);
    smtp.failAfter(0);
    const queue = await startWorker(handle, tried.mailer);
    try {
      const { addresses, nonces } = await queueConfirmations(queue, 3);
      // Every email refused once, and one of them tried again after its wait.
      await waitUntil(() => tried.tries >= 4);
      expect(receivedBy(addresses)).toHaveLength(0);
      // Pages keep answering: the database is free meanwhile.
      expect(await handle.db.select().from(newsletterSubscriptions).limit(1)).toHaveLength(1);
      smtp.acceptAll();
      await waitUntil(() => receivedBy(addresses).length >= 3);
      expect(
        receivedBy(addresses)
          .map((message) => message.to[0])
          .sort(),
      ).toEqual(addresses.sort());
      // Each is recorded as sent once its job ends; the same job again then sends nothing.
      await waitUntil(async () => {
        const sending = await handle.db
          .select({ key: mailDeliveries.key })
          .from(mailDeliveries)
          .where(inArray(mailDeliveries.status, ['sending']));
        return sending.length === 0;
      });
      const [first] = await handle.db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, addresses[0]!));
      const again = await sendConfirmation(
        handle.db,
        { mailer, secret: TEST_MAIL_SECRET },
        { subscriptionId: first!.id, origin: ORIGIN, nonce: nonces[0]! },
      );
      expect(again).toBe('already');
      expect(receivedBy(addresses)).toHaveLength(3);
    } finally {
      await queue.stop();
      mailer.close();
    }
  });

  it('lists a job given up on with why it failed, and tries it again when told (npm run admin -- jobs)', async () => {
    const mailer = mailerTo(smtp);
    smtp.failAfter(0);
    // One try, then given up on.
    const queue = await startWorker(handle, mailer, { ...TEST_TIMING, retryLimit: 0 });
    try {
      const { addresses } = await queueConfirmations(queue, 1);
      let failed: JobTrouble | undefined;
      await waitUntil(async () => {
        failed = (await queue.troubles()).find(
          (job) => job.state === 'failed' && job.name === 'newsletter-confirm',
        );
        return failed !== undefined;
      });
      expect(failed!.error).toMatch(/Mailbox unavailable/);
      expect(troubleLine(failed!)).toMatch(
        / FAILED +newsletter-confirm +1 try +.*Mailbox unavailable/,
      );
      expect(receivedBy(addresses)).toHaveLength(0);
      smtp.acceptAll();
      expect(await queue.retryFailed()).toBeGreaterThanOrEqual(1);
      await waitUntil(() => receivedBy(addresses).length === 1);
      await waitUntil(async () => (await queue.troubles()).every((job) => job.id !== failed!.id));
      expect(await queue.retryFailed()).toBe(0);
    } finally {
      await queue.stop();
      mailer.close();
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite, works at the next start a job its server was working when it stopped',
    async () => {
      const [row] = await handle.db
        .insert(newsletterSubscriptions)
        .values({ email: 'stopped@example.com' })
        .returning({ id: newsletterSubscriptions.id });
      await handle.db.insert(jobs).values({
        name: 'newsletter-confirm',
        data: { subscriptionId: row!.id, origin: ORIGIN, nonce: 'stopped' },
        state: 'active',
        attempts: 1,
        lockedUntil: new Date(Date.now() + 3_600_000),
      });
      const mailer = mailerTo(smtp);
      const queue = await startWorker(handle, mailer);
      try {
        await waitUntil(() => receivedBy(['stopped@example.com']).length === 1);
        await waitUntil(async () => (await handle.db.select().from(jobs)).length === 0);
      } finally {
        await queue.stop();
        mailer.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends each email once with two app servers on one PostgreSQL, after a worker is killed in the middle of a send and the queue restarts',
    async () => {
      const other: DatabaseHandle = await handle.openAnother!();
      const mailers = [mailerTo(smtp), mailerTo(smtp)];
      let child: ChildProcess | undefined;
      const queues: JobQueue[] = [];
      try {
        // A worker of its own process takes the first email and is killed while the SMTP
        // server holds it, before the "250 OK" it waits for.
        const held = smtp.holdNext();
        child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/job-worker-child.ts'], {
          env: { ...process.env, DATABASE_URL: handle.databaseUrl, SMTP_URL: smtp.url },
          stdio: 'inherit',
        });
        const sender = await openJobQueue(handle, {
          databaseUrl: handle.databaseUrl,
          timing: TEST_TIMING,
        });
        queues.push(sender);
        const { addresses } = await queueConfirmations(sender, 8);
        const heldFor = await held;
        child.kill('SIGKILL');
        await new Promise((resolve) => child!.once('exit', resolve));
        smtp.dropHeld();
        expect(receivedBy([heldFor])).toHaveLength(0);
        // Two app servers on the same database work the rest, and the killed worker's job.
        queues.push(await startWorker(handle, mailers[0]!));
        queues.push(await startWorker({ ...other, databaseUrl: handle.databaseUrl }, mailers[1]!));
        await waitUntil(() => receivedBy(addresses).length >= addresses.length, 30_000);
        // Nothing more arrives once every job has finished.
        await waitUntil(async () => {
          const sent = await handle.db
            .select({ key: mailDeliveries.key })
            .from(mailDeliveries)
            .where(inArray(mailDeliveries.status, ['sent']));
          return sent.length >= addresses.length;
        });
        const recipients = receivedBy(addresses).map((message) => message.to[0]);
        expect(recipients.sort()).toEqual([...addresses].sort());
        expect(recipients).toContain(heldFor);
      } finally {
        child?.kill('SIGKILL');
        for (const queue of queues) await queue.stop();
        for (const mailer of mailers) mailer.close();
        await other.close();
      }
    },
    60_000,
  );

  it('sends a viewing’s reminder once to each party, though its job is queued twice and the mail server first refuses (docs/product.md#booking-a-viewing)', async () => {
    const tag = randomUUID().slice(0, 8);
    const [lister] = await handle.db
      .insert(users)
      .values({ name: 'Lister', email: `lister-${tag}@example.com` })
      .returning({ id: users.id, email: users.email });
    const [agent] = await handle.db
      .insert(agents)
      .values({ userId: lister!.id, name: 'Lister', languages: ['en'] })
      .returning({ id: agents.id });
    const at = new Date(Date.now() + 86_400_000 + 3_600_000);
    at.setUTCSeconds(0, 0);
    const [viewing] = await handle.db
      .insert(inquiries)
      .values({
        agentId: agent!.id,
        name: 'Visitor',
        email: `visitor-${tag}@example.com`,
        message: 'May I see it?',
        viewingAt: at,
        viewingStatus: 'confirmed',
        viewingSequence: 1,
      })
      .returning({ id: inquiries.id });
    const addresses = [lister!.email, `visitor-${tag}@example.com`];
    const mailer = mailerTo(smtp);
    smtp.failAfter(0);
    const queue = await startWorker(handle, mailer);
    try {
      const reminder = {
        inquiryId: viewing!.id,
        at: at.toISOString(),
        sequence: 1,
        origin: ORIGIN,
      };
      await queue.send('viewing-reminder', reminder);
      await queue.send('viewing-reminder', reminder);
      // A reminder for a time it no longer stands at sends nothing.
      await queue.send('viewing-reminder', { ...reminder, sequence: 0 });
      await waitUntil(async () => (await queue.troubles()).length > 0);
      smtp.acceptAll();
      await waitUntil(() => receivedBy(addresses).length >= 2);
      await waitUntil(async () => (await queue.troubles()).length === 0);
      expect(
        receivedBy(addresses)
          .map((message) => message.to[0])
          .sort(),
      ).toEqual([...addresses].sort());
      expect(receivedBy(addresses)[0]!.parsed.subject).toMatch(/^Tomorrow: viewing/);
    } finally {
      await queue.stop();
      mailer.close();
    }
  });
});
