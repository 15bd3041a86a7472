import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { homePoint } from '~/lib/map/home-point';

import { agents, properties } from './schema';

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
export async function placeUnplacedHomes(db: Pick<PgDatabase<PgQueryResultHKT>, 'execute'>) {
  // A database migrated only part of the way (an old migration's own test) has no points yet.
  const columns = (await db.execute(sql`
    select 1 from information_schema.columns
    where table_name = 'properties' and column_name = 'latitude' and table_schema = current_schema()`)) as unknown as {
    rows: unknown[];
  };
  if (columns.rows.length === 0) return 0;
  let placed = 0;
  let after = 0;
  for (;;) {
    const found = (await db.execute(sql`
      select ${properties.id} as id, ${properties.location} as location from ${properties}
      where ${properties.latitude} is null and ${properties.id} > ${after}
        and not exists (select 1 from ${agents} where ${agents.id} = ${properties.agentId}
                         and ${agents.userId} is not null)
      order by ${properties.id} limit ${BATCH}`)) as unknown as {
      rows: { id: number; location: string }[];
    };
    if (found.rows.length === 0) return placed;
    after = Number(found.rows.at(-1)!.id);
    const ids: number[] = [];
    const latitudes: number[] = [];
    const longitudes: number[] = [];
    for (const row of found.rows) {
      const point = homePoint(row.location, Number(row.id) - 1);
      if (point.latitude === null) continue;
      ids.push(Number(row.id));
      latitudes.push(point.latitude);
      longitudes.push(point.longitude);
    }
    if (ids.length === 0) continue;
    await db.execute(sql`
      update ${properties} set latitude = placed.latitude, longitude = placed.longitude
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${latitudes.join(',')}}`}::float8[],
        ${`{${longitudes.join(',')}}`}::float8[]) as placed(id, latitude, longitude)
      where ${properties.id} = placed.id`);
    placed += ids.length;
  }
}
