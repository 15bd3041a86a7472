import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';

/** The database_state row that keeps the signing key when `MAIL_SECRET` is not set. */
const SECRET_KEY = 'mail-signing-secret';

/**
 * The key that signs the emails' links (ADR 0053): `MAIL_SECRET`, or a random one made on first
 * use and kept in the database, so every app server and the owner's command sign alike.
 */
export async function mailSecret(db: Database, configured?: string) {
  if (configured) return configured;
  const made = randomBytes(32).toString('base64url');
  await db
    .insert(databaseState)
    .values({ key: SECRET_KEY, value: sql`${JSON.stringify(made)}::jsonb` })
    .onConflictDoNothing({ target: databaseState.key });
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('The mail signing key could not be kept');
  return row.value;
}

export type TokenPurpose =
  | 'confirm'
  | 'unsubscribe'
  | 'alerts-off'
  | 'saved-homes-off'
  | 'agency-invite'
  | 'listing-confirm'
  // An account's own links (docs/product.md#accounts, ADR 0108).
  | 'verify-email'
  | 'change-email'
  | 'reset-password';

/** How long a confirmation link works (docs/product.md#email-and-the-newsletter). */
export const CONFIRM_DAYS = 7;

type Signed = {
  purpose: TokenPurpose;
  id: number;
  email: string;
  expires: number;
  /**
   * Something of the row that using the link changes (a password's hash): signed too, so the link
   * works once (ADR 0108). The links without one are signed as they always were.
   */
  bound?: string;
};

function signature(secret: string, { purpose, id, email, expires, bound }: Signed) {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${id}\n${expires}\n${email}${bound === undefined ? '' : `\n${bound}`}`)
    .digest('base64url');
}

/**
 * A link's token, `{subscription id}.{expiry in seconds, 0 for never}.{HMAC-SHA256}`. The address
 * is signed but not written in the token: an altered id fails against the row's address, and a
 * token for a row since deleted matches nothing.
 */
export function signToken(secret: string, token: Signed) {
  return `${token.id}.${token.expires}.${signature(secret, token)}`;
}

export type ReadToken = { id: number; expires: number; signature: string };

/** The parts of a token, or null when it is not one in shape (checking its signature needs the row). */
export function readToken(token: unknown): ReadToken | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,9})\.(\d{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  return { id: Number(match[1]), expires: Number(match[2]), signature: match[3]! };
}

/**
 * An email's link: `{origin}{path in the reader's language}?token=…` (ADR 0065), the token signed
 * for its purpose, row and address. Every email's signed link is made here.
 */
export function signedLink(
  origin: string,
  secret: string,
  { path, language, ...token }: Signed & { path: string; language: Language },
) {
  return `${origin}${pathInLanguage(language, path)}?token=${signToken(secret, token)}`;
}

/** Whether `token` was signed by this site for this purpose and this row's address (and `bound`). */
export function tokenSignedFor(
  secret: string,
  purpose: TokenPurpose,
  token: ReadToken,
  email: string,
  bound?: string,
) {
  const expected = Buffer.from(signature(secret, { purpose, email, bound, ...token }));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** An expiry `days` from `now`, in whole seconds. */
export function expiresIn(days: number, now = Date.now()) {
  return expiresInHours(days * 24, now);
}

/** An expiry `hours` from `now`, in whole seconds. */
export function expiresInHours(hours: number, now = Date.now()) {
  return Math.floor(now / 1000) + hours * 60 * 60;
}

export function expired(token: ReadToken, now = Date.now()) {
  return token.expires !== 0 && token.expires * 1000 < now;
}
