import type { Map as MapLibreMap } from 'maplibre-gl';

import { boxOf, type Box, type Polygon } from '~/lib/map/area';
import { cityOf } from '~/lib/map/cities';

/**
 * Where the map looks, kept per history entry in the tab's session storage, so Back and Forward
 * show each search's map as it was left (docs/product.md#the-map).
 */
type View = { center: [number, number]; zoom: number };

const storageKey = (entry: string) => `roofline:map-view:${entry}`;

export function rememberView(entry: string, map: MapLibreMap) {
  const { lng, lat } = map.getCenter();
  const view: View = { center: [lng, lat], zoom: map.getZoom() };
  try {
    sessionStorage.setItem(storageKey(entry), JSON.stringify(view));
  } catch {
    // Storage full or refused: Back then shows the search's own area.
  }
}

export function recalledView(entry: string): View | undefined {
  try {
    const text = sessionStorage.getItem(storageKey(entry));
    const view = text ? (JSON.parse(text) as View) : undefined;
    return view && Number.isFinite(view.zoom) ? view : undefined;
  } catch {
    return undefined;
  }
}

/** Every city of the generated homes, for a search with no place and no area. */
const CITIES_BOX: Box = [-125, 5, 145, 60];

/** The box a search's map starts from: its area, its box, its city, or every city. */
export function startBox(search: { box?: Box; area?: Polygon; location?: string }): Box {
  if (search.area) return boxOf(search.area);
  if (search.box) return search.box;
  const city = search.location ? cityOf(search.location) : undefined;
  if (city) {
    const [x, y] = city.center;
    const [w, h] = city.half;
    return [x - w, y - h, x + w, y + h];
  }
  return CITIES_BOX;
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
