import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { accountIdentities, users } from '~/db/schema';

import { normalizeEmail, publicColumns, type User } from './users.server';

/** Who a provider says signed in (docs/product.md#accounts-and-sessions). */
export type ProviderIdentity = {
  /** `google`, `facebook`, `x`, or `oidc:{issuer}` for another OpenID Connect provider. */
  provider: string;
  /** The provider's lasting id for the person. */
  subject: string;
  email?: string;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  /** The name the provider gives, or nothing. */
  name?: string;
};

export type IdentitySignIn =
  | { ok: true; user: User; outcome: 'returning' | 'linked' | 'created' }
  | { ok: false; reason: 'no-email' | 'unverified' | 'locked' };

/** The product's limit on a name (docs/product.md#accounts-and-sessions). */
const NAME_MAX = 80;

/** The provider's name, tidied to the register form's rules; the email's local part without one. */
export function accountName(name: string | undefined, email: string) {
  // eslint-disable-next-line no-control-regex -- a name shown in the header holds no control characters
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ');
  const chosen = clean.trim() || email.split('@')[0] || email;
  return [...chosen].slice(0, NAME_MAX).join('').trim();
}

/** An account's public columns, and whether an admin has locked it (ADR 0046). */
const accountColumns = { ...publicColumns, locked: sql<boolean>`${users.lockedAt} is not null` };

function accountOf(db: Database, provider: string, subject: string) {
  return db
    .select(accountColumns)
    .from(accountIdentities)
    .innerJoin(users, eq(users.id, accountIdentities.userId))
    .where(and(eq(accountIdentities.provider, provider), eq(accountIdentities.subject, subject)))
    .then((rows) => rows[0]);
}

/**
 * The account a provider's sign-in opens (ADR 0045):
 * - an identity seen before opens its account, whatever its email is now;
 * - otherwise only a verified email goes further: it is linked to the account with that address,
 *   or makes a new account without a password, named as the provider names the person;
 * - an unverified email neither links nor makes an account (someone could claim an address that
 *   is not theirs, and be let into its account later), and no email at all cannot make one;
 * - a locked account (docs/product.md#the-owners-desk) is not opened, nor linked to: the provider
 *   vouches for the person as a password would, so they are told it is locked.
 */
export async function signInWithIdentity(
  db: Database,
  identity: ProviderIdentity,
): Promise<IdentitySignIn> {
  const known = await accountOf(db, identity.provider, identity.subject);
  if (known) return opened(known, 'returning');
  if (!identity.email?.includes('@')) return { ok: false, reason: 'no-email' };
  if (!identity.emailVerified) return { ok: false, reason: 'unverified' };
  const email = normalizeEmail(identity.email);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      // The provider vouches for the address: it counts as confirmed (docs/product.md#accounts).
      .values({
        name: accountName(identity.name, email),
        email,
        passwordHash: null,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning(accountColumns);
    const [account] = created
      ? [created]
      : await tx.select(accountColumns).from(users).where(eq(users.email, email));
    if (!account) throw new Error('The account with this email has just been removed');
    if (account.locked) return { ok: false, reason: 'locked' } as const;
    // Linked by the same verified address: an account not yet confirmed is confirmed by it.
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)));
    // A second callback for the same identity at the same moment: both end in one account.
    await tx
      .insert(accountIdentities)
      .values({ provider: identity.provider, subject: identity.subject, userId: account.id })
      .onConflictDoNothing();
    const user = (await accountOf(tx, identity.provider, identity.subject)) ?? account;
    return opened(user, created ? 'created' : 'linked');
  });
}

function opened(
  { locked, ...user }: User & { locked: boolean },
  outcome: 'returning' | 'linked' | 'created',
): IdentitySignIn {
  return locked ? { ok: false, reason: 'locked' } : { ok: true, user, outcome };
}
