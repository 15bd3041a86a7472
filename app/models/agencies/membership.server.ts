import { and, eq, isNotNull } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, type AgencyRole } from '~/db/schema';

/** An account's place in an agency (docs/product.md#agencies): its lister profile and its role. */
export type Membership = { agentId: number; agencyId: number; role: AgencyRole };

/** The agency the account belongs to, with its role there; null when it belongs to none. */
export async function membershipOf(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<Membership | null> {
  const [row] = await db
    .select({ agentId: agents.id, agencyId: agents.agencyId, role: agents.agencyRole })
    .from(agents)
    .where(
      and(eq(agents.userId, userId), isNotNull(agents.agencyId), isNotNull(agents.agencyRole)),
    );
  if (!row || row.agencyId === null || row.role === null) return null;
  return { agentId: row.agentId, agencyId: row.agencyId, role: row.role };
}
