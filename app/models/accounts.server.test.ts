import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { auditLog, sessions } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import {
  findAccountByEmail,
  listAccounts,
  lockAccount,
  setRole,
  unlockAccount,
} from './accounts.server';
import { createSession, getSessionUser } from './sessions.server';
import { createUser, verifyLogin, type User } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let admin: User;
let member: User;

async function account(name: string, email: string) {
  const made = await createUser(db, { name, email, password: 'password1' });
  if (!made.ok) throw new Error('no account');
  return made.user;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  admin = await account('Ada Admin', 'ada@example.com');
  member = await account('Ben Member', 'ben@example.com');
  await account('Cleo Writer', 'cleo@writers.example');
});
afterAll(() => handle?.close());

describe('roles (docs/product.md#the-owners-desk)', () => {
  it('are given by the admin command (no actor) and by admins, each written to the audit log', async () => {
    expect(member.role).toBe('member');
    expect(await setRole(db, null, admin.id, 'admin')).toBe('done');
    expect(await setRole(db, admin, member.id, 'moderator', 'Helps with reviews')).toBe('done');
    expect(await findAccountByEmail(db, ' BEN@example.com ')).toMatchObject({ role: 'moderator' });
    expect(await setRole(db, admin, member.id, 'moderator')).toBe('unchanged');
    expect(await setRole(db, admin, 999_999, 'admin')).toBe('not-found');
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'role'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        targetId: admin.id,
        detail: { from: 'member', to: 'admin', by: 'command' },
      }),
      expect.objectContaining({
        actorId: admin.id,
        targetId: member.id,
        reason: 'Helps with reviews',
        detail: { from: 'member', to: 'moderator' },
      }),
    ]);
  });

  it('cannot be taken from an admin by the same admin', async () => {
    expect(await setRole(db, admin, admin.id, 'member')).toBe('own-account');
    expect(await findAccountByEmail(db, admin.email)).toMatchObject({ role: 'admin' });
  });

  it('come with the session: a signed-in moderator is known as one', async () => {
    const { token } = await createSession(db, member.id);
    expect(await getSessionUser(db, token)).toMatchObject({ id: member.id, role: 'moderator' });
  });
});

describe('locking an account', () => {
  it('ends its sessions at once; it cannot sign in until unlocked', async () => {
    const { token } = await createSession(db, member.id);
    expect(await getSessionUser(db, token)).not.toBeNull();
    expect(await lockAccount(db, admin, member.id, 'Spamming')).toBe('done');
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect(await getSessionUser(db, token)).toBeNull();
    expect(await verifyLogin(db, member.email, 'password1')).toMatchObject({ locked: true });
    expect(await lockAccount(db, admin, member.id)).toBe('unchanged');

    expect(await unlockAccount(db, admin, member.id, 'Sorted')).toBe('done');
    expect(await verifyLogin(db, member.email, 'password1')).toMatchObject({ locked: false });
    expect(await unlockAccount(db, admin, member.id)).toBe('unchanged');
    const actions = (await db.select().from(auditLog).where(eq(auditLog.targetId, member.id)))
      .map((entry) => entry.action)
      .filter((action) => action !== 'role');
    expect(actions).toEqual(['lock', 'unlock']);
  });

  it('is refused for the admin’s own account and for one that does not exist', async () => {
    expect(await lockAccount(db, admin, admin.id)).toBe('own-account');
    expect(await lockAccount(db, admin, 999_999)).toBe('not-found');
    expect(await unlockAccount(db, admin, 999_999)).toBe('not-found');
  });

  it('keeps a locked account’s wrong password as wrong as any other', async () => {
    await lockAccount(db, admin, member.id);
    expect(await verifyLogin(db, member.email, 'not the password')).toBeNull();
    await unlockAccount(db, admin, member.id);
  });
});

describe('listAccounts', () => {
  it('finds accounts by part of the name or the email, in any case, newest first', async () => {
    expect((await listAccounts(db, { search: 'WRITERS' })).items.map((a) => a.name)).toEqual([
      'Cleo Writer',
    ]);
    expect((await listAccounts(db, { search: 'ada' })).items.map((a) => a.email)).toEqual([
      'ada@example.com',
    ]);
    expect((await listAccounts(db, { search: '%' })).total).toBe(0);
    const all = await listAccounts(db, {});
    expect(all.items.map((a) => a.email)).toEqual([
      'cleo@writers.example',
      'ben@example.com',
      'ada@example.com',
    ]);
    expect(all.items[0]).toMatchObject({ role: 'member', locked: false });
  });
});
