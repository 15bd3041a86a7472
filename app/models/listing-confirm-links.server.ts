import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, properties, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';

import { expired, expiresIn, readToken, signToken, tokenSignedFor } from './mail/tokens.server';
import { confirmListing } from './property-writes.server';

/**
 * The one-click links of the listers' emails (docs/product.md#freshness, ADR 0119). A token names
 * the home and signs it with its lister's address and the moment it was last confirmed, so a
 * forged or altered link fails, and a link used once (or made before any later confirmation)
 * no longer matches: it changes nothing.
 */

/** How long a link works. */
export const LINK_DAYS = 30;

/** What a link is signed with: the lister's address and the home's last confirmation. */
function signedText(email: string, confirmedAt: Date) {
  return `${email}\n${confirmedAt.getTime()}`;
}

/** The link that confirms this home, at the reader's language's address (ADR 0065). */
export function listingConfirmLink(
  origin: string,
  secret: string,
  home: { id: number; email: string; confirmedAt: Date },
  language: Language,
) {
  const token = signToken(secret, {
    purpose: 'listing-confirm',
    id: home.id,
    email: signedText(home.email, home.confirmedAt),
    expires: expiresIn(LINK_DAYS),
  });
  return `${origin}${pathInLanguage(language, '/listings/confirm')}?token=${token}`;
}

export type ListingLink =
  | { state: 'ready' | 'confirmed'; id: number; name: string; nameJa: string | null }
  | { state: 'invalid' };

const INVALID: ListingLink = { state: 'invalid' };

/** The home a link names and whether it still stands, read under `lock` when confirming. */
async function homeOfLink(db: Database, secret: string, given: unknown, lock: boolean) {
  const token = readToken(given);
  if (!token || expired(token)) return null;
  const query = db
    .select({
      id: properties.id,
      name: properties.name,
      nameJa: properties.nameJa,
      confirmedAt: properties.confirmedAt,
      email: users.email,
    })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .innerJoin(users, eq(users.id, agents.userId))
    .where(sql`${properties.id} = ${token.id} and ${properties.status} <> 'draft'`);
  const [home] = await (lock ? query.for('update', { of: properties }) : query);
  if (!home) return null;
  const signed = signedText(home.email, home.confirmedAt);
  return tokenSignedFor(secret, 'listing-confirm', token, signed) ? home : null;
}

/** What the link's page shows before its button is pressed; nothing changes. */
export async function checkListingLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<ListingLink> {
  const home = await homeOfLink(db, secret, token, false);
  return home ? { state: 'ready', id: home.id, name: home.name, nameJa: home.nameJa } : INVALID;
}

/** The button's post: confirms the home once (docs/product.md#freshness). */
export async function confirmWithListingLink(
  db: Database,
  secret: string,
  token: unknown,
): Promise<ListingLink> {
  return db.transaction(async (tx) => {
    const asDb = tx as unknown as Database;
    const home = await homeOfLink(asDb, secret, token, true);
    if (!home) return INVALID;
    await confirmListing(asDb, home.id, { via: 'email' });
    return { state: 'confirmed', id: home.id, name: home.name, nameJa: home.nameJa };
  });
}
