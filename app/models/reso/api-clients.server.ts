import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { membershipOf } from '~/models/agencies/membership.server';
import { resoApiClients } from '~/db/schema';
import { API_CLIENT_NAME_MAX } from '~/lib/forms/choices';

/**
 * The programs an agency lets read the RESO Web API (docs/product.md#reso-api, ADR 0117). An
 * agency admin makes one with a name and whether it sees the agency's drafts; its secret is shown
 * once and kept as a SHA-256: a secret is 32 random bytes, which no one guesses, so a slow
 * password hash would add nothing but time to every token asked for.
 */

export type ApiClientRow = {
  id: number;
  name: string;
  clientId: string;
  seesDrafts: boolean;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

export function sha256(text: string) {
  return createHash('sha256').update(text).digest('hex');
}

/** The agency an account is an admin of, or null: its API clients and exports are theirs (docs/product.md#reso-api). */
export async function adminAgencyOf(db: Database, userId: number) {
  const membership = await membershipOf(db, userId);
  return membership?.role === 'admin' ? membership.agencyId : null;
}

/** Whether a secret is the one kept as this hash, compared in constant time. */
export function secretMatches(secret: string, hash: string) {
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Makes a client of the agency; returns its id and its secret, which is never shown again. */
export async function createApiClient(
  db: Database,
  input: { agencyId: number; name: string; seesDrafts: boolean; createdBy: number | null },
) {
  const clientId = `rl_${randomBytes(12).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(resoApiClients)
    .values({
      agencyId: input.agencyId,
      name: input.name.trim().slice(0, API_CLIENT_NAME_MAX),
      clientId,
      secretHash: sha256(secret),
      seesDrafts: input.seesDrafts,
      createdBy: input.createdBy,
    })
    .returning({ id: resoApiClients.id });
  return { id: row!.id, clientId, secret };
}

/** The agency's clients, the newest first, revoked ones included. */
export async function listApiClients(db: Database, agencyId: number): Promise<ApiClientRow[]> {
  return db
    .select({
      id: resoApiClients.id,
      name: resoApiClients.name,
      clientId: resoApiClients.clientId,
      seesDrafts: resoApiClients.seesDrafts,
      createdAt: resoApiClients.createdAt,
      revokedAt: resoApiClients.revokedAt,
      lastUsedAt: resoApiClients.lastUsedAt,
    })
    .from(resoApiClients)
    .where(eq(resoApiClients.agencyId, agencyId))
    .orderBy(desc(resoApiClients.createdAt), desc(resoApiClients.id));
}

/**
 * Revokes one of the agency's clients: its tokens stop working at once (each request reads the
 * client). False when the agency has no such client still in use.
 */
export async function revokeApiClient(db: Database, agencyId: number, id: number) {
  const revoked = await db
    .update(resoApiClients)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(resoApiClients.id, id),
        eq(resoApiClients.agencyId, agencyId),
        isNull(resoApiClients.revokedAt),
      ),
    )
    .returning({ id: resoApiClients.id });
  return revoked.length > 0;
}
