import type { Database } from '~/db/client.server';

import { expired, readToken, tokenSignedFor, type TokenPurpose } from './mail/tokens.server';
import { findSubscription, markConfirmed, removeSubscription } from './newsletter.server';

/**
 * The newsletter's links (docs/product.md#email-and-the-newsletter, ADR 0053): a confirm link and
 * an unsubscribe link, each a signed token. Anything forged, altered or meant for another row
 * reads as `invalid` and changes nothing; a confirm link past its seven days as `expired`.
 */

type Checked =
  | { state: 'valid'; id: number; email: string; confirmed: boolean }
  | { state: 'invalid' | 'expired' };

async function checkToken(
  db: Database,
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
): Promise<Checked> {
  const read = readToken(token);
  if (!read) return { state: 'invalid' };
  const row = await findSubscription(db, read.id);
  if (!row || !tokenSignedFor(secret, purpose, read, row.email)) return { state: 'invalid' };
  if (expired(read)) return { state: 'expired' };
  return { state: 'valid', id: row.id, email: row.email, confirmed: row.confirmedAt !== null };
}

export type ConfirmLink =
  { state: 'ready' | 'already' | 'confirmed'; email: string } | { state: 'invalid' | 'expired' };

/** What the confirm page shows before its button is pressed (a GET changes nothing). */
export async function checkConfirmLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<ConfirmLink> {
  const checked = await checkToken(db, secret, 'confirm', token);
  if (checked.state !== 'valid') return checked;
  return { state: checked.confirmed ? 'already' : 'ready', email: checked.email };
}

/**
 * Confirms the sign-up the link was sent for. A link used again says `already`: a confirmed
 * subscription stays as it is.
 */
export async function confirmWithLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<ConfirmLink> {
  const checked = await checkToken(db, secret, 'confirm', token);
  if (checked.state !== 'valid') return checked;
  if (checked.confirmed) return { state: 'already', email: checked.email };
  const confirmed = await markConfirmed(db, checked.id);
  return { state: confirmed ? 'confirmed' : 'already', email: checked.email };
}

/** The address an unsubscribe link is for, to name it on the page; null when it names none. */
export async function unsubscribeLinkAddress(db: Database, secret: string, token: unknown) {
  const checked = await checkToken(db, secret, 'unsubscribe', token);
  return checked.state === 'valid' ? checked.email : null;
}

/**
 * Unsubscribes the address an unsubscribe link is for (RFC 8058's one-click post, or the page's
 * button). Idempotent: a link used again, or one that names nothing, removes nothing, and the
 * caller says "done" all the same. True when a subscription was removed.
 */
export async function unsubscribeWithLink(db: Database, secret: string, token: unknown) {
  const checked = await checkToken(db, secret, 'unsubscribe', token);
  if (checked.state !== 'valid') return false;
  return removeSubscription(db, checked.id);
}
