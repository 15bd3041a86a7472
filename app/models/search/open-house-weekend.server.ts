import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { openHouses, properties } from '~/db/schema';
import { PLACE_ZONES } from '~/lib/catalog-places';

/**
 * A home's time zone from its place, in SQL, as `placeZone` (lib/catalog-places.ts) finds it:
 * the first city whose place it is or whose name it holds; UTC for a place on no list.
 */
export function zoneOfPlace(location: SQL | AnyPgColumn) {
  return sql.join(
    [
      sql`case`,
      ...Object.entries(PLACE_ZONES).map(
        ([place, zone]) =>
          sql`when ${location} = ${place} or strpos(${location}, ${place.split(',')[0]!}) > 0 then ${zone}`,
      ),
      sql`else 'UTC' end`,
    ],
    sql` `,
  );
}

/**
 * That an open house (`oh`, a row of open_houses) falls in its home's weekend, on the home's own
 * clock (`zone`, a column of the query): it ends after now (`at`) and after Saturday 00:00 there, and
 * starts before Monday 00:00 there, of this week (ISO weeks begin on Monday, so on a Sunday it is
 * the weekend under way). PostgreSQL's time zones keep the days right across daylight saving.
 * The first two conditions let the open houses' index on their start narrow the rows first.
 */
function inWeekend(zone: SQL, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const monday = sql`date_trunc('week', ${now} at time zone ${zone})`;
  return sql`oh.ends_at > ${now} and oh.starts_at < ${now} + interval '8 days'
    and oh.ends_at > (${monday} + interval '5 days') at time zone ${zone}
    and oh.starts_at < (${monday} + interval '7 days') at time zone ${zone}`;
}

/**
 * The homes with an open house this weekend (docs/product.md#open-houses): the condition on a
 * home, given its id and place (the search's SQL and a saved search's alert).
 */
export function hasWeekendOpenHouse(
  id: SQL | AnyPgColumn,
  location: SQL | AnyPgColumn,
  at = new Date(),
) {
  return sql`exists (select 1 from ${openHouses} oh
    cross join lateral (select ${zoneOfPlace(location)} as zone) z
    where oh.property_id = ${id} and ${inWeekend(sql`z.zone`, at)})`;
}

/** The same homes' ids, from the open houses' side (the search index's test). */
export async function weekendOpenHouseHomes(db: Pick<Database, 'execute'>, at = new Date()) {
  const result = (await db.execute(sql`
    select distinct oh.property_id as id from ${openHouses} oh
    join ${properties} home on home.id = oh.property_id
    cross join lateral (select ${zoneOfPlace(sql`home.location`)} as zone) z
    where ${inWeekend(sql`z.zone`, at)}`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}
