import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';

import type { Translate } from '~/i18n/i18n';
import { neighbourhoodLabel } from '~/lib/generated-labels';
import { NEIGHBOURHOOD_PLACES } from '~/lib/map/neighbourhoods';

/** From this zoom a city fills the map and its neighbourhoods' names are shown. */
const NAMES_FROM_ZOOM = 10.5;

/**
 * The site's own base map names each neighbourhood of the generated homes at its middle, in the
 * page's language (docs/product.md#the-results-map, ADR 0102). The names are HTML under the
 * markers, as the pins are, since the base map has no font files (ADR 0064); another style
 * (`MAP_STYLE_URL`) names places itself. They are read by no screen reader: the list and the
 * cards name each home's neighbourhood.
 */
export function nameNeighbourhoods(map: MapLibreMap, t: Translate) {
  if (!map.getSource('cities')) return () => {};
  const markers: maplibregl.Marker[] = [];
  for (const hoods of Object.values(NEIGHBOURHOOD_PLACES)) {
    for (const [name, { center }] of Object.entries(hoods)) {
      const label = document.createElement('span');
      label.className =
        'map-place pointer-events-none text-[11px] font-semibold tracking-wide text-slate-600 [text-shadow:0_0_3px_#fff,0_0_3px_#fff]';
      label.textContent = neighbourhoodLabel(t, name);
      label.setAttribute('aria-hidden', 'true');
      markers.push(
        new maplibregl.Marker({ element: label }).setLngLat([center[0], center[1]]).addTo(map),
      );
    }
  }
  const follow = () => {
    const shown = map.getZoom() >= NAMES_FROM_ZOOM;
    for (const marker of markers) marker.getElement().style.visibility = shown ? '' : 'hidden';
  };
  follow();
  map.on('zoomend', follow);
  return () => {
    map.off('zoomend', follow);
    for (const marker of markers) marker.remove();
  };
}
