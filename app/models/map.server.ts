import { and, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { formatBox, type Box } from '~/lib/map/area';
import { cellSize, type MapAnswer, type MapHome } from '~/lib/map/grid';
import { DEFAULT_MONTHLY_TERMS, type MonthlyTerms } from '~/lib/monthly-cost';
import type { PropertyQuery } from '~/lib/query';

import { mapAreaConditions } from './map-area.server';
import { keywordWords, propertyFilter } from './properties.server';

/**
 * What the map shows of a search (docs/product.md#the-map, ADR 0064): every matching home in the
 * view, grouped in SQL into the cells of a grid sized to the view; a cell of one home is that
 * home's price pin, with what its card shows. At most a few hundred cells, whatever the number of
 * homes.
 */
export async function mapOfSearch(
  db: Database,
  query: PropertyQuery,
  view: Box,
  { monthly = DEFAULT_MONTHLY_TERMS }: { monthly?: MonthlyTerms } = {},
): Promise<MapAnswer> {
  const words = query.keywords ? await keywordWords(db, query.keywords) : [];
  if (words.some((list) => list.length === 0)) return { total: 0, clusters: [], homes: [] };
  const where = and(
    propertyFilter(query, { keywordWords: words, monthly }),
    ...mapAreaConditions({ bbox: formatBox(view) }),
  );
  const cell = cellSize(view);
  const result = (await db.execute(sql`
    select count(*)::int as count, avg(${properties.latitude})::float8 as latitude,
           avg(${properties.longitude})::float8 as longitude, min(${properties.id}) as id
    from ${properties} where ${where}
    group by floor(${properties.latitude} / ${cell}::float8),
             floor(${properties.longitude} / ${cell}::float8)`)) as unknown as {
    rows: { count: number; latitude: number; longitude: number; id: number }[];
  };
  const single = result.rows.filter((row) => Number(row.count) === 1).map((row) => row.id);
  const homes: MapHome[] =
    single.length === 0
      ? []
      : ((await db
          .select({
            id: properties.id,
            latitude: properties.latitude,
            longitude: properties.longitude,
            name: properties.name,
            listingType: properties.listingType,
            price: properties.price,
            cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
            numberOfBeds: properties.numberOfBeds,
            numberOfBathrooms: properties.numberOfBathrooms,
            numberOfArea: properties.numberOfArea,
          })
          .from(properties)
          .where(inArray(properties.id, single))) as MapHome[]);
  const clusters = result.rows
    .filter((row) => Number(row.count) > 1)
    .map((row) => ({
      count: Number(row.count),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    }));
  return {
    total: result.rows.reduce((sum, row) => sum + Number(row.count), 0),
    clusters,
    homes: homes.sort((a, b) => a.id - b.id),
  };
}
