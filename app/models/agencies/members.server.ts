import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import {
  agencyInvitations,
  agents,
  inquiries,
  properties,
  users,
  type AgencyRole,
} from '~/db/schema';

import { updateProperty } from '../property-writes.server';
import { administeredAgency } from './agencies.server';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Database;

/**
 * The agency's members for its admins' members page (docs/product.md#agencies): name, email,
 * role and the listings assigned to each; and the invitations not yet accepted. Null when the
 * account is not an admin of an agency.
 */
export async function listMembers(db: Database, userId: number) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  const [members, invitations] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: agents.name,
        email: users.email,
        role: agents.agencyRole,
        listings: sql<number>`(select count(*)::int from ${properties} where ${properties.agentId} = ${agents.id} and ${properties.agencyId} = ${admin.agencyId})`,
      })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(eq(agents.agencyId, admin.agencyId))
      .orderBy(sql`${agents.agencyRole} = 'admin' desc`, asc(agents.name), asc(agents.id)),
    db
      .select({
        id: agencyInvitations.id,
        email: agencyInvitations.email,
        createdAt: agencyInvitations.createdAt,
      })
      .from(agencyInvitations)
      .where(and(eq(agencyInvitations.agencyId, admin.agencyId), isNull(agencyInvitations.usedAt)))
      .orderBy(desc(agencyInvitations.createdAt), desc(agencyInvitations.id)),
  ]);
  return { agencyId: admin.agencyId, self: admin.agentId, members, invitations };
}

/** A member of the admin's agency, locked for the change; null for anyone else. */
async function memberOf(tx: Tx, agencyId: number, memberId: number) {
  const [row] = await tx
    .select({ id: agents.id, role: agents.agencyRole })
    .from(agents)
    .where(and(eq(agents.id, memberId), eq(agents.agencyId, agencyId)))
    .for('update');
  return row ?? null;
}

/** Whether the agency keeps another admin than this member. */
async function hasOtherAdmin(tx: Tx, agencyId: number, memberId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .where(
      and(
        eq(agents.agencyId, agencyId),
        eq(agents.agencyRole, 'admin'),
        sql`${agents.id} <> ${memberId}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

type MemberChange = 'done' | 'lastAdmin' | null;

/**
 * Makes a member of the admin's agency an admin or an agent. 'lastAdmin' when it would leave the
 * agency without an admin; null when the member is not of the admin's agency (404).
 */
export async function changeMemberRole(
  db: Database,
  userId: number,
  memberId: number,
  role: AgencyRole,
): Promise<MemberChange> {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, admin.agencyId, memberId);
    if (!member) return null;
    if (role === 'agent' && member.role === 'admin') {
      if (!(await hasOtherAdmin(tx, admin.agencyId, memberId))) return 'lastAdmin';
    }
    await tx.update(agents).set({ agencyRole: role }).where(eq(agents.id, memberId));
    return 'done';
  });
}

/**
 * Moves the agency's listings of `from` (all of them, or those named) to `to`, through the one
 * write path, with the inquiries about them: whoever a listing is assigned to reads its
 * inquiries (docs/product.md#agencies).
 */
async function moveListings(tx: Tx, agencyId: number, from: number, to: number, only?: number[]) {
  const homes = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.agencyId, agencyId),
        eq(properties.agentId, from),
        only ? inArray(properties.id, only) : undefined,
      ),
    );
  for (const home of homes) await updateProperty(asDb(tx), home.id, { agentId: to });
  if (homes.length > 0) {
    await tx
      .update(inquiries)
      .set({ agentId: to })
      .where(
        and(
          eq(inquiries.agentId, from),
          inArray(
            inquiries.propertyId,
            homes.map((home) => home.id),
          ),
        ),
      );
  }
  return homes.length;
}

/**
 * Removes a member from the admin's agency (docs/product.md#agencies): the agency's listings
 * assigned to them, and the inquiries about those, stay with the agency, assigned to the admin
 * who removes them; the account keeps its own homes listed outside the agency. 'lastAdmin' when
 * it would leave the agency without an admin; null when the member is not of the agency.
 */
export async function removeMember(
  db: Database,
  userId: number,
  memberId: number,
): Promise<MemberChange> {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, admin.agencyId, memberId);
    if (!member) return null;
    if (member.role === 'admin' && !(await hasOtherAdmin(tx, admin.agencyId, memberId)))
      return 'lastAdmin';
    // An admin removing themself hands their listings to another admin.
    let heir = admin.agentId;
    if (memberId === admin.agentId) {
      const [other] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(
          and(
            eq(agents.agencyId, admin.agencyId),
            eq(agents.agencyRole, 'admin'),
            sql`${agents.id} <> ${memberId}`,
          ),
        )
        .orderBy(asc(agents.id))
        .limit(1);
      heir = other!.id;
    }
    await moveListings(tx, admin.agencyId, memberId, heir);
    await tx
      .update(agents)
      .set({ agencyId: null, agencyRole: null })
      .where(eq(agents.id, memberId));
    return 'done';
  });
}

/**
 * Assigns a listing of the admin's agency to another of its members (docs/product.md#agencies),
 * with its inquiries. False when the listing or the member is not of the admin's agency.
 */
export async function reassignListing(
  db: Database,
  userId: number,
  propertyId: number,
  toAgentId: number,
) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return false;
  return db.transaction(async (tx) => {
    const to = await memberOf(tx, admin.agencyId, toAgentId);
    const [home] = await tx
      .select({ agentId: properties.agentId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.agencyId, admin.agencyId)));
    if (!to || !home || home.agentId === null) return false;
    if (home.agentId === toAgentId) return true;
    await moveListings(tx, admin.agencyId, home.agentId, toAgentId, [propertyId]);
    return true;
  });
}
