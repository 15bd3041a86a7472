import 'maplibre-gl/dist/maplibre-gl.css';

import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';

import { useI18n } from '~/i18n/context';

import { mapLocale } from './map-locale';
import { nameNeighbourhoods } from './neighbourhood-names';
import { loadStyle } from './map-style';

maplibregl.setWorkerUrl(workerUrl);

/** Where a home stands, on a small map with its pin (docs/product.md#the-map). */
export function HomeMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const { t } = useI18n();
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: maplibregl.Map | undefined;
    let stopped = false;
    void loadStyle()
      .then((style) => {
        if (stopped || !holder.current) return;
        map = new maplibregl.Map({
          container: holder.current,
          style,
          center: [longitude, latitude],
          zoom: 14,
          attributionControl: { compact: true },
          cooperativeGestures: true,
          locale: { ...mapLocale(t), 'Map.Title': t('map.location') },
        });
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        map.getCanvas().setAttribute('aria-label', label);
        const made = map;
        made.once('load', () => nameNeighbourhoods(made, t));
        new maplibregl.Marker({ color: '#1d4ed8' }).setLngLat([longitude, latitude]).addTo(map);
      })
      .catch(() => {});
    return () => {
      stopped = true;
      map?.remove();
    };
  }, [latitude, longitude, label, t]);
  return <div ref={holder} className="size-full" />;
}
