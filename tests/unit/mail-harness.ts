import { afterAll, beforeAll, beforeEach } from 'vitest';

import type { Database } from '~/db/client.server';
import type { Mailer } from '~/models/mail/mailer.server';

import { mailerTo, startSmtpServer, type SmtpTestServer } from './smtp-test-server';
import { openTestDatabase } from './test-database';

/**
 * A test file's database and real SMTP server (smtp-test-server.ts), with the mailer that sends
 * to it: opened before the file's tests, closed after them, and the server's inbox emptied before
 * each test. Its fields are set once the file's first `beforeAll` has run.
 */
export function databaseWithMail() {
  const harness = {} as { db: Database; smtp: SmtpTestServer; mailer: Mailer };
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    [handle, harness.smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
    harness.db = handle.db;
    harness.mailer = mailerTo(harness.smtp);
  });
  afterAll(async () => {
    harness.mailer?.close();
    await harness.smtp?.close();
    await handle?.close();
  });
  beforeEach(() => {
    harness.smtp.received.length = 0;
  });
  return harness;
}
