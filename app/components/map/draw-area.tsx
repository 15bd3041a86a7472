import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';

import { useI18n } from '~/i18n/context';
import { encodePolygon, parseArea, type Polygon } from '~/lib/map/area';

const SOURCE = 'drawn-area';

/** The drawn area as GeoJSON: its sides while drawing, its inside once closed. */
function shapeOf(corners: Polygon, closed: boolean) {
  const ring = closed && corners.length >= 3 ? [...corners, corners[0]!] : corners;
  return {
    type: 'FeatureCollection' as const,
    features:
      ring.length < 2
        ? []
        : [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: closed
                ? { type: 'Polygon' as const, coordinates: [ring] }
                : { type: 'LineString' as const, coordinates: ring },
            },
          ],
  };
}

function ensureLayers(map: MapLibreMap) {
  if (map.getSource(SOURCE)) return map.getSource(SOURCE) as GeoJSONSource;
  map.addSource(SOURCE, { type: 'geojson', data: shapeOf([], false) });
  map.addLayer({
    id: `${SOURCE}-fill`,
    type: 'fill',
    source: SOURCE,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': '#2563eb', 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: `${SOURCE}-line`,
    type: 'line',
    source: SOURCE,
    paint: { 'line-color': '#1d4ed8', 'line-width': 2.5, 'line-dasharray': [2, 1] },
  });
  return map.getSource(SOURCE) as GeoJSONSource;
}

/**
 * "Draw an area" (docs/product.md#the-map): each click on the map adds a corner; "Finish" puts the
 * area in the address (at least three corners, sides that do not cross), Esc or "Cancel" leaves
 * the search as it was. The search's own area is drawn when not drawing.
 */
export function DrawArea({
  map,
  drawing,
  setDrawing,
  area,
  onDone,
}: {
  map: MapLibreMap;
  drawing: boolean;
  setDrawing: (on: boolean) => void;
  area: Polygon | undefined;
  onDone: (encoded: string) => void;
}) {
  const { t } = useI18n();
  const [corners, setCorners] = useState<Polygon>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    ensureLayers(map).setData(drawing ? shapeOf(corners, false) : shapeOf(area ?? [], true));
  }, [map, drawing, corners, area]);

  useEffect(() => {
    if (!drawing) return;
    const add = (event: MapMouseEvent) =>
      setCorners((list) => [...list, [event.lngLat.lng, event.lngLat.lat]]);
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawing(false);
    };
    map.on('click', add);
    map.getCanvas().style.cursor = 'crosshair';
    document.addEventListener('keydown', cancel);
    return () => {
      map.off('click', add);
      map.getCanvas().style.cursor = '';
      document.removeEventListener('keydown', cancel);
    };
  }, [map, drawing, setDrawing]);

  const finish = () => {
    const encoded = encodePolygon(corners);
    const read = parseArea(encoded);
    if (typeof read === 'string' || read === undefined) {
      setProblem(t(`map.problem.${read ?? 'bad-area'}`));
      return;
    }
    setDrawing(false);
    onDone(encoded);
  };

  if (!drawing) {
    return (
      <button
        type="button"
        onClick={() => {
          setCorners([]);
          setProblem(null);
          setDrawing(true);
        }}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {t('map.draw')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled={corners.length < 3}
        onClick={finish}
        className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
      >
        {t('map.finish')}
      </button>
      <button
        type="button"
        onClick={() => setDrawing(false)}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
      >
        {t('map.cancel')}
      </button>
      <p role="status" className="w-full text-xs text-slate-700">
        {problem ?? t('map.drawHint')}
      </p>
    </>
  );
}
