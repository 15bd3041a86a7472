import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agents, properties } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';

import { listed } from './listed-homes.server';
import {
  cardColumns,
  listerColumns,
  firmColumns,
  withAgency,
  withFirm,
  type PropertyCardData,
} from './properties.server';

/** A generated agent, or an owner's profile (`userId` set); null when there is none. */
export async function getAgent(db: Database, id: number, lang: Language = 'en') {
  const [row] = await db
    .select({ agent: listerColumns(lang), firm: firmColumns(lang) })
    .from(agents)
    .leftJoin(agencies, withAgency)
    .where(eq(agents.id, id));
  return row ? withFirm(row.agent, row.firm, lang) : null;
}

export type AgentHomesPage = {
  properties: PropertyCardData[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * The lister's homes a search would show (published, not sold or let, not hidden), newest first,
 * six a page, as the site's cards.
 */
export function listAgentHomes(db: Database, agentId: number, page: number) {
  return homesPage(db, eq(properties.agentId, agentId), page);
}

/** The same of an agency's homes, whichever of its agents lists them (docs/product.md#agencies). */
export function listAgencyHomes(db: Database, agencyId: number, page: number) {
  return homesPage(db, eq(properties.agencyId, agencyId), page);
}

async function homesPage(db: Database, whose: SQL, page: number): Promise<AgentHomesPage> {
  const where = and(whose, listed);
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
    db
      .select(cardColumns)
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(PROPERTIES_PER_PAGE)
      .offset(Math.max(0, page) * PROPERTIES_PER_PAGE),
  ]);
  const total = count?.total ?? 0;
  return {
    properties: rows as PropertyCardData[],
    total,
    page: Math.max(0, page),
    pageCount: Math.ceil(total / PROPERTIES_PER_PAGE),
  };
}
