import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';

import { queueAccountEmail } from './account-mail.server';
import type { JobSender } from './jobs/jobs.server';
import { expired, readToken, tokenSignedFor } from './mail/tokens.server';

/**
 * An account's address, confirmed (docs/product.md#accounts, ADR 0108): by the link emailed on
 * registering, by a provider that vouches for it, or, for a new address, by the link sent there.
 */

/**
 * Whether the account may act in others' sight: publish a listing, send an inquiry. The one check
 * every such action asks (docs/product.md#accounts); an account not confirmed may browse, save and
 * review meanwhile.
 */
export async function addressConfirmed(db: Database, userId: number) {
  const [row] = await db
    .select({ confirmed: sql<boolean>`${users.emailVerifiedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.confirmed ?? false;
}

/** Counts the account's address as confirmed, when it was not (the owner's command vouches). */
export async function markAddressConfirmed(db: Database, userId: number) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Sends the confirmation email again (the caller rate-limits it); nothing for an address already
 * confirmed. True when an email was queued.
 */
export async function resendConfirmation(
  db: Database,
  jobs: JobSender,
  userId: number,
  { origin, language }: { origin: string; language: Language },
) {
  if (await addressConfirmed(db, userId)) return false;
  await queueAccountEmail(jobs, { kind: 'verify', userId, origin, language });
  return true;
}

/**
 * What a link in an account email does, and to what: confirm the address (`confirmed`, or
 * `already` when used before), move the account to its new address (`changed`, or `taken` when
 * another account took it meanwhile). `invalid` is forged, altered, for another account, withdrawn
 * or used; `expired` is past its time. Only the last two change nothing.
 */
export type AddressLink =
  | { state: 'ready'; kind: 'verify' | 'change'; email: string }
  | { state: 'confirmed' | 'already' | 'changed'; email: string }
  | { state: 'invalid' | 'expired' | 'taken' };

type Checked =
  | {
      state: 'valid';
      kind: 'verify' | 'change';
      id: number;
      email: string;
      old: string;
      verified: boolean;
    }
  | { state: 'invalid' | 'expired' };

async function checkLink(db: Database, secret: string, token: unknown): Promise<Checked> {
  const read = readToken(token);
  if (!read) return { state: 'invalid' };
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      pendingEmail: users.pendingEmail,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, read.id));
  if (!row) return { state: 'invalid' };
  const kind = tokenSignedFor(secret, 'verify-email', read, row.email)
    ? 'verify'
    : row.pendingEmail !== null && tokenSignedFor(secret, 'change-email', read, row.pendingEmail)
      ? 'change'
      : null;
  if (!kind) return { state: 'invalid' };
  if (expired(read)) return { state: 'expired' };
  return {
    state: 'valid',
    kind,
    id: row.id,
    email: kind === 'change' ? row.pendingEmail! : row.email,
    old: row.email,
    verified: row.verifiedAt !== null,
  };
}

/** What the link's page shows before its button is pressed: a GET changes nothing (ADR 0053). */
export async function checkAddressLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<AddressLink> {
  const checked = await checkLink(db, secret, token);
  if (checked.state !== 'valid') return checked;
  if (checked.kind === 'verify' && checked.verified)
    return { state: 'already', email: checked.email };
  return { state: 'ready', kind: checked.kind, email: checked.email };
}

/**
 * Uses the link: confirms the address, or moves the account to its new one, confirmed, and tells
 * the old address (through the queue).
 */
export async function applyAddressLink(
  db: Database,
  jobs: JobSender,
  secret: string,
  token: unknown,
  { origin, language }: { origin: string; language: Language },
): Promise<AddressLink> {
  const checked = await checkLink(db, secret, token);
  if (checked.state !== 'valid') return checked;
  if (checked.kind === 'verify') {
    await markAddressConfirmed(db, checked.id);
    return { state: checked.verified ? 'already' : 'confirmed', email: checked.email };
  }
  const moved = await moveToAddress(db, checked.id, checked.email);
  if (moved === 'taken') return { state: 'taken' };
  if (moved === 'gone') return { state: 'invalid' };
  await queueAccountEmail(jobs, {
    kind: 'changed',
    userId: checked.id,
    origin,
    language,
    old: checked.old,
  });
  return { state: 'changed', email: checked.email };
}

/** The account's new address, once; `taken` when another account has it by now. */
async function moveToAddress(db: Database, userId: number, email: string) {
  try {
    const moved = await db
      .update(users)
      .set({ email, pendingEmail: null, emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
      .returning({ id: users.id });
    return moved.length > 0 ? ('moved' as const) : ('gone' as const);
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken' as const;
    throw error;
  }
}

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it). */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation((error as { cause?: unknown }).cause);
}
