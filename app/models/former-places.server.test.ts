import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agents, homeChanges, properties } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { parsePropertyQuery } from '~/lib/query';
import { searchProperties } from './search/planner.server';
import { runUpgrade, UPGRADES } from './upgrades.server';

const upgrade = UPGRADES.find((one) => one.name === 'places-are-cities')!;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('a database from before the cities', () => {
  it('gets its homes’ and agents’ cities once, with their search words, and nothing else', async () => {
    // As a database filled before stored them: the old place names, written here directly.
    const ids = [3, 4, 5];
    await db
      .update(properties)
      .set({
        location: sql`case id when 3 then 'California' when 4 then 'Japan' else 'Nowhere' end`,
      })
      .where(inArray(properties.id, ids));
    await db
      .update(agents)
      .set({ areas: ['Denmark', 'Paris'] })
      .where(eq(agents.id, 1));
    const before = await db.select().from(properties).where(eq(properties.id, 5));

    expect(await runUpgrade(db, upgrade)).toBe(2);
    const homes = await db
      .select({ id: properties.id, location: properties.location, words: properties.searchWords })
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(properties.id);
    expect(homes.map((home) => home.location)).toEqual([
      'Los Angeles, California, USA',
      'Tokyo, Japan',
      'Nowhere',
    ]);
    // Written through the one write path: its words follow, and the indexes hear of it.
    expect(homes[0]!.words).toContain('angeles');
    const changed = await db.select().from(homeChanges).where(inArray(homeChanges.propertyId, ids));
    expect(changed.map((row) => row.propertyId).sort()).toEqual([3, 4]);
    expect(await db.select().from(properties).where(eq(properties.id, 5))).toEqual(before);
    const [agent] = await db.select({ areas: agents.areas }).from(agents).where(eq(agents.id, 1));
    expect(agent!.areas).toEqual(['Copenhagen, Denmark', 'Paris, France']);
    // The old address finds the city's homes, the one brought over among them.
    const found = await searchProperties(db, {
      ...parsePropertyQuery(new URLSearchParams('location=California')),
      page: -1,
    });
    expect(found.properties.map((home) => home.id)).toContain(3);
    // Done once: a later start finds the mark and changes nothing.
    await db.update(properties).set({ location: 'Japan' }).where(eq(properties.id, 5));
    expect(await runUpgrade(db, upgrade)).toBe(0);
  });
});
