import { eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '~/models/password.server';

import type { Language } from '~/i18n/i18n';
import type { Role } from '~/lib/owners-desk';

/**
 * What the rest of the site may know of an account: never the password's hash. The role opens
 * the owner's desk (ADR 0046).
 */
export type User = {
  id: number;
  name: string;
  email: string;
  role: Role;
  /**
   * Whether the address is confirmed, as the session read it, for the pages to say why something
   * waits (docs/product.md#accounts); actions ask `addressConfirmed` instead.
   */
  confirmed?: boolean;
};

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: 'email-taken' };

export const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Registers an account; an address already registered is an expected answer, not an error. A
 * visitor's account starts unconfirmed (docs/product.md#accounts); `confirmed` is for accounts
 * the site's owner makes (generated, or by a script), `language` the emails' language.
 */
export async function createUser(
  db: Database,
  input: {
    name: string;
    email: string;
    password: string;
    language?: Language;
    confirmed?: boolean;
  },
): Promise<CreateUserResult> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      passwordHash,
      mailLanguage: input.language ?? null,
      emailVerifiedAt: input.confirmed ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  return user ? { ok: true, user } : { ok: false, reason: 'email-taken' };
}

/**
 * The account whose email and password these are, or null. An unknown address, and an account
 * made by a social sign-in (it has no password), cost the same hashing as a known one and get the
 * same null, so neither the answer nor its timing tells which addresses have accounts, or how
 * they sign in. A locked account is said to be locked only to someone who knows its password.
 */
export async function verifyLogin(
  db: Database,
  email: string,
  password: string,
): Promise<(User & { locked: boolean }) | null> {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!row?.passwordHash) return verifyDummyPassword(password).then(() => null);
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  if (needsRehash(row.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, row.id));
  }
  const { passwordHash: _hash, lockedAt, ...user } = row;
  return { ...user, locked: lockedAt !== null };
}

/** An account by its id, or null (the owner's desk names the account it changed). */
export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}
