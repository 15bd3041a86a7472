import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';
import { placeUnplacedHomes } from './home-points.server';
import { properties } from './schema';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const points = () =>
  handle.db
    .select({ id: properties.id, lat: properties.latitude, lng: properties.longitude })
    .from(properties)
    .orderBy(asc(properties.id));

it('places the homes of a database made before homes had points where generation puts them', async () => {
  const generated = await points();
  expect(generated.every((home) => home.lat !== null && home.lng !== null)).toBe(true);
  // As a database from before the migration: no home has a point; one is in a place on no list.
  await handle.db.execute(sql`update properties set latitude = null, longitude = null`);
  await handle.db.execute(sql`update properties set location = 'Atlantis' where id = 3`);
  expect(await placeUnplacedHomes(handle.db)).toBe(generated.length - 1);
  const placed = await points();
  expect(placed.filter((home) => home.id !== 3)).toEqual(generated.filter((home) => home.id !== 3));
  expect(placed.find((home) => home.id === 3)).toEqual({ id: 3, lat: null, lng: null });
  // A second start finds nothing more to place.
  expect(await placeUnplacedHomes(handle.db)).toBe(0);
});
