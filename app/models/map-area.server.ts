import { and, between, sql, type SQL } from 'drizzle-orm';

import { properties } from '~/db/schema';
import { boxOf, mapAreaOf, type Box, type Polygon } from '~/lib/map/area';

/** A number as a float8 literal: the shortest text that reads back as the same double. */
const float8 = (value: number) => sql.raw(`${String(value)}::float8`);

function inBox(box: Box) {
  return and(
    between(properties.latitude, float8(box[1]), float8(box[3])),
    between(properties.longitude, float8(box[0]), float8(box[2])),
  );
}

/**
 * Inside a drawn area (ADR 0063): the crossings of a ray to the east, one term a side, in the same
 * float8 operations as `insidePolygon` in lib/map/area.ts, so the database, the search index and
 * the browser agree to the last home. The numbers are checked finite before they get here.
 */
export function insidePolygonSql(polygon: Polygon) {
  const lat = sql`${properties.latitude}`;
  const lng = sql`${properties.longitude}`;
  const terms = polygon.map(([xi, yi], i) => {
    const [xj, yj] = polygon[(i + polygon.length - 1) % polygon.length]!;
    if (yi === yj) return undefined;
    return sql`((${lat} > ${float8(yi)}) <> (${lat} > ${float8(yj)}) and ${lng} < ${float8(xj - xi)} * (${lat} - ${float8(yi)}) / ${float8(yj - yi)} + ${float8(xi)})::int`;
  });
  const counted = terms.filter((term): term is SQL => term !== undefined);
  if (counted.length === 0) return sql`false`;
  return sql`(${sql.join(counted, sql` + `)}) % 2 = 1`;
}

/** The map's box and drawn area as conditions of the search (docs/product.md#the-map). */
export function mapAreaConditions(search: { bbox?: string; area?: string }): (SQL | undefined)[] {
  const query = mapAreaOf(search);
  return [
    query.box ? inBox(query.box) : undefined,
    query.area ? inBox(boxOf(query.area)) : undefined,
    query.area ? insidePolygonSql(query.area) : undefined,
  ];
}
