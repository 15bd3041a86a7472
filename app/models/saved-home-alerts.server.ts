import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { savedHomeAlerts, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';

import { readToken, signedLink, tokenSignedFor } from './mail/tokens.server';

/**
 * The emails about price drops on the homes an account saved
 * (docs/product.md#alerts-and-the-job-queue): on unless the account turned them off, in the
 * language of the page the account last saved a home or set them on.
 */

/** Whether the account's saved homes' drops are emailed, and in which language. */
export async function savedHomeEmails(db: Database, userId: number) {
  const [row] = await db
    .select({ emails: savedHomeAlerts.emails, language: savedHomeAlerts.language })
    .from(savedHomeAlerts)
    .where(eq(savedHomeAlerts.userId, userId));
  return row ?? { emails: true, language: 'en' as Language };
}

/** Keeps the language the emails are written in; `emails` also turns them on or off. */
export async function setSavedHomeEmails(
  db: Database,
  userId: number,
  { language, emails }: { language: Language; emails?: boolean },
) {
  await db
    .insert(savedHomeAlerts)
    .values({ userId, language, emails: emails ?? true })
    .onConflictDoUpdate({
      target: savedHomeAlerts.userId,
      set:
        emails === undefined
          ? { language }
          : // Turned on again: only the drops from now on are emailed.
            {
              language,
              emails,
              emailsSince: sql`case when ${savedHomeAlerts.emails} then ${savedHomeAlerts.emailsSince} else now() end`,
            },
    });
}

/** The link in a saved home's drop email that turns these emails off, without signing in. */
export function savedHomesOffLink(
  origin: string,
  secret: string,
  row: { id: number; email: string },
  language: Language = 'en',
) {
  return signedLink(origin, secret, {
    path: '/alerts/saved-homes',
    language,
    purpose: 'saved-homes-off',
    id: row.id,
    email: row.email,
    expires: 0,
  });
}

/**
 * The account a saved-homes token names, when this site signed it for that account's address;
 * null for a forged, altered or cut token, or an account since deleted.
 */
export async function savedHomesOffTarget(db: Database, secret: string, token: unknown) {
  const read = readToken(token);
  if (!read) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emails: sql<boolean | null>`${savedHomeAlerts.emails}`,
    })
    .from(users)
    .leftJoin(savedHomeAlerts, eq(savedHomeAlerts.userId, users.id))
    .where(eq(users.id, read.id));
  if (!row || !tokenSignedFor(secret, 'saved-homes-off', read, row.email)) return null;
  return { id: row.id, on: row.emails !== false };
}

/** Turns the emails off by the email's token; null when the token names no account. */
export async function turnSavedHomeEmailsOff(db: Database, secret: string, token: unknown) {
  const target = await savedHomesOffTarget(db, secret, token);
  if (!target) return null;
  await db
    .insert(savedHomeAlerts)
    .values({ userId: target.id, emails: false })
    .onConflictDoUpdate({ target: savedHomeAlerts.userId, set: { emails: false } });
  return target;
}
