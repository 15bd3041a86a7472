import { and, between, sql, type SQL } from 'drizzle-orm';

import { properties } from '~/db/schema';
import { boxOf, insideBox, insidePolygon, mapAreaOf, type Box, type Polygon } from '~/lib/map/area';

/**
 * The map's box and drawn area (docs/product.md#the-map, ADR 0063) as the search's SQL, the
 * search index's test and an alert's SQL. One rule at the edges, the same in the three (ADR 0085):
 * a box holds its edges; a drawn area holds a point when a ray to the east from it crosses the
 * area's sides an odd number of times, each side holding its southern end and not its northern one
 * (`yi > lat` differs from `yj > lat`), in the same float8 operations as `insidePolygon` in
 * lib/map/area.ts. So of a home exactly on a corner or a side, the three say the same, whatever it
 * is: on a west-facing side it is in, on an east-facing one out.
 */

/** A number as a float8 literal: the shortest text that reads back as the same double. */
const float8 = (value: number) => sql.raw(`${String(value)}::float8`);

function inBox(box: Box) {
  return and(
    between(properties.latitude, float8(box[1]), float8(box[3])),
    between(properties.longitude, float8(box[0]), float8(box[2])),
  );
}

/** Inside a drawn area: the crossings, one term a side. The numbers are checked finite before. */
export function insidePolygonSql(polygon: Polygon) {
  const lat = sql`${properties.latitude}`;
  const lng = sql`${properties.longitude}`;
  const terms = polygon.map(([xi, yi], i) => {
    const [xj, yj] = polygon[(i + polygon.length - 1) % polygon.length]!;
    if (yi === yj) return undefined;
    return sql`((${float8(yi)} > ${lat}) <> (${float8(yj)} > ${lat}) and ${lng} < ${float8(xj - xi)} * (${lat} - ${float8(yi)}) / ${float8(yj - yi)} + ${float8(xi)})::int`;
  });
  const counted = terms.filter((term): term is SQL => term !== undefined);
  if (counted.length === 0) return sql`false`;
  return sql`(${sql.join(counted, sql` + `)}) % 2 = 1`;
}

/** The map's box and drawn area as conditions of the search; the box around an area first. */
export function mapAreaConditions(search: { bbox?: string; area?: string }): (SQL | undefined)[] {
  const query = mapAreaOf(search);
  return [
    query.box ? inBox(query.box) : undefined,
    query.area ? inBox(boxOf(query.area)) : undefined,
    query.area ? insidePolygonSql(query.area) : undefined,
  ];
}

/** The same as a test of one point, for the search index; undefined when there is neither. */
export function mapAreaTest(query: { bbox?: string; area?: string }) {
  const { box, area } = mapAreaOf(query);
  if (!box && !area) return undefined;
  const around = area ? boxOf(area) : undefined;
  return (lng: number, lat: number) =>
    (!box || insideBox(box, lng, lat)) &&
    (!area || (insideBox(around!, lng, lat) && insidePolygon(area, lng, lat)));
}

const alert = sql.raw('"saved_search_alerts"');
const lat = sql.raw('"properties"."latitude"');
const lng = sql.raw('"properties"."longitude"');

/**
 * The same for a saved search's drawn area, kept as its corners' longitudes and latitudes: each
 * side runs from the previous corner (the last, for the first) to this one; a level side never
 * crosses (`nullif` keeps its division from being made). The box around the area first, as above.
 */
export const matchesDrawnArea = sql`(${lat} between (select min(v) from unnest(${alert}.area_lats) v)
      and (select max(v) from unnest(${alert}.area_lats) v)
    and ${lng} between (select min(v) from unnest(${alert}.area_lngs) v)
      and (select max(v) from unnest(${alert}.area_lngs) v)
    and (select count(*)
    from (select i, case when i = 1 then array_length(${alert}.area_lngs, 1) else i - 1 end as j
      from generate_subscripts(${alert}.area_lngs, 1) as i) as side
    where (${alert}.area_lats[side.i] > ${lat}) <> (${alert}.area_lats[side.j] > ${lat})
      and ${lng} < (${alert}.area_lngs[side.j] - ${alert}.area_lngs[side.i])
        * (${lat} - ${alert}.area_lats[side.i])
        / nullif(${alert}.area_lats[side.j] - ${alert}.area_lats[side.i], 0)
        + ${alert}.area_lngs[side.i]
  ) % 2 = 1)`;
