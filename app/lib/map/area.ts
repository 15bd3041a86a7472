/**
 * The map's area in a search's address (docs/product.md#the-map, ADR 0063): `bbox` is a box,
 * west,south,east,north in degrees; `area` a drawn polygon in the encoded-polyline format
 * (precision 5, about a metre), a few characters a corner. Pure: the list page, the map's JSON and
 * the browser read them alike.
 */

/** [west, south, east, north]. */
export type Box = [number, number, number, number];
/** Corners as [longitude, latitude]; the last joins the first. */
export type Polygon = [number, number][];

/** A drawn area has at most this many corners; a longer one is ignored with a message. */
export const MAX_CORNERS = 100;
/** An address of more than this is not decoded at all. */
const MAX_ENCODED = MAX_CORNERS * 12;

/** Why a box or area in the address was ignored; the page says so (docs/product.md#the-map). */
export type AreaProblem = 'bad-box' | 'bad-area' | 'too-many-corners' | 'crossing-area';

const inRange = (lng: number, lat: number) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

/** Reads `bbox`: four numbers in range, west below east and south below north. */
export function parseBox(raw: string | undefined): Box | 'bad-box' | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parts = raw.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^\s*[+-]?\d{1,3}(\.\d{1,8})?\s*$/.test(part)))
    return 'bad-box';
  const [west, south, east, north] = parts.map((part) => round5(Number(part))) as Box;
  if (!inRange(west, south) || !inRange(east, north) || west >= east || south >= north)
    return 'bad-box';
  return [west, south, east, north];
}

export function formatBox(box: Box) {
  return box.map((value) => round5(value)).join(',');
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The encoded-polyline format: each number as the change from the last, in 5-bit groups. */
export function encodePolygon(polygon: Polygon) {
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const put = (delta: number) => {
    let value = delta < 0 ? ~(delta << 1) : delta << 1;
    while (value >= 0x20) {
      out += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
      value >>= 5;
    }
    out += String.fromCharCode(value + 63);
  };
  for (const [lng, lat] of polygon) {
    const la = Math.round(lat * 1e5);
    const ln = Math.round(lng * 1e5);
    put(la - lastLat);
    put(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}

/** The corners of an encoded polygon, or null when the text is not one. */
export function decodePolygon(text: string): Polygon | null {
  const numbers: number[] = [];
  let at = 0;
  while (at < text.length) {
    let value = 0;
    let shift = 0;
    let code: number;
    do {
      if (at >= text.length || shift > 30) return null;
      code = text.charCodeAt(at++) - 63;
      if (code < 0 || code > 63) return null;
      value |= (code & 0x1f) << shift;
      shift += 5;
    } while (code >= 0x20);
    numbers.push(value & 1 ? ~(value >> 1) : value >> 1);
  }
  if (numbers.length % 2 !== 0) return null;
  const polygon: Polygon = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < numbers.length; i += 2) {
    lat += numbers[i]!;
    lng += numbers[i + 1]!;
    polygon.push([lng / 1e5, lat / 1e5]);
  }
  return polygon;
}

/** Reads `area`: 3 to MAX_CORNERS corners in range whose sides do not cross. */
export function parseArea(raw: string | undefined): Polygon | AreaProblem | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.length > MAX_ENCODED) return 'too-many-corners';
  const decoded = decodePolygon(raw.trim());
  if (!decoded || decoded.some(([lng, lat]) => !inRange(lng, lat))) return 'bad-area';
  // A closing corner equal to the first, and corners repeated in a row, say nothing.
  const corners = decoded.filter(
    (point, i) => i === 0 || point[0] !== decoded[i - 1]![0] || point[1] !== decoded[i - 1]![1],
  );
  const [head, tail] = [corners[0], corners.at(-1)];
  if (corners.length > 1 && head![0] === tail![0] && head![1] === tail![1]) corners.pop();
  if (corners.length > MAX_CORNERS) return 'too-many-corners';
  if (corners.length < 3) return 'bad-area';
  if (crossesItself(corners)) return 'crossing-area';
  return corners;
}

/** The box around a polygon, the database's first cut (ADR 0063). */
export function boxOf(polygon: Polygon): Box {
  const lngs = polygon.map((point) => point[0]);
  const lats = polygon.map((point) => point[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function segmentsCross(
  p1: [number, number],
  p2: [number, number],
  p3: [number, number],
  p4: [number, number],
) {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return true;
  const on = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && on(p3, p4, p1)) ||
    (d2 === 0 && on(p3, p4, p2)) ||
    (d3 === 0 && on(p1, p2, p3)) ||
    (d4 === 0 && on(p1, p2, p4))
  );
}

/** Whether two sides that do not share a corner meet: the area would have no inside. */
export function crossesItself(polygon: Polygon) {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(polygon[i]!, polygon[(i + 1) % n]!, polygon[j]!, polygon[(j + 1) % n]!))
        return true;
    }
  }
  return false;
}

/** Whether a point is inside the polygon (crossings of a ray to the east), as the SQL asks. */
export function insidePolygon(polygon: Polygon, lng: number, lat: number) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function insideBox(box: Box, lng: number, lat: number) {
  return lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];
}

/** The box and area of a search, each kept only when it reads well. */
export function mapAreaOf(query: { bbox?: string; area?: string }) {
  const box = parseBox(query.bbox);
  const area = parseArea(query.area);
  return {
    box: Array.isArray(box) ? box : undefined,
    area: Array.isArray(area) ? area : undefined,
  };
}

/** What was wrong with the box or area of a search, for the page to say. */
export function mapAreaProblems(query: { bbox?: string; area?: string }): AreaProblem[] {
  const box = parseBox(query.bbox);
  const area = parseArea(query.area);
  return [box, area].filter((value): value is AreaProblem => typeof value === 'string');
}

/** The search without the parts of its map area that do not read, so its links drop them. */
export function withReadableMapArea<Query extends { bbox?: string; area?: string }>(query: Query) {
  const { box, area } = mapAreaOf(query);
  return { ...query, bbox: box && formatBox(box), area: area && encodePolygon(area) };
}

/**
 * What the results page says of its map area (docs/product.md#the-map): why a part of the
 * address was ignored, and that the list holds only the area's homes.
 */
export function mapNotesOf(problems: AreaProblem[], query: { bbox?: string; area?: string }) {
  const notes = problems.map((problem) => `map.problem.${problem}` as const);
  return query.bbox || query.area ? [...notes, 'map.areaActive' as const] : notes;
}
