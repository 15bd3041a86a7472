import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';
import { cityOf } from '~/lib/map/cities';
import { onOpenGround } from '~/lib/map/city-plan';
import { METRES_PER_DEGREE, neighbourhoodOf } from '~/lib/map/neighbourhoods';

import { moveGeneratedToNeighbourhoods, placeUnplacedHomes } from './home-points.server';
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

it('stands every generated home in its neighbourhood, on open ground, and moves those of an older database there once', async () => {
  const homes = async () =>
    handle.db
      .select({
        id: properties.id,
        location: properties.location,
        neighbourhood: properties.neighbourhood,
        lat: properties.latitude,
        lng: properties.longitude,
      })
      .from(properties)
      .orderBy(asc(properties.id));
  const generated = await homes();
  expect(generated.length).toBeGreaterThan(100);
  for (const home of generated) {
    // The test above put one home in a place on no list.
    const city = cityOf(home.location);
    if (!city) continue;
    const hood = neighbourhoodOf(city, home.neighbourhood)!;
    expect(hood, `${home.id} ${home.neighbourhood}`).toBeDefined();
    const dy = (home.lat! - hood.center[1]) * METRES_PER_DEGREE;
    const dx =
      (home.lng! - hood.center[0]) * METRES_PER_DEGREE * Math.cos((home.lat! * Math.PI) / 180);
    expect(Math.hypot(dx, dy), `home ${home.id}`).toBeLessThanOrEqual(hood.radius + 0.5);
    expect(onOpenGround(city, home.lng!, home.lat!), `home ${home.id}`).toBe(true);
  }
  // A database filled since is found right and nothing moves; one filled before (its homes stood
  // anywhere in their cities) has them moved. The upgrade runner runs this once (upgrades test).
  expect(await moveGeneratedToNeighbourhoods(handle.db)).toBe(0);
  await handle.db.execute(sql`update properties set latitude = latitude + 0.01`);
  expect(await moveGeneratedToNeighbourhoods(handle.db)).toBeGreaterThan(100);
  expect(await homes()).toEqual(generated);
});

it('moves the time a moved home last changed, so the RESO Web API replicates the move', async () => {
  await handle.db.execute(
    sql`update properties set latitude = latitude + 0.01, updated_at = '2020-01-01'`,
  );
  const moved = await moveGeneratedToNeighbourhoods(handle.db);
  expect(moved).toBeGreaterThan(100);
  const [row] = (
    (await handle.db.execute(
      sql`select count(*)::int as n from properties where updated_at > now() - interval '1 hour'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  expect(row!.n).toBe(moved);
});
