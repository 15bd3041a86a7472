import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';

import { queueAccountEmail } from './account-mail.server';
import type { JobSender } from './jobs/jobs.server';
import { expired, readToken, tokenSignedFor } from './mail/tokens.server';
import { hashPassword } from './password.server';
import { normalizeEmail } from './users.server';

/**
 * Forgot password (docs/product.md#accounts, ADR 0108): a link by email, signed with the
 * account's password hash as it stands, so it works once (the hash changes) and for an hour.
 */

/**
 * Emails the reset link to the account with this address, when there is one that is not locked.
 * Nothing tells the caller which: the page answers every address alike.
 */
export async function requestPasswordReset(
  db: Database,
  jobs: JobSender,
  email: string,
  { origin, language }: { origin: string; language: Language },
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.lockedAt)));
  if (row) await queueAccountEmail(jobs, { kind: 'reset', userId: row.id, origin, language });
}

export type ResetLink = { state: 'ready'; email: string } | { state: 'invalid' | 'expired' };

async function checkLink(db: Database, secret: string, token: unknown) {
  const read = readToken(token);
  if (!read) return { state: 'invalid' as const };
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, read.id), isNull(users.lockedAt)));
  const bound = row?.passwordHash ?? '';
  if (!row || !tokenSignedFor(secret, 'reset-password', read, row.email, bound)) {
    return { state: 'invalid' as const };
  }
  if (expired(read)) return { state: 'expired' as const };
  return { state: 'ready' as const, id: row.id, email: row.email, passwordHash: row.passwordHash };
}

/** What the reset page shows: the form for a working link, or why it does not work. */
export async function checkResetLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<ResetLink> {
  const checked = await checkLink(db, secret, token);
  return checked.state === 'ready' ? { state: 'ready', email: checked.email } : checked;
}

/**
 * Sets the new password with the link and ends every session of the account (the caller starts
 * this browser's). Using the link shows the address is the account's: it counts as confirmed.
 * A second use, or one racing it, finds the hash changed and is `invalid`.
 */
export async function resetPassword(
  db: Database,
  secret: string,
  token: unknown,
  password: string,
): Promise<{ state: 'done'; userId: number } | { state: 'invalid' | 'expired' }> {
  const checked = await checkLink(db, secret, token);
  if (checked.state !== 'ready') return checked;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(
        and(
          eq(users.id, checked.id),
          checked.passwordHash === null
            ? isNull(users.passwordHash)
            : eq(users.passwordHash, checked.passwordHash),
        ),
      )
      .returning({ id: users.id });
    if (!changed) return { state: 'invalid' as const };
    await tx.delete(sessions).where(eq(sessions.userId, checked.id));
    return { state: 'done' as const, userId: checked.id };
  });
}
