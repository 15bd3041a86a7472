import { LngLat, type Map as MapLibreMap } from 'maplibre-gl';

import { boxOf, mapAreaOf, type Box, type Polygon } from '~/lib/map/area';
import { cityOf } from '~/lib/map/cities';
import { parsePropertyQuery, propertySearchParams } from '~/lib/query';

/**
 * Where the map looks, kept per history entry in the tab's session storage with the search it
 * was left at, so Back, Forward and a reload show each search's map as it was left, and never
 * another search's view (docs/product.md#the-map).
 */
export type View = { center: [number, number]; zoom: number };

const storageKey = (entry: string) => `roofline:map-view:${entry}`;

export function rememberView(entry: string, search: string, map: MapLibreMap) {
  const { lng, lat } = map.getCenter();
  const view = { center: [lng, lat], zoom: map.getZoom(), search };
  try {
    sessionStorage.setItem(storageKey(entry), JSON.stringify(view));
  } catch {
    // Storage full or refused: Back then shows the search's own homes.
  }
}

export function recalledView(entry: string, search: string): View | undefined {
  try {
    const text = sessionStorage.getItem(storageKey(entry));
    const view = text ? (JSON.parse(text) as View & { search?: string }) : undefined;
    return view && view.search === search && Number.isFinite(view.zoom) ? view : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The search as its map sees it: the canonical address without the page and the sort, which
 * change which homes the list shows first but not which homes the search finds, so another page
 * or another order leaves the map where it is (docs/product.md#the-map).
 */
export function mapSearchOf(search: string) {
  const query = parsePropertyQuery(new URLSearchParams(search));
  return propertySearchParams({ ...query, page: 0, sort: 'latest' }).toString();
}

/** Every city of the generated homes, for a search with no place and no area. */
const CITIES_BOX: Box = [-125, 5, 145, 60];

/** The box of a city's area. */
function cityBox(place: string | undefined): Box | undefined {
  const city = place ? cityOf(place) : undefined;
  if (!city) return undefined;
  const [x, y] = city.center;
  const [w, h] = city.half;
  return [x - w, y - h, x + w, y + h];
}

/** The box a search's map is made with: its area, its box, its city, or every city. */
export function startBox(search: { box?: Box; area?: Polygon; location?: string }): Box {
  if (search.area) return boxOf(search.area);
  if (search.box) return search.box;
  return cityBox(search.location) ?? CITIES_BOX;
}

/** What names where a search is: its drawn area, its box or its city ('' for none). */
function placeOf(search: string) {
  const query = parsePropertyQuery(new URLSearchParams(search));
  const { box, area } = mapAreaOf(query);
  if (area) return `area:${query.area}`;
  if (box) return `bbox:${query.bbox}`;
  return `city:${cityOf(query.location ?? '')?.key ?? ''}`;
}

const holds = (outer: Box, inner: Box) =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** Where the map goes when the address changes: where it is, a view it was left at, or a box. */
export type Move =
  { kind: 'stay' } | { kind: 'recall'; view: View } | { kind: 'fit'; box: Box; padding: number };

/**
 * The map follows the search (docs/product.md#the-map, ADR 0101). A history entry the map was
 * left at shows that view again (Back, Forward, a reload). Another page or order of the same
 * search leaves the map where it is. A new search (the filters, the keywords, the type, a link)
 * shows its area or box when they are not all in view; otherwise its homes, when they are not
 * all in view or the search names another place than the last (a city chosen), else its city.
 */
export function nextMove(step: {
  /** The search the map showed last (mapSearchOf), none when it has just been made. */
  previous: string | undefined;
  search: string;
  recalled: View | undefined;
  /** The box around every home the search finds, none when it finds none. */
  homes: Box | undefined;
  view: Box;
}): Move {
  const { previous, search, recalled, homes, view } = step;
  if (recalled) return { kind: 'recall', view: recalled };
  if (previous === search) return { kind: 'stay' };
  const query = parsePropertyQuery(new URLSearchParams(search));
  const { box, area } = mapAreaOf(query);
  if (box || area) {
    const target = startBox({ box, area });
    return holds(view, target) ? { kind: 'stay' } : { kind: 'fit', box: target, padding: 24 };
  }
  if (!homes) {
    const city = cityBox(query.location);
    return city ? { kind: 'fit', box: city, padding: 24 } : { kind: 'stay' };
  }
  const moved = previous === undefined || placeOf(previous) !== placeOf(search);
  return moved || !holds(view, homes) ? { kind: 'fit', box: homes, padding: 48 } : { kind: 'stay' };
}

export const MIN_ZOOM = -2;
export const MAX_ZOOM = 18;

/** The world's side in pixels at zoom 0 (MapLibre's tiles). */
const TILE = 512;
/** Mercator's y of a latitude, from 0 (the top of the world) to 1; a latitude past the poles
 * (MapLibre asks with such points on the way to a camera) is the world's edge. */
const yOf = (lat: number) => {
  if (!(lat < 85.0511)) return Number.isNaN(lat) ? 0.5 : 0;
  if (!(lat > -85.0511)) return 1;
  return (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;
};
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * How far the map may zoom out and pan, for a map `height()` pixels tall: MapLibre's own rule
 * keeps the world at least as tall as the map, so the tall, narrow map beside the list could not
 * zoom out far enough to show Los Angeles and Tokyo at once, and the first view held half the
 * results (ADR 0101). Here the world may be shorter than the map, and then stands in its middle;
 * a taller world never shows past its top or bottom, as before.
 */
export function constrainTo(height: () => number) {
  return (center: LngLat, zoom: number) => {
    if (!Number.isFinite(zoom)) return { center, zoom };
    const z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
    const world = TILE * 2 ** z;
    const half = height() / 2 / world;
    const asked = yOf(center.lat);
    const y = half >= 0.5 ? 0.5 : Math.max(half, Math.min(1 - half, asked));
    // A centre within reach stays exactly as asked.
    const lat = y === asked ? center.lat : latOf(y);
    return { center: new LngLat(center.lng, lat), zoom: z };
  };
}

export function boundsOf(map: MapLibreMap): Box {
  const b = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    clamp(b.getWest(), 180),
    clamp(b.getSouth(), 90),
    clamp(b.getEast(), 180),
    clamp(b.getNorth(), 90),
  ];
}
