import { createHash, randomBytes } from 'node:crypto';

import { and, desc, eq, isNull, lte, notInArray, or } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { sessions, users } from '~/db/schema';

import type { User } from './users.server';

export const SESSION_DAYS = 30;
/** Sessions an account keeps: a browser each on a few devices, with room to spare. */
export const SESSIONS_PER_USER = 20;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: the only copy of a session's secret is the visitor's cookie. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The row's id: a database leak holds hashes, which open no sessions (ADR 0009). */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  // Each new sign-in tidies the account's own sessions (served by the user_id index): the
  // expired ones, and all but the newest few, or repeated sign-ins would pile up rows for good.
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.expiresAt))
    .limit(SESSIONS_PER_USER);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), notInArray(sessions.id, newest)),
      ),
    );
  return { token, expiresAt };
}

/**
 * The signed-in visitor for a cookie's token, or null; an expired session is deleted on sight.
 * A locked account has no sessions (locking deletes them), and none would open it either.
 */
export async function getSessionUser(
  db: Database,
  token: string | null | undefined,
  now = new Date(),
): Promise<User | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      verifiedAt: users.emailVerifiedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.lockedAt)));
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    confirmed: row.verifiedAt !== null,
  };
}

export async function deleteSession(db: Database, token: string | null | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
