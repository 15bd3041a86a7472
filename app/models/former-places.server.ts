import { eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, properties } from '~/db/schema';
import { FORMER_PLACES, formerPlace } from '~/lib/catalog-places';

import { updateProperty } from './property-writes.server';

/**
 * Brings a database from before the places were cities over to them (docs/product.md#places,
 * ADR 0068): each home whose place is an old name ("California") gets its city ("Los Angeles,
 * California, USA") through `updateProperty`, so its search words and every server's index
 * follow, and each generated agent's areas likewise. Nothing else changes and nothing is erased.
 * A start-up upgrade (models/upgrades.server.ts): done once per database, in one transaction.
 */
export async function bringOverFormerPlaces(db: Database) {
  const old = Object.keys(FORMER_PLACES);
  let moved = 0;
  for (;;) {
    const homes = await db
      .select({ id: properties.id, location: properties.location })
      .from(properties)
      .where(inArray(properties.location, old))
      .orderBy(properties.id)
      .limit(500);
    if (homes.length === 0) break;
    for (const home of homes) {
      await updateProperty(db, home.id, { location: formerPlace(home.location)! });
      moved++;
    }
  }
  const agentRows = await db
    .select({ id: agents.id, areas: agents.areas })
    .from(agents)
    .where(
      sql`${agents.areas} && ${sql.raw(`'{${old.map((name) => `"${name}"`).join(',')}}'::text[]`)}`,
    );
  for (const agent of agentRows) {
    const areas = agent.areas.map((area) => formerPlace(area) ?? area);
    await db.update(agents).set({ areas }).where(eq(agents.id, agent.id));
  }
  return moved;
}
