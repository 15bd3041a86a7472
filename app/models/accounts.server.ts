import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';
import { DESK_PAGE_SIZE, type Role } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';
import { containsText } from './sql-helpers.server';

/*
 * Accounts as the owner's desk sees them (`/admin/users`, `npm run admin`): found by name or
 * email, given a role, locked and unlocked (docs/product.md#the-owners-desk, ADR 0046).
 */

export type AccountRow = {
  id: number;
  name: string;
  email: string;
  role: Role;
  locked: boolean;
  createdAt: Date;
};

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  locked: sql<boolean>`${users.lockedAt} is not null`,
  createdAt: users.createdAt,
};

/** A page of the accounts, newest first; with `search`, those whose name or email holds it. */
export async function listAccounts(
  db: Database,
  { search, page: asked }: { search?: string; page?: number },
): Promise<ListPage<AccountRow>> {
  const where = search
    ? or(containsText(users.name, search), containsText(users.email, search))
    : undefined;
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const items = await db
    .select(rowColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

/** The account with this address (in any case), or null. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Who acts: an admin's account, or null for the `npm run admin` command. */
export type Actor = { id: number } | null;

export type AccountChange = 'done' | 'unchanged' | 'not-found' | 'own-account';

/**
 * Gives an account a role, with an entry in the audit log. An admin cannot take their own admin
 * role away (`own-account`): the site always keeps the admin who acts.
 */
export async function setRole(
  db: Database,
  actor: Actor,
  userId: number,
  role: Role,
  reason?: string,
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) return 'not-found';
    if (account.role === role) return 'unchanged';
    if (actor?.id === userId && account.role === 'admin') return 'own-account';
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'role',
      targetKind: 'user',
      targetId: userId,
      reason,
      detail: { from: account.role, to: role },
    });
    return 'done';
  });
}

/**
 * Locks an account: its sessions end at once (deleted in the same transaction), and it cannot
 * sign in until unlocked. An admin cannot lock their own account.
 */
export async function lockAccount(
  db: Database,
  actor: Actor,
  userId: number,
  reason?: string,
): Promise<AccountChange> {
  if (actor?.id === userId) return 'own-account';
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .update(users)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!locked) return (await exists(tx, userId)) ? 'unchanged' : 'not-found';
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'lock',
      targetKind: 'user',
      targetId: userId,
      reason,
    });
    return 'done';
  });
}

/** Unlocks an account: it can sign in again (its old sessions are gone for good). */
export async function unlockAccount(
  db: Database,
  actor: Actor,
  userId: number,
  reason?: string,
): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const [unlocked] = await tx
      .update(users)
      .set({ lockedAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!unlocked) return (await exists(tx, userId)) ? 'unchanged' : 'not-found';
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'unlock',
      targetKind: 'user',
      targetId: userId,
      reason,
    });
    return 'done';
  });
}

async function exists(db: Pick<Database, 'select'>, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
