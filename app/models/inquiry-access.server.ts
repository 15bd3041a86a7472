import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, inquiries } from '~/db/schema';
import { hasRole, type Role } from '~/lib/owners-desk';

import { reachableInquiries } from './home-access.server';

/** Who opens a conversation: its lister, its visitor, or a moderator reading a reported one. */
export type InquiryRole = 'lister' | 'visitor' | 'moderator';

export type InquiryReader = { id: number; role: Role } | null | undefined;

/**
 * Who may read an inquiry's conversation, and as whom (docs/product.md#who-reads-a-conversation):
 * the account behind the lister's profile (the agent, for an agency's home, and the agency's
 * admins) and the account that sent it; a moderator or admin once either of them reported it. Anyone else, signed in or not,
 * gets null, which every page and action that names an inquiry answers with the same 404, so an
 * id tells a stranger nothing. The one place this is decided: every read and write of a
 * conversation, its replies and its viewing goes through it.
 */
export async function inquiryAccess(
  db: Pick<Database, 'select'>,
  reader: InquiryReader,
  id: number | undefined,
): Promise<{ role: InquiryRole; inquiryId: number } | null> {
  if (!reader || id === undefined) return null;
  const [row] = await db
    .select({
      listerId: agents.userId,
      senderId: inquiries.senderId,
      reportedAt: inquiries.reportedAt,
      // An agency admin answers the agency's inquiries as its lister (docs/product.md#agencies).
      managed: sql<boolean>`${reachableInquiries(reader.id)}`,
    })
    .from(inquiries)
    .innerJoin(agents, eq(agents.id, inquiries.agentId))
    .where(eq(inquiries.id, id));
  if (!row) return null;
  if (row.listerId === reader.id || row.managed) return { role: 'lister', inquiryId: id };
  if (row.senderId === reader.id) return { role: 'visitor', inquiryId: id };
  if (row.reportedAt && hasRole(reader.role, 'moderator')) {
    return { role: 'moderator', inquiryId: id };
  }
  return null;
}
