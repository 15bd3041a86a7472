import { sql } from 'drizzle-orm';

import { listenFor, type Database } from '~/db/client.server';

import { countView } from './listing-stats.server';
import { HOME_CHANGES_CHANNEL } from './property-writes.server';

/**
 * Where the servers hear that pages may have changed, so that each forgets the pages it keeps for
 * visitors who are not signed in (ADR 0073): every write answered by a server, and every home
 * written anywhere through the one write path (ADR 0042), the command line and jobs included.
 */
export const PAGE_CHANGES_CHANNEL = 'page_changes';

/** Tells every server (this one too) that a write was answered. */
export async function announcePageChanges(db: Database) {
  await db.execute(sql`select pg_notify(${PAGE_CHANGES_CHANNEL}, '')`);
}

/**
 * Calls `changed` on every write any server announces and every home written, and after the
 * listening connection was lost (notices may have been missed). Returns how to stop.
 */
export function followPageChanges(db: Database, changed: () => void) {
  const stops = [
    listenFor(db, PAGE_CHANGES_CHANNEL, changed),
    listenFor(db, HOME_CHANGES_CHANNEL, changed),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** A home's page answered from the cache is still a view of it (docs/product.md#listing-a-home). */
export function countCachedView(db: Database, request: Request, homeId: number) {
  void countView(request, db, homeId, undefined);
}
