import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { homeStations, properties, stations } from '~/db/schema';
import GENERATED_STATIONS from '~/db/stations.json' with { type: 'json' };
import type { Language } from '~/i18n/i18n';
import { nearestStations, stationSlug, stationTitle, STATIONS_SHOWN } from '~/lib/stations';

/**
 * The stations and each home's walking minutes to them
 * (docs/product.md#stations-and-walking-minutes, ADR 0133). The minutes are worked out here, in
 * one place, from lib/stations.ts; the write path calls `placeNearStations` when a home's point
 * changes, and `recomputeHomeStations` does every home when the stations change.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A station as a file or the generated list gives it, before it has an id. */
export type StationInput = {
  slug?: string;
  name: string;
  nameJa: string;
  lines: string[];
  linesJa: string[];
  latitude: number;
  longitude: number;
  city: string;
};

export async function stationPoints(tx: Database | Tx) {
  return tx
    .select({ id: stations.id, latitude: stations.latitude, longitude: stations.longitude })
    .from(stations);
}

type HomePoint = { id: number; latitude: number | null; longitude: number | null };

/**
 * Writes the homes' nearest stations (`home_stations`, up to ten within the radius) and their
 * nearest station's minutes (`properties`), in the caller's transaction; returns the ids whose
 * nearest station or minutes changed. `stationList` saves a read when the caller has them.
 */
export async function placeNearStations(
  tx: Database | Tx,
  homes: HomePoint[],
  stationList?: Awaited<ReturnType<typeof stationPoints>>,
) {
  if (homes.length === 0) return [];
  const all = stationList ?? (await stationPoints(tx));
  const ids = homes.map((home) => home.id);
  const rows: (typeof homeStations.$inferInsert)[] = [];
  const nearest = new Map<number, { stationId: number | null; minutes: number | null }>();
  for (const home of homes) {
    const near =
      home.latitude === null || home.longitude === null
        ? []
        : nearestStations({ latitude: home.latitude, longitude: home.longitude }, all);
    near.forEach((found, n) =>
      rows.push({
        propertyId: home.id,
        stationId: found.station.id,
        minutes: found.minutes,
        rank: n + 1,
      }),
    );
    nearest.set(home.id, {
      stationId: near[0]?.station.id ?? null,
      minutes: near[0]?.minutes ?? null,
    });
  }
  await tx.delete(homeStations).where(inArray(homeStations.propertyId, ids));
  for (let at = 0; at < rows.length; at += 5_000) {
    await tx.insert(homeStations).values(rows.slice(at, at + 5_000));
  }
  const stationIds = ids.map((id) => nearest.get(id)!.stationId);
  const minutes = ids.map((id) => nearest.get(id)!.minutes);
  const changed = (await tx.execute(sql`
    update ${properties} set nearest_station_id = v.station, station_minutes = v.minutes
    from unnest(${toArray(ids)}::int[], ${toArray(stationIds)}::int[], ${toArray(minutes)}::int2[])
      as v(id, station, minutes)
    where ${properties.id} = v.id
      and (${properties.nearestStationId} is distinct from v.station
        or ${properties.stationMinutes} is distinct from v.minutes)
    returning ${properties.id} as id`)) as unknown as { rows: { id: number }[] };
  return changed.rows.map((row) => Number(row.id));
}

/** A PostgreSQL array literal of numbers and nulls. */
function toArray(values: (number | null)[]) {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}

/** The generated list (app/db/stations.json) with their address names. */
export function generatedStations(): StationInput[] {
  return (GENERATED_STATIONS as StationInput[]).map((station) => ({
    ...station,
    slug: stationSlug(station.name),
  }));
}

/** Fills an empty stations table with the generated list; returns how many it added. */
export async function fillStations(tx: Database | Tx) {
  const [any] = await tx.select({ id: stations.id }).from(stations).limit(1);
  if (any) return 0;
  const rows = generatedStations().map(stationRow);
  await tx.insert(stations).values(rows);
  return rows.length;
}

export function stationRow(station: StationInput) {
  return { ...station, slug: station.slug || stationSlug(station.name) };
}

/** A home's nearest stations for its page: up to three, nearest first, with their lines. */
export async function stationsNearHome(db: Database, propertyId: number) {
  return db
    .select({
      slug: stations.slug,
      name: stations.name,
      nameJa: stations.nameJa,
      lines: stations.lines,
      linesJa: stations.linesJa,
      minutes: homeStations.minutes,
    })
    .from(homeStations)
    .innerJoin(stations, eq(stations.id, homeStations.stationId))
    .where(
      and(eq(homeStations.propertyId, propertyId), sql`${homeStations.rank} <= ${STATIONS_SHOWN}`),
    )
    .orderBy(asc(homeStations.rank));
}

export type StationChoice = { slug: string; name: string; nameJa: string; city: string };

/** Every station by city and name, for the search panel and a saved search's words. */
export async function stationChoices(db: Database): Promise<StationChoice[]> {
  return db
    .select({
      slug: stations.slug,
      name: stations.name,
      nameJa: stations.nameJa,
      city: stations.city,
    })
    .from(stations)
    .orderBy(asc(stations.city), asc(stations.name));
}

/**
 * The stations the search panel offers, named in the page's language: those of the city the
 * search is in, or every station with its city after its name ("Harajuku · Tokyo, Japan").
 */
export async function stationOptions(
  db: Database,
  lang: Language,
  location: string | undefined,
  cityName: (city: string) => string,
) {
  const all = await stationChoices(db);
  const place = location?.trim().toLowerCase();
  const inCity = place ? all.filter((station) => station.city.toLowerCase().includes(place)) : [];
  const offered = inCity.length > 0 ? inCity : all;
  return offered.map((station) => {
    const name = lang === 'ja' ? station.nameJa : station.name;
    return {
      slug: station.slug,
      name: inCity.length > 0 ? name : `${name} · ${cityName(station.city)}`,
    };
  });
}

/** Names by address name, for a saved search's words in the page's language. */
export async function stationNames(db: Database, lang: Language) {
  const all = await stationChoices(db);
  const names = new Map(all.map((station) => [station.slug, stationTitle(station, lang)]));
  return (station: string) => names.get(station.toLowerCase());
}
