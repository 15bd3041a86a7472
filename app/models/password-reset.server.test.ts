import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';

import { databaseWithMail } from '../../tests/unit/mail-harness';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { sendAccountEmail } from './account-mail.server';
import type { JobSender } from './jobs/jobs.server';
import type { Mailer } from './mail/mailer.server';
import { signToken } from './mail/tokens.server';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.server';
import { createSession } from './sessions.server';
import { createUser, verifyLogin } from './users.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

const sent: string[] = [];
const jobs: JobSender = {
  send: async (name, data) => {
    sent.push(name);
    await sendAccountEmail(db, { mailer, secret: SECRET }, data as never);
  },
};

const ask = (email: string) =>
  requestPasswordReset(db, jobs, email, { origin: ORIGIN, language: 'en' });

function tokenInMail() {
  const text = smtp.received.at(-1)!.parsed.text ?? '';
  return /\/reset-password\?token=(\S+)/.exec(text)![1]!;
}

const sessionsOf = async (userId: number) =>
  (await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

describe('forgot password (docs/product.md#accounts)', () => {
  it('emails a link that sets the password once, ends every session and works for an hour', async () => {
    const made = await createUser(db, {
      name: 'Rae',
      email: 'rae@example.com',
      password: 'old pw 12',
    });
    const user = made.ok ? made.user : null;
    await Promise.all([createSession(db, user!.id), createSession(db, user!.id)]);
    await ask(' RAE@example.com ');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['rae@example.com']);
    expect(smtp.received[0]!.parsed.subject).toBe('Reset your Roofline password');
    const token = tokenInMail();
    const expires = Number(token.split('.')[1]);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await checkResetLink(db, SECRET, token)).toEqual({
      state: 'ready',
      email: 'rae@example.com',
    });
    expect(await resetPassword(db, SECRET, token, 'new pw 34')).toEqual({
      state: 'done',
      userId: user!.id,
    });
    expect(await sessionsOf(user!.id)).toBe(0);
    expect(await verifyLogin(db, 'rae@example.com', 'new pw 34')).not.toBeNull();
    expect(await verifyLogin(db, 'rae@example.com', 'old pw 12')).toBeNull();
    // Used once: the second use changes nothing.
    expect(await checkResetLink(db, SECRET, token)).toEqual({ state: 'invalid' });
    expect(await resetPassword(db, SECRET, token, 'third pw 56')).toEqual({ state: 'invalid' });
    expect(await verifyLogin(db, 'rae@example.com', 'new pw 34')).not.toBeNull();
  });

  it('asks for an unknown or locked address as for a known one, and sends nothing', async () => {
    const made = await createUser(db, {
      name: 'Lo',
      email: 'lo@example.com',
      password: 'pw lo 123',
    });
    await db.update(users).set({ lockedAt: new Date() }).where(eq(users.email, 'lo@example.com'));
    sent.length = 0;
    expect(await ask('nobody@example.com')).toBeUndefined();
    expect(await ask('lo@example.com')).toBeUndefined();
    expect(sent).toEqual([]);
    expect(smtp.received).toHaveLength(0);
    expect(made.ok).toBe(true);
  });

  it('a forged, altered, expired or foreign link changes nothing', async () => {
    const made = await createUser(db, {
      name: 'Fo',
      email: 'fo@example.com',
      password: 'pw fo 123',
    });
    const user = made.ok ? made.user : null;
    const [row] = await db.select().from(users).where(eq(users.id, user!.id));
    const now = Math.floor(Date.now() / 1000);
    const sign = (over: Partial<Parameters<typeof signToken>[1]>) =>
      signToken(SECRET, {
        purpose: 'reset-password',
        id: user!.id,
        email: row!.email,
        expires: now + 600,
        bound: row!.passwordHash!,
        ...over,
      });
    const expired = sign({ expires: now - 1 });
    expect(await checkResetLink(db, SECRET, expired)).toEqual({ state: 'expired' });
    expect(await resetPassword(db, SECRET, expired, 'changed 123')).toEqual({ state: 'expired' });
    for (const forged of [
      'x',
      sign({ bound: 'another hash' }),
      sign({ purpose: 'verify-email' }),
      sign({ id: user!.id + 1000 }),
      signToken('another-secret-of-at-least-32-characters', {
        purpose: 'reset-password',
        id: user!.id,
        email: row!.email,
        expires: now + 600,
        bound: row!.passwordHash!,
      }),
    ]) {
      expect(await resetPassword(db, SECRET, forged, 'changed 123')).toEqual({ state: 'invalid' });
    }
    expect(await verifyLogin(db, 'fo@example.com', 'pw fo 123')).not.toBeNull();
    // The one well-made link still works.
    expect((await resetPassword(db, SECRET, sign({}), 'changed 123')).state).toBe('done');
  });
});
