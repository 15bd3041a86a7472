import { and, desc, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agents, inquiries, properties } from '~/db/schema';
import type { Language } from '~/i18n/i18n';

import { managedListings, reachableInquiries } from '../home-access.server';
import { shownIn } from '../sql-helpers.server';
import { membershipOf } from './membership.server';

/** Listings the dashboard shows a page at a time. */
const DASHBOARD_LISTINGS_PER_PAGE = 25;
/** The latest inquiries it shows; the inbox holds them all. */
const DASHBOARD_INQUIRIES = 10;

/**
 * The agency's dashboard (docs/product.md#agencies): for an admin every listing of the agency and
 * every inquiry to it, with the agents a listing may be assigned to; for an agent the agency's
 * listings assigned to them and their inquiries. The same rule as every listing page
 * (home-access.server.ts) picks them. Null when the account belongs to no agency.
 */
export async function agencyDashboard(db: Database, userId: number, lang: Language, page = 0) {
  const membership = await membershipOf(db, userId);
  if (!membership) return null;
  const where = and(eq(properties.agencyId, membership.agencyId), managedListings(userId));
  const at = Math.max(0, page);
  const [[agency], [count], listings, received, members] = await Promise.all([
    db
      .select({ id: agencies.id, name: shownIn(lang, agencies.name, agencies.nameJa) })
      .from(agencies)
      .where(eq(agencies.id, membership.agencyId)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
    db
      .select({
        id: properties.id,
        name: shownIn(lang, properties.name, properties.nameJa),
        status: properties.status,
        listingType: properties.listingType,
        hidden: sql<boolean>`${properties.hiddenAt} is not null`,
        // Waiting for the desk as a copy (docs/product.md#copies).
        held: sql<boolean>`${properties.heldAsCopyOf} is not null`,
        agentId: properties.agentId,
        agentName: shownIn(lang, agents.name, agents.nameJa),
        inquiries: sql<number>`(select count(*)::int from ${inquiries} where ${inquiries.propertyId} = ${properties.id})`,
      })
      .from(properties)
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(where)
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(DASHBOARD_LISTINGS_PER_PAGE)
      .offset(at * DASHBOARD_LISTINGS_PER_PAGE),
    db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        propertyName: inquiries.propertyName,
        propertyId: inquiries.propertyId,
        createdAt: inquiries.createdAt,
        readAt: inquiries.readAt,
        agentName: shownIn(lang, agents.name, agents.nameJa),
      })
      .from(inquiries)
      .innerJoin(agents, eq(agents.id, inquiries.agentId))
      .where(reachableInquiries(userId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(DASHBOARD_INQUIRIES),
    membership.role === 'admin'
      ? db
          .select({ id: agents.id, name: shownIn(lang, agents.name, agents.nameJa) })
          .from(agents)
          .where(eq(agents.agencyId, membership.agencyId))
          .orderBy(agents.name, agents.id)
      : Promise.resolve([]),
  ]);
  const total = count?.total ?? 0;
  return {
    agency: agency!,
    role: membership.role,
    listings,
    inquiries: received,
    members,
    total,
    page: at,
    pageCount: Math.ceil(total / DASHBOARD_LISTINGS_PER_PAGE),
  };
}
