import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';

import { databaseWithMail } from '../../tests/unit/mail-harness';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { sendAccountEmail } from './account-mail.server';
import {
  addressConfirmed,
  applyAddressLink,
  checkAddressLink,
  resendConfirmation,
} from './email-confirmation.server';
import { signInWithIdentity } from './identities.server';
import type { JobPayloads, JobSender } from './jobs/jobs.server';
import type { Mailer } from './mail/mailer.server';
import { signToken } from './mail/tokens.server';
import { createUser } from './users.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

/** What the queue was given, and its worker at once: the handler runs inside the send. */
const queued: JobPayloads['account-email'][] = [];
const jobs: JobSender = {
  send: async (name, data) => {
    if (name !== 'account-email') return;
    queued.push(data as JobPayloads['account-email']);
    await sendAccountEmail(db, { mailer, secret: SECRET }, data as never);
  },
};

let n = 0;
async function register(language: 'en' | 'ja' = 'en') {
  const email = `member-${++n}@example.com`;
  const made = await createUser(db, { name: `Member ${n}`, email, password: 'x', language });
  if (!made.ok) throw new Error('not made');
  await resendConfirmation(db, jobs, made.user.id, { origin: ORIGIN, language: 'en' });
  return made.user;
}

/** The confirmation link's token in the last email. */
function tokenInMail() {
  const text = smtp.received.at(-1)!.parsed.text ?? '';
  const match = /\/account\/confirm-email\?token=(\S+)/.exec(text);
  if (!match) throw new Error(`No link in ${text}`);
  return match[1]!;
}

const apply = (token: unknown) =>
  applyAddressLink(db, jobs, SECRET, token, { origin: ORIGIN, language: 'en' });

describe('confirming the address (docs/product.md#accounts)', () => {
  it('a new account is not confirmed until its emailed link is used, once', async () => {
    const user = await register();
    expect(await addressConfirmed(db, user.id)).toBe(false);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual([user.email]);
    expect(message!.parsed.subject).toBe('Confirm your email address for Roofline');
    expect(message!.parsed.html).toContain('Confirm my address');
    const token = tokenInMail();
    // Opening the link changes nothing; its button does.
    expect(await checkAddressLink(db, SECRET, token)).toEqual({
      state: 'ready',
      kind: 'verify',
      email: user.email,
    });
    expect(await addressConfirmed(db, user.id)).toBe(false);
    expect(await apply(token)).toEqual({ state: 'confirmed', email: user.email });
    expect(await addressConfirmed(db, user.id)).toBe(true);
    // Used again: said, and nothing changes.
    const [before] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await apply(token)).toEqual({ state: 'already', email: user.email });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.emailVerifiedAt).toEqual(before!.emailVerifiedAt);
    // A confirmed account is sent nothing more.
    expect(await resendConfirmation(db, jobs, user.id, { origin: ORIGIN, language: 'en' })).toBe(
      false,
    );
    expect(smtp.received).toHaveLength(1);
  });

  it('is written in the language the account registered in', async () => {
    const user = await register('ja');
    const [message] = smtp.received;
    expect(message!.parsed.subject).toBe('Roofline のメールアドレスの確認');
    expect(message!.parsed.text).toContain(`${ORIGIN}/ja/account/confirm-email?token=`);
    expect(message!.parsed.text).toContain(`${user.name} さん`);
  });

  it('a forged, altered, cut, foreign or expired link changes nothing', async () => {
    const user = await register();
    const token = tokenInMail();
    const [id, expires, signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    const other = await register();
    const bad = [
      undefined,
      '',
      'nonsense',
      `${id}.${expires}`,
      `${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      // Signed with another key, or for another of the site's links to the same account.
      signToken('another-secret-of-at-least-32-characters', {
        purpose: 'verify-email',
        id: user.id,
        email: user.email,
        expires: now + 3600,
      }),
      signToken(SECRET, {
        purpose: 'saved-homes-off',
        id: user.id,
        email: user.email,
        expires: 0,
      }),
      signToken(SECRET, { purpose: 'verify-email', id: user.id, email: other.email, expires: 0 }),
    ];
    for (const forged of bad) {
      expect(await checkAddressLink(db, SECRET, forged), String(forged)).toEqual({
        state: 'invalid',
      });
      expect(await apply(forged), String(forged)).toEqual({ state: 'invalid' });
    }
    const old = signToken(SECRET, {
      purpose: 'verify-email',
      id: user.id,
      email: user.email,
      expires: now - 1,
    });
    expect(await checkAddressLink(db, SECRET, old)).toEqual({ state: 'expired' });
    expect(await apply(old)).toEqual({ state: 'expired' });
    expect(await addressConfirmed(db, user.id)).toBe(false);
    expect(await addressConfirmed(db, other.id)).toBe(false);
  });

  it('an account made or linked by a provider that vouches for the address is confirmed', async () => {
    const made = await signInWithIdentity(db, {
      provider: 'google',
      subject: 'g-1',
      email: 'social@example.com',
      emailVerified: true,
      name: 'Soc',
    });
    expect(made.ok && (await addressConfirmed(db, made.user.id))).toBe(true);
    const user = await register();
    const linked = await signInWithIdentity(db, {
      provider: 'google',
      subject: 'g-2',
      email: user.email,
      emailVerified: true,
    });
    expect(linked.ok && linked.outcome).toBe('linked');
    expect(await addressConfirmed(db, user.id)).toBe(true);
  });
});
