import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { homeStations, properties, stations } from '~/db/schema';
import { distanceMetres, walkingMinutes } from '~/lib/stations';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createProperty, updateProperty, type PropertyInput } from './property-writes.server';
import { importStations, recomputeHomeStations } from './station-updates.server';
import { fillStations, generatedStations, stationsNearHome } from './stations.server';
import { runUpgrade, UPGRADES } from './upgrades.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

function newHome(n: number, point: { latitude: number; longitude: number }): PropertyInput {
  const {
    searchText: _text,
    searchWords: _words,
    createdAt: _created,
    ...home
  } = buildProperty(seededFaker(7_000 + n), 20_000 + n);
  return { ...home, location: 'Tokyo, Japan', ...point };
}

const SHIBUYA = { latitude: 35.658, longitude: 139.7016 };
/** About 300 m south-east of Shibuya's station, towards Ebisu. */
const NEAR_SHIBUYA = { latitude: 35.6558, longitude: 139.7038 };

describe('stations and walking minutes', () => {
  it('fills each city’s main stations at the first start, and every home’s stations beside the pages', async () => {
    const fill = UPGRADES.find((upgrade) => upgrade.name === 'stations')!;
    const homes = UPGRADES.find((upgrade) => upgrade.name === 'home-stations')!;
    expect(await runUpgrade(db, fill)).toBe(generatedStations().length);
    expect(await fillStations(db)).toBe(0);
    expect(await runUpgrade(db, homes)).toBeGreaterThan(0);
    // The generated Tokyo homes stand near the stations (docs/product.md#stations-and-walking-minutes).
    const tokyo = await db
      .select({ minutes: properties.stationMinutes })
      .from(properties)
      .where(eq(properties.location, 'Tokyo, Japan'));
    const near = tokyo.filter((home) => home.minutes !== null).map((home) => home.minutes!);
    expect(tokyo.length).toBeGreaterThan(0);
    expect(near.length).toBe(tokyo.length);
    expect(Math.max(...near)).toBeLessThanOrEqual(20);
  });

  it('places a new home near its stations, and again when it moves', async () => {
    const id = await createProperty(db, newHome(1, NEAR_SHIBUYA));
    const near = await stationsNearHome(db, id);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(3);
    expect(near[0]).toMatchObject({ slug: 'shibuya', nameJa: '渋谷' });
    expect(near[0]!.minutes).toBe(walkingMinutes(distanceMetres(NEAR_SHIBUYA, SHIBUYA)));
    expect(near.map((station) => station.minutes)).toEqual(
      [...near.map((station) => station.minutes)].sort((a, b) => a - b),
    );
    const [home] = await db.select().from(properties).where(eq(properties.id, id));
    expect(home!.stationMinutes).toBe(near[0]!.minutes);
    // Moved far from any station: none near, and the search's columns say so.
    await updateProperty(db, id, { latitude: 35.9, longitude: 139.2 });
    expect(await stationsNearHome(db, id)).toEqual([]);
    const [moved] = await db.select().from(properties).where(eq(properties.id, id));
    expect([moved!.nearestStationId, moved!.stationMinutes]).toEqual([null, null]);
    // Back beside Ebisu's station.
    await updateProperty(db, id, { latitude: 35.6467, longitude: 139.7101 });
    expect((await stationsNearHome(db, id))[0]).toMatchObject({ slug: 'ebisu', minutes: 1 });
  });

  it('takes a site owner’s stations, in place of the others with --replace, and moves the homes to them', async () => {
    const id = await createProperty(db, newHome(2, NEAR_SHIBUYA));
    const [shibuya] = await db.select().from(stations).where(eq(stations.slug, 'shibuya'));
    const own = {
      name: 'Shibuya',
      nameJa: '渋谷',
      lines: ['JR Yamanote Line'],
      linesJa: ['JR山手線'],
      latitude: NEAR_SHIBUYA.latitude,
      longitude: NEAR_SHIBUYA.longitude,
      city: 'Tokyo, Japan',
    };
    const added = await importStations(db, [
      { ...own, name: 'Shibuya Test', nameJa: '渋谷テスト' },
    ]);
    expect(added).toMatchObject({ added: 1, changed: 0, removed: 0 });
    expect((await stationsNearHome(db, id))[0]).toMatchObject({ slug: 'shibuya-test', minutes: 1 });
    const replaced = await importStations(db, [own], { replace: true });
    expect(replaced).toMatchObject({ added: 0, changed: 1 });
    expect(replaced.removed).toBe(generatedStations().length);
    // The same station by its address name keeps its id, so saved searches still find it.
    const left = await db.select().from(stations);
    expect(left.map((station) => [station.id, station.slug])).toEqual([[shibuya!.id, 'shibuya']]);
    expect(await stationsNearHome(db, id)).toEqual([
      expect.objectContaining({ slug: 'shibuya', minutes: 1, lines: ['JR Yamanote Line'] }),
    ]);
    // Every home's columns follow the one station left.
    const elsewhere = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(
        and(
          isNotNull(properties.nearestStationId),
          sql`${properties.nearestStationId} <> ${shibuya!.id}`,
        ),
      );
    expect(elsewhere[0]!.n).toBe(0);
    expect(await recomputeHomeStations(db)).toBe(0);
    const rows = await db.select().from(homeStations).where(eq(homeStations.propertyId, id));
    expect(rows).toEqual([{ propertyId: id, stationId: shibuya!.id, minutes: 1, rank: 1 }]);
  });
});
