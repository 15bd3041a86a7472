import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { openHouses, properties } from '~/db/schema';
import { placeZone } from '~/lib/catalog-places';
import { wallClock } from '~/lib/zoned-time';

import { openTestDatabase } from '../../tests/unit/test-database';
import { comingOpenHouses } from './open-houses.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('open houses (docs/product.md#open-houses)', () => {
  it('the generated homes hold some, at 14:00–16:00 on a weekend on their own city’s clock', async () => {
    const rows = await db
      .select({
        propertyId: openHouses.propertyId,
        startsAt: openHouses.startsAt,
        endsAt: openHouses.endsAt,
        location: properties.location,
      })
      .from(openHouses)
      .innerJoin(properties, sql`${properties.id} = ${openHouses.propertyId}`)
      .limit(200);
    expect(rows.length).toBeGreaterThan(0);
    const places = new Set(rows.map((row) => row.location));
    expect(places.size).toBeGreaterThan(1);
    for (const row of rows) {
      const zone = placeZone(row.location);
      expect(wallClock(row.startsAt, zone).time).toBe('14:00');
      expect(wallClock(row.endsAt, zone).time).toBe('16:00');
      const day = new Date(`${wallClock(row.startsAt, zone).date}T00:00:00Z`).getUTCDay();
      expect([0, 6]).toContain(day);
    }
    const coming = await comingOpenHouses(db, rows.at(-1)!.propertyId);
    for (const span of coming) expect(span.endsAt.getTime()).toBeGreaterThan(Date.now());
  });
});
