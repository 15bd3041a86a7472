import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import {
  createSession,
  deleteSession,
  getSessionUser,
  hashToken,
  SESSION_DAYS,
  SESSIONS_PER_USER,
} from './sessions.server';
import { createUser, type User } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let user: User;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const created = await createUser(db, { name: 'Sam', email: 'sam@example.com', password: 'pw' });
  if (!created.ok) throw new Error('not created');
  user = created.user;
});
afterAll(() => handle?.close());

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('create one with a random token, stored only as its SHA-256, for 30 days', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { token, expiresAt } = await createSession(db, user.id, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_DAYS * DAY);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.id)).toContain(hashToken(token));
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("find the visitor from the cookie's token, and nothing from a guessed or stored value", async () => {
    const { token } = await createSession(db, user.id);
    expect(await getSessionUser(db, token)).toEqual({ ...user, confirmed: false });
    expect(await getSessionUser(db, hashToken(token))).toBeNull();
    // One character off (never the character already there, which would be the token itself).
    const guessed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await getSessionUser(db, guessed)).toBeNull();
    for (const bad of [null, undefined, '', 'short', `${token}x`]) {
      expect(await getSessionUser(db, bad)).toBeNull();
    }
  });

  it('ignore an expired session and delete it', async () => {
    const { token } = await createSession(db, user.id, new Date(Date.now() - 31 * DAY));
    expect(await getSessionUser(db, token)).toBeNull();
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toEqual([]);
  });

  it("tidy the account's expired sessions when a new one starts", async () => {
    const old = await createSession(db, user.id, new Date(Date.now() - 40 * DAY));
    await createSession(db, user.id);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(old.token))),
    ).toEqual([]);
  });

  it('end on sign-out, leaving the same account signed in elsewhere', async () => {
    const here = await createSession(db, user.id);
    const elsewhere = await createSession(db, user.id);
    await deleteSession(db, here.token);
    expect(await getSessionUser(db, here.token)).toBeNull();
    expect(await getSessionUser(db, elsewhere.token)).toEqual({ ...user, confirmed: false });
    await expect(deleteSession(db, 'not-a-token')).resolves.toBeUndefined();
  });

  it('go when the account goes (cascade)', async () => {
    const other = await createUser(db, { name: 'Tim', email: 'tim@example.com', password: 'pw' });
    if (!other.ok) throw new Error('not created');
    const { token } = await createSession(db, other.user.id);
    await db.delete(users).where(eq(users.id, other.user.id));
    expect(await getSessionUser(db, token)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toEqual([]);
  });

  it(`keeps only the newest ${SESSIONS_PER_USER} sessions of an account`, async () => {
    const created = await createUser(db, { name: 'Kai', email: 'kai@example.com', password: 'pw' });
    if (!created.ok) throw new Error('not created');
    const start = new Date('2031-01-01T00:00:00Z').getTime();
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER + 5; i += 1) {
      tokens.push((await createSession(db, created.user.id, new Date(start + i * 1000))).token);
    }
    const rows = await db.select().from(sessions).where(eq(sessions.userId, created.user.id));
    expect(rows).toHaveLength(SESSIONS_PER_USER);
    const at = new Date(start + 60_000);
    expect(await getSessionUser(db, tokens.at(-1), at)).toMatchObject({ id: created.user.id });
    expect(await getSessionUser(db, tokens[5], at)).toMatchObject({ id: created.user.id });
    expect(await getSessionUser(db, tokens[4], at)).toBeNull();
    // Another account's sessions are left alone.
    expect(
      (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length,
    ).toBeGreaterThan(0);
  });
});
