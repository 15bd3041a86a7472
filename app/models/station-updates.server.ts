import { asc, gt, inArray, notInArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { homeChanges, properties, stations } from '~/db/schema';

import { HOME_CHANGES_CHANNEL } from './property-writes.server';
import { placeNearStations, stationRow, type StationInput } from './stations.server';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many homes a piece of the recomputation writes, each piece a transaction of its own. */
export const STATIONS_BATCH = 2_000;

/**
 * One piece of the recomputation: the homes after `after` in id order, up to `batch`, in the
 * caller's transaction; the homes whose nearest station changed go to `home_changes`, so every
 * server's search index follows. `next` is the last id done, null once none is left.
 */
export async function homeStationsPiece(tx: Tx | Database, after: number, batch = STATIONS_BATCH) {
  const homes = await tx
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(gt(properties.id, after))
    .orderBy(asc(properties.id))
    .limit(batch);
  if (homes.length === 0) return { count: 0, next: null };
  const changed = await placeNearStations(tx, homes);
  if (changed.length > 0) {
    await tx
      .insert(homeChanges)
      .values(changed.map((propertyId) => ({ propertyId })))
      .onConflictDoUpdate({ target: homeChanges.propertyId, set: { changedAt: sql`now()` } });
    await tx.execute(sql`select pg_notify(${HOME_CHANGES_CHANNEL}, ${String(changed[0])})`);
  }
  return { count: changed.length, next: homes.length < batch ? null : homes.at(-1)!.id };
}

/**
 * Every home's stations worked out again, a batch of homes per transaction, while the site
 * answers (as the dollar prices are when the rates change, ADR 0121). A home written meanwhile
 * gets the stations its own transaction reads. Returns how many homes' nearest station changed.
 */
export async function recomputeHomeStations(db: Database, batch = STATIONS_BATCH) {
  let changed = 0;
  for (let after = 0; ;) {
    const piece = await db.transaction((tx) => homeStationsPiece(tx, after, batch));
    changed += piece.count;
    if (piece.next === null) return changed;
    after = piece.next;
  }
}

/**
 * Adds a file's stations, or with `replace` makes them the only ones (`npm run admin -- stations`):
 * a station of the same address name is changed in place, so searches saved with it still find
 * it. Then every home's stations are worked out again. The file is checked before (a bad file
 * changes nothing).
 */
export async function importStations(
  db: Database,
  given: StationInput[],
  { replace = false }: { replace?: boolean } = {},
) {
  const rows = given.map(stationRow);
  const slugs = rows.map((row) => row.slug);
  const counts = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ slug: stations.slug })
      .from(stations)
      .where(inArray(stations.slug, slugs.length > 0 ? slugs : ['']));
    const known = new Set(existing.map((row) => row.slug));
    const removed = replace
      ? await tx
          .delete(stations)
          .where(slugs.length > 0 ? notInArray(stations.slug, slugs) : undefined)
          .returning({ id: stations.id })
      : [];
    for (let at = 0; at < rows.length; at += 1_000) {
      await tx
        .insert(stations)
        .values(rows.slice(at, at + 1_000))
        .onConflictDoUpdate({
          target: stations.slug,
          set: {
            name: sql`excluded.name`,
            nameJa: sql`excluded.name_ja`,
            lines: sql`excluded.lines`,
            linesJa: sql`excluded.lines_ja`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            city: sql`excluded.city`,
          },
        });
    }
    return {
      added: rows.filter((row) => !known.has(row.slug)).length,
      changed: rows.filter((row) => known.has(row.slug)).length,
      removed: removed.length,
    };
  });
  const homes = await recomputeHomeStations(db);
  return { ...counts, homes };
}
