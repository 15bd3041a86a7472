import { boxOf, insideBox, insidePolygon, mapAreaOf } from '~/lib/map/area';

/**
 * The map's box and drawn area as a test of one point, for the search index: the same
 * comparisons as the SQL of `map-area.server.ts` (ADR 0063).
 */
export function mapAreaTest(query: { bbox?: string; area?: string }) {
  const { box, area } = mapAreaOf(query);
  if (!box && !area) return () => true;
  const around = area ? boxOf(area) : undefined;
  return (lng: number, lat: number) =>
    (!box || insideBox(box, lng, lat)) &&
    (!area || (insideBox(around!, lng, lat) && insidePolygon(area, lng, lat)));
}
