import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import {
  accountIdentities,
  newsletterSubscriptions,
  notifications,
  savedSearchAlerts,
  savedSearches,
  sessions,
  users,
} from '~/db/schema';

import { databaseWithMail } from '../../tests/unit/mail-harness';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { sendAccountEmail } from './account-mail.server';
import {
  accountSettings,
  changePassword,
  disconnectProvider,
  requestEmailChange,
  setMailSettings,
} from './account-settings.server';
import { sendDigests, sendInstantAlerts } from './alert-mail.server';
import { applyAddressLink, checkAddressLink } from './email-confirmation.server';
import type { JobSender } from './jobs/jobs.server';
import type { Mailer } from './mail/mailer.server';
import { sendNewsletterIssue } from './newsletter-issues.server';
import { createSession, getSessionUser } from './sessions.server';
import { createUser, verifyLogin } from './users.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

const mail = () => ({ mailer, secret: SECRET });
const jobs: JobSender = {
  send: async (_name, data) => {
    await sendAccountEmail(db, mail(), data as never);
  },
};
const where = { origin: ORIGIN, language: 'en' as const };

let n = 0;
async function member(password = 'pw member 1') {
  const email = `set-${++n}@example.com`;
  const made = await createUser(db, { name: `Set ${n}`, email, password, confirmed: true });
  if (!made.ok) throw new Error('not made');
  return made.user;
}

const tokenIn = (text: string | undefined) =>
  /\/account\/confirm-email\?token=(\S+)/.exec(text ?? '')![1]!;

describe('changing the address (docs/product.md#accounts)', () => {
  it('is confirmed at the new address and told to the old one; the account keeps the old one until then', async () => {
    const user = await member();
    const wrong = await requestEmailChange(
      db,
      jobs,
      user.id,
      { email: 'new-1@example.com', currentPassword: 'not it' },
      where,
    );
    expect(wrong).toBe('wrong-password');
    expect(
      await requestEmailChange(db, jobs, user.id, { email: user.email.toUpperCase() }, where),
    ).toBe('same');
    const other = await member();
    expect(
      await requestEmailChange(
        db,
        jobs,
        user.id,
        { email: other.email, currentPassword: 'pw member 1' },
        where,
      ),
    ).toBe('taken');
    expect(smtp.received).toHaveLength(0);

    const ask = (email: string) =>
      requestEmailChange(db, jobs, user.id, { email, currentPassword: 'pw member 1' }, where);
    expect(await ask('first-new@example.com')).toBe('sent');
    const first = tokenIn(smtp.received[0]!.parsed.text);
    expect(await ask('New-2@Example.com')).toBe('sent');
    expect(smtp.received.map((m) => m.to[0])).toEqual([
      'first-new@example.com',
      'new-2@example.com',
    ]);
    expect(smtp.received[1]!.parsed.subject).toBe('Confirm your new email address for Roofline');
    // Still the old address meanwhile; the first link was replaced by the second.
    expect((await accountSettings(db, user.id))!).toMatchObject({
      email: user.email,
      pendingEmail: 'new-2@example.com',
    });
    expect(await checkAddressLink(db, SECRET, first)).toEqual({ state: 'invalid' });
    const second = tokenIn(smtp.received[1]!.parsed.text);
    expect(await checkAddressLink(db, SECRET, second)).toEqual({
      state: 'ready',
      kind: 'change',
      email: 'new-2@example.com',
    });
    smtp.received.length = 0;
    const use = () => applyAddressLink(db, jobs, SECRET, second, where);
    expect(await use()).toEqual({ state: 'changed', email: 'new-2@example.com' });
    expect((await accountSettings(db, user.id))!).toMatchObject({
      email: 'new-2@example.com',
      pendingEmail: null,
      confirmed: true,
    });
    expect(await verifyLogin(db, 'new-2@example.com', 'pw member 1')).not.toBeNull();
    // The old address is told, once.
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([user.email]);
    expect(smtp.received[0]!.parsed.subject).toBe('Your Roofline email address was changed');
    expect(smtp.received[0]!.parsed.text).toContain('new-2@example.com');
    // Used again: nothing changes.
    expect(await use()).toEqual({ state: 'invalid' });
    expect(smtp.received).toHaveLength(1);
  });

  it('is refused at the link when another account took the address meanwhile', async () => {
    const user = await member();
    expect(
      await requestEmailChange(
        db,
        jobs,
        user.id,
        { email: 'contested@example.com', currentPassword: 'pw member 1' },
        where,
      ),
    ).toBe('sent');
    const token = tokenIn(smtp.received.at(-1)!.parsed.text);
    await createUser(db, { name: 'Quick', email: 'contested@example.com', password: 'x' });
    expect(await applyAddressLink(db, jobs, SECRET, token, where)).toEqual({ state: 'taken' });
    expect((await accountSettings(db, user.id))!.email).toBe(user.email);
  });
});

describe('changing the password while signed in (docs/product.md#accounts)', () => {
  it('asks for the current one and ends every other session', async () => {
    const user = await member();
    const mine = await createSession(db, user.id);
    const other = await createSession(db, user.id);
    expect(
      await changePassword(db, user.id, {
        current: 'wrong one',
        next: 'pw member 2',
        keepSession: mine.token,
      }),
    ).toBe('wrong-password');
    expect(await getSessionUser(db, other.token)).not.toBeNull();
    expect(
      await changePassword(db, user.id, {
        current: 'pw member 1',
        next: 'pw member 2',
        keepSession: mine.token,
      }),
    ).toBe('done');
    expect(await getSessionUser(db, mine.token)).not.toBeNull();
    expect(await getSessionUser(db, other.token)).toBeNull();
    const [left] = await db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left!.n).toBe(1);
    expect(await verifyLogin(db, user.email, 'pw member 2')).not.toBeNull();
  });
});

describe('the sign-in services (docs/product.md#accounts)', () => {
  it('disconnects one while the account keeps another way in, never the last', async () => {
    const [social] = await db
      .insert(users)
      .values({ name: 'Soc', email: 'soc-set@example.com', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const id = social!.id;
    await db.insert(accountIdentities).values([
      { provider: 'google', subject: 's-1', userId: id },
      { provider: 'x', subject: 's-2', userId: id },
    ]);
    expect(await disconnectProvider(db, id, 'facebook')).toBe('not-found');
    expect(await disconnectProvider(db, id, 'google')).toBe('done');
    expect(await disconnectProvider(db, id, 'x')).toBe('last');
    expect((await accountSettings(db, id))!.providers).toEqual(['x']);
    // With a password it may go too.
    const user = await member();
    await db.insert(accountIdentities).values({ provider: 'x', subject: 's-3', userId: user.id });
    expect(await disconnectProvider(db, user.id, 'x')).toBe('done');
  });
});

describe('which emails, in which language (docs/product.md#accounts)', () => {
  it('every mailing leaves out a kind turned off and writes in the language chosen', async () => {
    const user = await member();
    const [search] = await db
      .insert(savedSearches)
      .values({ userId: user.id, name: 'Flats', query: '' })
      .returning({ id: savedSearches.id });
    await db
      .insert(savedSearchAlerts)
      .values({ savedSearchId: search!.id, userId: user.id, frequency: 'instant', language: 'en' });
    await db.insert(notifications).values([
      { userId: user.id, event: 'e-1', kind: 'new', propertyId: 1, savedSearchId: search!.id },
      { userId: user.id, event: 'e-2', kind: 'drop', propertyId: 2, oldPrice: 200, newPrice: 100 },
    ]);
    await db
      .insert(newsletterSubscriptions)
      .values({ email: user.email, language: 'en', confirmedAt: new Date() });
    const context = { db, mail: mail(), origin: ORIGIN };
    const issue = (key: string) =>
      sendNewsletterIssue(db, mail(), {
        issue: { key, subject: 'News', markdown: 'Hello' },
        origin: ORIGIN,
      });

    await setMailSettings(db, user.id, { language: 'en', on: ['inquiries'] });
    expect(await sendInstantAlerts(context)).toBe(0);
    expect((await issue('off')).sent).toBe(0);
    expect(smtp.received.filter((m) => m.to[0] === user.email)).toHaveLength(0);
    await db
      .update(savedSearchAlerts)
      .set({ frequency: 'daily', digestedUntil: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(savedSearchAlerts.savedSearchId, search!.id));
    expect(await sendDigests(context)).toBe(0);
    await db
      .update(savedSearchAlerts)
      .set({ frequency: 'instant' })
      .where(eq(savedSearchAlerts.savedSearchId, search!.id));

    await setMailSettings(db, user.id, {
      language: 'ja',
      on: ['alerts', 'saved-home-drops', 'newsletter'],
    });
    expect((await accountSettings(db, user.id))!).toMatchObject({
      mailLanguage: 'ja',
      mailOff: ['inquiries'],
    });
    expect(await sendInstantAlerts(context)).toBe(2);
    expect((await issue('on')).sent).toBe(1);
    const mine = smtp.received.filter((m) => m.to[0] === user.email);
    expect(mine).toHaveLength(3);
    for (const message of mine) expect(message.parsed.html).toContain('<html lang="ja">');
  });
});
