import 'maplibre-gl/dist/maplibre-gl.css';

import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useI18n } from '~/i18n/context';
import { formatBox, mapAreaOf, parseBox, type Box } from '~/lib/map/area';
import { inLanguage } from '~/lib/generated-labels';
import { listingStatus } from '~/lib/listing-status';
import { cityOf } from '~/lib/map/cities';
import { cellSize, WORLD, type MapAnswer, type MapHome } from '~/lib/map/grid';
import { parsePropertyQuery } from '~/lib/query';
import { areaUnitFor, formatArea } from '~/lib/units';

import { DrawArea } from './draw-area';
import { cardElement, drawMarkers } from './map-markers';
import { mapLocale } from './map-locale';
import { loadStyle } from './map-style';
import { boundsOf, recalledView, rememberView, startBox } from './map-view';

maplibregl.setWorkerUrl(workerUrl);

/**
 * The results' map (docs/product.md#the-map): clusters and price pins for every home the search
 * finds in the view, from `/map/homes` with the page's own address (ADR 0064); "Search this area"
 * and "Draw an area" put the area in the address, so the list, its total and pages follow.
 */
export function SearchMap({ onClose }: { onClose?: () => void }) {
  const { t, format, lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  /** The search (without its page) the map last showed. */
  const lastSearch = useRef<string | null>(null);
  const search = parsePropertyQuery(new URLSearchParams(location.search));
  const query = { ...mapAreaOf(search), location: search.location };
  const hasArea = query.box !== undefined || query.area !== undefined;

  useEffect(() => {
    let made: MapLibreMap | undefined;
    let stopped = false;
    loadStyle()
      .then((style) => {
        if (stopped || !holder.current) return;
        const created = new maplibregl.Map({
          container: holder.current,
          style,
          bounds: startBox(query),
          fitBoundsOptions: { padding: 24 },
          maxZoom: 18,
          attributionControl: { compact: true },
          locale: mapLocale(t),
        });
        made = created;
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        created.getCanvas().setAttribute('aria-label', t('map.keys'));
        created.once('load', () => setMap(created));
        created.on('error', (event) => console.warn('map', event.error?.message));
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      made?.remove();
    };
    // The map is made once; the address is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back and Forward: the view this history entry was left at, else the search's own area.
  useEffect(() => {
    if (!map) return;
    const view = recalledView(location.key);
    if (view) map.jumpTo(view);
    else if (hasArea) map.fitBounds(startBox(query), { padding: 24, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, location.key]);

  useEffect(() => {
    if (!map) return;
    const price = (home: MapHome) =>
      format.currency(home.price) +
      (home.listingType === 'rent' ? ` ${t('property.perMonth')}` : '');
    // A generated home's Japanese title on a Japanese page (docs/product.md#generated-data-in-two-languages).
    const nameOf = (home: MapHome) => inLanguage(lang, home.name, home.nameJa);
    const popup = new maplibregl.Popup({ closeButton: true, maxWidth: '240px', offset: 14 });
    const showCard = (home: MapHome) => {
      const facts = [
        t('property.beds', { n: home.numberOfBeds }),
        ...(home.numberOfBathrooms > 0 ? [t('property.baths', { n: home.numberOfBathrooms })] : []),
        // In the page's unit, as the cards' area (docs/product.md#units-by-language).
        formatArea(home.numberOfArea, areaUnitFor(lang), format.number),
      ].join(' · ');
      popup
        .setLngLat([home.longitude, home.latitude])
        .setDOMContent(
          cardElement(home, nameOf(home), price(home), facts, (href) => navigate(href), {
            text: t(listingStatus(home.status, home.listingType).label),
            tone: listingStatus(home.status, home.listingType).tone,
          }),
        )
        .addTo(map);
    };
    let clear = () => {};
    let controller: AbortController | undefined;
    // A new search with no area of its own (keywords, a country, filters) first looks where its
    // homes are: the map moves to them when they are not all in view (ADR 0084). Another page of
    // the same search is not a new search: the map stays where the visitor left it.
    const searched = new URLSearchParams(location.search);
    searched.delete('page');
    const asked = parsePropertyQuery(searched);
    const { box, area } = mapAreaOf(asked);
    let findHomes =
      box === undefined &&
      area === undefined &&
      !cityOf(asked.location ?? '') &&
      recalledView(location.key) === undefined &&
      lastSearch.current !== searched.toString();
    lastSearch.current = searched.toString();
    const refresh = () => {
      if (findHomes) {
        findHomes = false;
        moveToHomes();
        return;
      }
      rememberView(location.key, map);
      controller?.abort();
      controller = new AbortController();
      const params = new URLSearchParams(location.search);
      params.delete('page');
      const view = formatBox(boundsOf(map));
      const cell = cellSize(parseBox(view) as Box);
      params.set('view', view);
      fetch(`/map/homes?${params}`, { signal: controller.signal })
        .then((response) => response.json() as Promise<MapAnswer>)
        .then((answer) => {
          clear();
          clear = drawMarkers(
            map,
            answer,
            {
              cluster: (n) => t('map.cluster', { n: format.number(n) }),
              pin: (home, amount) => t('map.pin', { name: nameOf(home), price: amount }),
              price,
              shortPrice: (home) => format.compactCurrency(home.price),
            },
            showCard,
            cell,
          );
          setCount(answer.total);
        })
        .catch(() => {});
    };
    const moveToHomes = () => {
      controller = new AbortController();
      const params = new URLSearchParams(location.search);
      params.delete('page');
      params.set('view', formatBox(WORLD));
      fetch(`/map/homes?${params}`, { signal: controller.signal })
        .then((response) => response.json() as Promise<MapAnswer>)
        .then((answer) => {
          const around = answer.bounds;
          const [west, south, east, north] = boundsOf(map);
          if (
            around &&
            (around[0] < west || around[1] < south || around[2] > east || around[3] > north)
          ) {
            map.fitBounds(around, { padding: 48, maxZoom: 13, duration: 0 });
          } else refresh();
        })
        .catch(() => {});
    };
    refresh();
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
      controller?.abort();
      clear();
      popup.remove();
    };
  }, [map, location.search, location.key, t, format, lang, navigate]);

  const go = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    change(params);
    navigate(`/properties?${params}`);
  };
  const searchArea = (box: Box) =>
    go((params) => {
      params.set('bbox', formatBox(box));
      params.delete('area');
    });

  if (failed) return <p className="p-6 text-sm text-slate-700">{t('map.failed')}</p>;
  return (
    <section
      aria-label={t('map.label')}
      data-map-ready={count !== null}
      // While drawing, a click anywhere adds a corner, even on a price or a cluster. (Not on the
      // map's own element: MapLibre keeps its classes there.)
      className={`relative flex h-full flex-col ${drawing ? '[&_.maplibregl-marker]:pointer-events-none' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white p-2">
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white"
          >
            {t('map.list')}
          </button>
        )}
        <button
          type="button"
          disabled={!map || drawing}
          onClick={() => map && searchArea(boundsOf(map))}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {t('map.searchArea')}
        </button>
        {map && (
          <DrawArea
            map={map}
            drawing={drawing}
            setDrawing={setDrawing}
            area={query.area}
            onDone={(encoded) =>
              go((params) => {
                params.set('area', encoded);
                params.delete('bbox');
              })
            }
          />
        )}
        {hasArea && !drawing && (
          <button
            type="button"
            onClick={() =>
              go((params) => {
                params.delete('bbox');
                params.delete('area');
              })
            }
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('map.clearArea')}
          </button>
        )}
        {count !== null && (
          <p className="ml-auto text-xs text-slate-600" aria-live="polite">
            {t('map.homes', { n: format.number(count) })}
          </p>
        )}
      </div>
      <p className="sr-only">
        {t('map.keys')} {t('map.textAlternative')}
      </p>
      <div ref={holder} className="min-h-0 flex-1" />
    </section>
  );
}
