import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState } from '~/db/schema';

import { recordAudit } from './audit.server';

export { HOLD_LINKS_KEY };

import { HOLD_LINKS_KEY } from '~/lib/owners-desk';

/**
 * Whether posts with links are held: on for a new site, whose spam comes first as links, until an
 * admin turns it off (docs/product.md#posts-with-links, ADR 0099).
 */
export async function holdsPostsWithLinks(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, HOLD_LINKS_KEY));
  return row?.value !== false;
}

/** Turns the setting on or off, with an entry in the audit log; false when it already was. */
export async function setHoldPostsWithLinks(
  db: Database,
  actor: { id: number },
  hold: boolean,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    // Locked, so two admins changing it at once are taken in turn and logged as they happened.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${HOLD_LINKS_KEY}))`);
    if ((await holdsPostsWithLinks(tx)) === hold) return false;
    const value = sql`${JSON.stringify(hold)}::jsonb`;
    await tx
      .insert(databaseState)
      .values({ key: HOLD_LINKS_KEY, value })
      .onConflictDoUpdate({ target: databaseState.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'setting',
      targetKind: 'setting',
      reason,
      detail: { setting: HOLD_LINKS_KEY, to: hold },
    });
    return true;
  });
}
