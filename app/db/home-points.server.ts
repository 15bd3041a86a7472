import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { homePoint } from '~/lib/map/home-point';

import { agents, properties } from './schema';

/** What this file needs of a database: drizzle's own type, so the client need not import it. */
type Database = PgDatabase<PgQueryResultHKT>;

/** Homes placed per statement: a few hundred kilobytes of arrays. */
const BATCH = 10_000;

/**
 * Gives every home without a point the one its place and number give (ADR 0062): a database made
 * before homes had points, at its first start since. A generated home's number is its id less
 * one (the load inserts them in order), so it gets the point it would have been generated with.
 * Runs as the database opens, before any search index is built; a home's search words do not
 * change, so nothing else derived from it does. A place on no list stays without a point, and
 * off the map; so does a home an owner listed, until the owner places its pin (ADR 0080).
 */
export async function placeUnplacedHomes(db: Pick<Database, 'execute'>) {
  // A database migrated only part of the way (an old migration's own test) has no points yet.
  const columns = (await db.execute(sql`
    select 1 from information_schema.columns
    where table_name = 'properties' and column_name = 'latitude' and table_schema = current_schema()`)) as unknown as {
    rows: unknown[];
  };
  if (columns.rows.length === 0) return 0;
  return placeGenerated(db, sql`${properties.latitude} is null`);
}

type Row = {
  id: number;
  location: string;
  neighbourhood: string | null;
  lat: number | null;
  lng: number | null;
};

/**
 * Gives the generated homes `which` selects the point their place, neighbourhood and number give,
 * where it differs from theirs; returns how many it wrote.
 */
async function placeGenerated(db: Pick<Database, 'execute'>, which: SQL) {
  let placed = 0;
  let after = 0;
  for (;;) {
    const found = (await db.execute(sql`
      select ${properties.id} as id, ${properties.location} as location,
        ${properties.neighbourhood} as neighbourhood,
        ${properties.latitude} as lat, ${properties.longitude} as lng from ${properties}
      where ${which} and ${properties.id} > ${after}
        and not exists (select 1 from ${agents} where ${agents.id} = ${properties.agentId}
                         and ${agents.userId} is not null)
      order by ${properties.id} limit ${BATCH}`)) as unknown as { rows: Row[] };
    if (found.rows.length === 0) return placed;
    after = Number(found.rows.at(-1)!.id);
    const ids: number[] = [];
    const latitudes: number[] = [];
    const longitudes: number[] = [];
    for (const row of found.rows) {
      const point = homePoint(row.location, Number(row.id) - 1, row.neighbourhood);
      if (point.latitude === null) continue;
      if (point.latitude === row.lat && point.longitude === row.lng) continue;
      ids.push(Number(row.id));
      latitudes.push(point.latitude);
      longitudes.push(point.longitude);
    }
    if (ids.length === 0) continue;
    // A move is a change of the home like any other: the RESO Web API's replication
    // (`ModificationTimestamp gt …`, docs/reso-api.md) finds it by the time it last changed.
    await db.execute(sql`
      update ${properties} set latitude = placed.latitude, longitude = placed.longitude,
        updated_at = now()
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${latitudes.join(',')}}`}::float8[],
        ${`{${longitudes.join(',')}}`}::float8[]) as placed(id, latitude, longitude)
      where ${properties.id} = placed.id`);
    placed += ids.length;
  }
}

/**
 * Moves the generated homes of a database filled before they stood in their neighbourhoods
 * (ADR 0102) to where they now stand: a pass over the homes like the one above, ten thousand a
 * statement, before this server's search index is built. A start-up upgrade (ADR 0093) runs it
 * once per database; a database filled since is found right by its first generated homes and
 * moves nothing. Owners' homes never move.
 */
export async function moveGeneratedToNeighbourhoods(db: Pick<Database, 'execute'>) {
  const sample = (await db.execute(sql`
    select ${properties.id} as id, ${properties.location} as location,
      ${properties.neighbourhood} as neighbourhood,
      ${properties.latitude} as lat, ${properties.longitude} as lng from ${properties}
    where ${properties.neighbourhood} is not null and ${properties.latitude} is not null
    order by ${properties.id} limit 20`)) as unknown as { rows: Row[] };
  const right = sample.rows.every((row) => {
    const point = homePoint(row.location, Number(row.id) - 1, row.neighbourhood);
    return point.latitude === row.lat && point.longitude === row.lng;
  });
  return right ? 0 : placeGenerated(db, sql`${properties.latitude} is not null`);
}
