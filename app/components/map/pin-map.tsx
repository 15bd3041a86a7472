import 'maplibre-gl/dist/maplibre-gl.css';

import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';

import { useI18n } from '~/i18n/context';
import { PIN_IDS, PIN_RANGES, readDegrees, roundDegrees } from '~/lib/listing-form/pin';
import { cityOf } from '~/lib/map/cities';

import { mapLocale } from './map-locale';
import { nameNeighbourhoods } from './neighbourhood-names';
import { loadStyle } from './map-style';

maplibregl.setWorkerUrl(workerUrl);

type LngLat = [number, number];

/** About 55 m north or south a press of an arrow key; Shift moves ten times as far. */
const STEP = 0.0005;
const KEYS: Record<string, LngLat> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** The point the two fields hold, when both read and are on the globe. */
function typedPoint(): LngLat | null {
  const lat = readDegrees(input(PIN_IDS.latitude)?.value ?? '');
  const lng = readDegrees(input(PIN_IDS.longitude)?.value ?? '');
  const [, latMax] = PIN_RANGES.latitude;
  const [, lngMax] = PIN_RANGES.longitude;
  return Math.abs(lat) <= latMax && Math.abs(lng) <= lngMax ? [lng, lat] : null;
}

const chosenCity = () =>
  cityOf((document.getElementById(PIN_IDS.location) as HTMLSelectElement | null)?.value ?? '');

/**
 * Fills a field as typing would, so the form checks it and saves the draft: React watches the
 * value through the element's own setter, then hears the input event.
 */
function fill(id: string, value: number) {
  const field = input(id);
  if (!field) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, String(roundDegrees(value)));
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The listing form's small map (docs/product.md#the-owners-pin): a click places the pin, a drag
 * or the arrow keys (the map focused) move it, and each move fills the latitude and longitude
 * fields; typed numbers move the pin. With no pin yet, the map shows the chosen city's centre.
 */
export function PinMap({ label }: { label: string }) {
  const { t } = useI18n();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [point, setPoint] = useState<LngLat | null>(null);
  useEffect(() => {
    let map: maplibregl.Map | undefined;
    let stopped = false;
    const marker = new maplibregl.Marker({ color: '#1d4ed8', draggable: true });
    // The canvas takes the keys and says what they do; the marker is what a pointer drags.
    marker.getElement().setAttribute('aria-hidden', 'true');
    marker.getElement().tabIndex = -1;
    const show = (at: LngLat | null) => {
      setPoint(at);
      if (!map) return;
      if (!at) {
        marker.remove();
        return;
      }
      marker.setLngLat(at).addTo(map);
      if (!map.getBounds().contains(at)) map.panTo(at);
    };
    const place = (at: LngLat) => {
      const lat = Math.max(-85, Math.min(85, at[1]));
      const lng = ((((at[0] + 180) % 360) + 360) % 360) - 180;
      fill(PIN_IDS.latitude, lat);
      fill(PIN_IDS.longitude, lng);
      show([roundDegrees(lng), roundDegrees(lat)]);
    };
    const onKey = (event: KeyboardEvent) => {
      const move = KEYS[event.key];
      if (!move || !map) return;
      event.preventDefault();
      const from = typedPoint() ?? (map.getCenter().toArray() as LngLat);
      const step = STEP * (event.shiftKey ? 10 : 1);
      const across = step / Math.max(0.2, Math.cos((from[1] * Math.PI) / 180));
      place(typedPoint() ? [from[0] + move[0] * across, from[1] + move[1] * step] : from);
    };
    const onTyped = () => show(typedPoint());
    const onCity = () => {
      const city = chosenCity();
      if (map && city && !typedPoint()) map.jumpTo({ center: [...city.center], zoom: 12 });
    };
    const fields = [input(PIN_IDS.latitude), input(PIN_IDS.longitude)];
    for (const field of fields) field?.addEventListener('input', onTyped);
    const city = document.getElementById(PIN_IDS.location);
    city?.addEventListener('change', onCity);
    loadStyle()
      .then((style) => {
        if (stopped || !holder.current) return;
        const start = typedPoint();
        const centre = chosenCity()?.center;
        map = new maplibregl.Map({
          container: holder.current,
          style,
          center: start ?? (centre ? [...centre] : [0, 20]),
          zoom: start ? 15 : centre ? 12 : 1,
          maxZoom: 18,
          keyboard: false,
          scrollZoom: false,
          doubleClickZoom: false,
          attributionControl: { compact: true },
          locale: { ...mapLocale(t), 'Map.Title': t('pin.section') },
        });
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        const made = map;
        made.once('load', () => nameNeighbourhoods(made, t));
        const canvas = map.getCanvas();
        canvas.setAttribute('aria-label', label);
        canvas.setAttribute('aria-describedby', 'pin-map-status');
        canvas.addEventListener('keydown', onKey);
        map.on('click', (event) => place([event.lngLat.lng, event.lngLat.lat]));
        marker.on('dragend', () => place(marker.getLngLat().toArray() as LngLat));
        show(start);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      for (const field of fields) field?.removeEventListener('input', onTyped);
      city?.removeEventListener('change', onCity);
      map?.remove();
    };
    // The map is made once; the fields are followed by their own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label]);
  const degrees = (n: number) => String(n);
  return (
    <div className="relative size-full">
      {failed ? (
        <p className="p-4 text-sm text-slate-700">{t('pin.failed')}</p>
      ) : (
        <div ref={holder} className="size-full" data-testid="pin-map" />
      )}
      <p
        id="pin-map-status"
        aria-live="polite"
        className="pointer-events-none absolute bottom-2 left-2 max-w-[75%] rounded-md bg-white/90 px-2 py-1 text-xs text-slate-800 shadow-sm"
      >
        {point
          ? t('pin.placed', { latitude: degrees(point[1]), longitude: degrees(point[0]) })
          : t('pin.none')}
      </p>
    </div>
  );
}
