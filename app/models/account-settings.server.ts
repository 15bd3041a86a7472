import { and, asc, eq, ne } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { accountIdentities, sessions, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { MAIL_KINDS, type MailKind } from '~/lib/mail-kinds';

import { queueAccountEmail } from './account-mail.server';
import type { JobSender } from './jobs/jobs.server';
import { hashPassword, verifyPassword } from './password.server';
import { hashToken } from './sessions.server';
import { normalizeEmail } from './users.server';

/**
 * An account's settings (`/account/settings`, docs/product.md#accounts): its name, address,
 * password, emails and the services that sign in to it. Each change is the account's own: the
 * caller passes the signed-in account's id, never one read from the request.
 */

export type AccountSettings = {
  name: string;
  email: string;
  pendingEmail: string | null;
  confirmed: boolean;
  hasPassword: boolean;
  mailLanguage: Language | null;
  mailOff: MailKind[];
  /** The providers that sign in to it (`google`, `oidc:{issuer}`, …). */
  providers: string[];
};

export async function accountSettings(
  db: Database,
  userId: number,
): Promise<AccountSettings | null> {
  const [[row], identities] = await Promise.all([
    db
      .select({
        name: users.name,
        email: users.email,
        pendingEmail: users.pendingEmail,
        verifiedAt: users.emailVerifiedAt,
        passwordHash: users.passwordHash,
        mailLanguage: users.mailLanguage,
        mailOff: users.mailOff,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ provider: accountIdentities.provider })
      .from(accountIdentities)
      .where(eq(accountIdentities.userId, userId))
      .orderBy(asc(accountIdentities.provider)),
  ]);
  if (!row) return null;
  const { verifiedAt, passwordHash, mailOff, ...rest } = row;
  return {
    ...rest,
    confirmed: verifiedAt !== null,
    hasPassword: passwordHash !== null,
    mailOff: mailOff as MailKind[],
    providers: identities.map((identity) => identity.provider),
  };
}

export async function renameAccount(db: Database, userId: number, name: string) {
  await db.update(users).set({ name: name.trim() }).where(eq(users.id, userId));
}

/** Whether `password` is the account's; an account without one has none to give. */
export async function passwordMatches(db: Database, userId: number, password: string | undefined) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.hash) return false;
  return password !== undefined && verifyPassword(password, row.hash);
}

async function hasPassword(db: Database, userId: number) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.hash);
}

export type EmailChange = 'sent' | 'same' | 'taken' | 'wrong-password';

/**
 * Asks to move the account to a new address: kept as pending and sent a link there (through the
 * queue); the account signs in with its old address until the link is used, and the old address
 * is told once it is. An account with a password proves it is theirs with it.
 */
export async function requestEmailChange(
  db: Database,
  jobs: JobSender,
  userId: number,
  { email, currentPassword }: { email: string; currentPassword?: string },
  { origin, language }: { origin: string; language: Language },
): Promise<EmailChange> {
  const address = normalizeEmail(email);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) return 'wrong-password';
  if (row.email === address) return 'same';
  if ((await hasPassword(db, userId)) && !(await passwordMatches(db, userId, currentPassword))) {
    return 'wrong-password';
  }
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), ne(users.id, userId)));
  if (other) return 'taken';
  await db.update(users).set({ pendingEmail: address }).where(eq(users.id, userId));
  await queueAccountEmail(jobs, { kind: 'change', userId, origin, language });
  return 'sent';
}

/**
 * Changes the password of a signed-in account, asking for the current one, and ends every other
 * session (the one of `keepSession`, this browser's cookie, stays).
 */
export async function changePassword(
  db: Database,
  userId: number,
  { current, next, keepSession }: { current: string; next: string; keepSession: string | null },
): Promise<'done' | 'wrong-password'> {
  if (!(await passwordMatches(db, userId, current))) return 'wrong-password';
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          keepSession ? ne(sessions.id, hashToken(keepSession)) : undefined,
        ),
      );
  });
  return 'done';
}

/** The emails' language and the kinds turned off (every kind not in `on`). */
export async function setMailSettings(
  db: Database,
  userId: number,
  { language, on }: { language: Language; on: MailKind[] },
) {
  await db
    .update(users)
    .set({ mailLanguage: language, mailOff: MAIL_KINDS.filter((kind) => !on.includes(kind)) })
    .where(eq(users.id, userId));
}

/**
 * Disconnects a provider from the account, unless it is the last way to sign in (no password and
 * no other provider): `last`. `not-found` when it is not connected.
 */
export async function disconnectProvider(
  db: Database,
  userId: number,
  provider: string,
): Promise<'done' | 'last' | 'not-found'> {
  return db.transaction(async (tx) => {
    const connected = await tx
      .select({ provider: accountIdentities.provider })
      .from(accountIdentities)
      .where(eq(accountIdentities.userId, userId))
      .for('update');
    if (!connected.some((row) => row.provider === provider)) return 'not-found';
    const [row] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const others = connected.filter((row) => row.provider !== provider);
    if (!row?.hash && others.length === 0) return 'last';
    await tx
      .delete(accountIdentities)
      .where(and(eq(accountIdentities.userId, userId), eq(accountIdentities.provider, provider)));
    return 'done';
  });
}
