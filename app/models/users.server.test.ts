import { randomBytes, scryptSync } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createUser, findUserById, verifyLogin } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('createUser', () => {
  it('stores the account with a lower-cased email and a hash, never the password', async () => {
    const result = await createUser(db, {
      name: ' Ann Lee ',
      email: ' Ann@Example.COM ',
      password: 'correct horse',
    });
    expect(result).toEqual({
      ok: true,
      user: { id: expect.any(Number), name: 'Ann Lee', email: 'ann@example.com', role: 'member' },
    });
    const [row] = await db.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$16\$1\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
  });

  it('answers an address already registered, in any case, with a typed result', async () => {
    await createUser(db, { name: 'Bo', email: 'bo@example.com', password: 'password1' });
    await expect(
      createUser(db, { name: 'Other', email: 'BO@example.com', password: 'password2' }),
    ).resolves.toEqual({ ok: false, reason: 'email-taken' });
    expect(await db.select().from(users).where(eq(users.email, 'bo@example.com'))).toHaveLength(1);
  });
});

describe('verifyLogin', () => {
  it('returns the account for the right pair, whatever the email case', async () => {
    const created = await createUser(db, {
      name: 'Cy',
      email: 'cy@example.com',
      password: 'パスワード1234',
    });
    const user = await verifyLogin(db, 'CY@example.com', 'パスワード1234');
    expect(user).toEqual(created.ok && { ...created.user, locked: false });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('returns null for a wrong password and for an unknown address alike', async () => {
    await createUser(db, { name: 'Di', email: 'di@example.com', password: 'password1' });
    expect(await verifyLogin(db, 'di@example.com', 'password2')).toBeNull();
    expect(await verifyLogin(db, 'nobody@example.com', 'password1')).toBeNull();
  });

  it('replaces a hash made with weaker parameters at the next sign-in', async () => {
    const created = await createUser(db, { name: 'Ed', email: 'ed@example.com', password: 'x' });
    if (!created.ok) throw new Error('not created');
    // A hash of 'old password' with N=1024, r=8, as an older release might have stored it.
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await db.update(users).set({ passwordHash: stored }).where(eq(users.id, created.user.id));
    expect(await verifyLogin(db, 'ed@example.com', 'old password')).not.toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, created.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$16\$1\$/);
    expect(await verifyLogin(db, 'ed@example.com', 'old password')).not.toBeNull();
  });
});

describe('getUser', () => {
  it('finds an account by id, or null', async () => {
    const created = await createUser(db, { name: 'Fay', email: 'fay@example.com', password: 'p' });
    if (!created.ok) throw new Error('not created');
    expect(await findUserById(db, created.user.id)).toEqual(created.user);
    expect(await findUserById(db, 999_999)).toBeNull();
  });
});
