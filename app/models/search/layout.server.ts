import { sql, type SQL } from 'drizzle-orm';

import {
  DK_MORE_ROOMS_SQFT,
  DK_ONE_ROOM_SQFT,
  DK_ROOM_SQFT,
  DK_WET_SQFT,
  LAYOUT_CHOICES,
} from '~/lib/layout-code';
import { arrayLiteral } from '~/db/bulk-insert.server';

/**
 * A home's layout code (間取り) in SQL, the rule of lib/layout-code.ts on the columns of the
 * table `table` names (docs/product.md#the-layout-code, ADR 0128); layout.server.test.ts holds
 * the two to the same codes.
 */
function parts(table: string) {
  const col = (name: string) => sql.raw(`"${table}"."${name}"`);
  const beds = sql`greatest(${col('number_of_beds')}, 0)`;
  const living = sql`greatest(${col('number_of_living_rooms')}, 0)`;
  const kitchen = sql`(${col('number_of_kitchen')} > 0)`;
  const studio = sql`(${beds} + ${living} <= 1 and (${beds} = 0 or not ${kitchen}))`;
  const dkArea = sql`(${beds} * ${sql.raw(String(DK_ROOM_SQFT))} + case when ${beds} = 1 then ${sql.raw(String(DK_ONE_ROOM_SQFT))} else ${sql.raw(String(DK_MORE_ROOMS_SQFT))} end + ${sql.raw(String(DK_WET_SQFT))})`;
  const kind = sql`(case
    when ${col('category')} = 'Office' then null
    when ${studio} then 'R'
    when not ${kitchen} then null
    when ${living} > 0 then 'LDK'
    when ${col('number_of_area')} >= ${dkArea} then 'DK'
    else 'K' end)`;
  const rooms = sql`(case when ${studio} then 1 when ${living} > 0 then ${beds} + ${living} - 1 else ${beds} end)`;
  return { kind, rooms };
}

/** The code as written ("2LDK"), null where there is none. */
export function layoutCodeSql(table = 'properties'): SQL<string | null> {
  const { kind, rooms } = parts(table);
  return sql<string | null>`(${rooms}::text || ${kind})`;
}

/** The search's choice the home falls under ("5+" from five rooms on), null where none. */
export function layoutChoiceSql(table = 'properties'): SQL<string | null> {
  const { kind, rooms } = parts(table);
  return sql<
    string | null
  >`(case when ${kind} is null then null when ${rooms} >= 5 then '5+' else ${rooms}::text || ${kind} end)`;
}

/** The choice's position in LAYOUT_CHOICES, -1 where none: the search index's column. */
export function layoutChoiceIndexSql(table = 'properties') {
  return sql`coalesce(array_position(${arrayLiteral([...LAYOUT_CHOICES])}::text[], ${layoutChoiceSql(table)}) - 1, -1)`;
}
