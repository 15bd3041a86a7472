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
import { cellSize, WORLD, type MapAnswer, type MapHome } from '~/lib/map/grid';
import { parsePropertyQuery } from '~/lib/query';
import { areaUnitFor, formatArea } from '~/i18n/units';

import { DrawArea } from './draw-area';
import { cardElement, drawMarkers } from './map-markers';
import { mapLocale } from './map-locale';
import { nameNeighbourhoods } from './neighbourhood-names';
import { loadStyle } from './map-style';
import {
  boundsOf,
  constrainTo,
  mapSearchOf,
  MAX_ZOOM,
  MIN_ZOOM,
  nextMove,
  recalledView,
  rememberView,
  startBox,
} from './map-view';

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
  /** The whole search's homes on any map: their number and the box around them. */
  const [overall, setOverall] = useState<{ search: string; total: number; bounds?: Box } | null>(
    null,
  );
  /** The search (mapSearchOf) the map last showed. */
  const lastSearch = useRef<string | undefined>(undefined);
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
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          transformConstrain: constrainTo(() => holder.current?.clientHeight ?? 0),
          attributionControl: { compact: true },
          locale: mapLocale(t),
        });
        made = created;
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        created.getCanvas().setAttribute('aria-label', t('map.keys'));
        created.once('load', () => setMap(created));
        created.on('error', (event) => console.warn('map', event.error?.message));
      })
      .catch((error: unknown) => {
        console.warn('map', error);
        setFailed(true);
      });
    return () => {
      stopped = true;
      made?.remove();
    };
    // The map is made once; the address is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The neighbourhoods' names, under the pins (ADR 0102).
  useEffect(() => (map ? nameNeighbourhoods(map, t) : undefined), [map, t]);

  useEffect(() => {
    if (!map) return;
    const price = (home: MapHome) =>
      format.money(home.price, home.currency) +
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
    const controller = new AbortController();
    // The map's own address: the search without its page and order (ADR 0101).
    const searched = mapSearchOf(location.search);
    // Taken as shown only once the map has gone there: an answer cut short (the texts or the
    // address changed meanwhile) leaves the move to the next run.
    const previous = lastSearch.current;
    /** Until the map has gone where this search shows, it neither asks for its view nor keeps it. */
    let placed = false;
    let shown: string | undefined;
    const refresh = () => {
      if (!placed) return;
      rememberView(location.key, searched, map);
      const view = formatBox(boundsOf(map));
      if (view === shown) return;
      shown = view;
      const cell = cellSize(parseBox(view) as Box);
      const params = new URLSearchParams(searched);
      params.set('view', view);
      fetch(`/map/homes?${params}`, { signal: controller.signal })
        .then((response) => response.json() as Promise<MapAnswer>)
        .then((answer) => {
          if (shown !== view) return;
          clear();
          clear = drawMarkers(
            map,
            answer,
            {
              cluster: (n) => t('map.cluster', { n: format.number(n) }),
              pin: (home, amount) => t('map.pin', { name: nameOf(home), price: amount }),
              price,
              shortPrice: (home) => format.compactMoney(home.price, home.currency),
            },
            showCard,
            cell,
          );
          setCount(answer.total);
        })
        .catch(() => {});
    };
    // First the whole search's homes, wherever they are: how many, and the box around them
    // (ADR 0084). Then the map goes where the search shows, and asks for its view.
    const everywhere = new URLSearchParams(searched);
    everywhere.set('view', formatBox(WORLD));
    fetch(`/map/homes?${everywhere}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<MapAnswer>)
      .then((answer) => {
        setOverall({ search: searched, total: answer.total, bounds: answer.bounds });
        const move = nextMove({
          previous,
          search: searched,
          recalled: recalledView(location.key, searched),
          homes: answer.bounds,
          view: boundsOf(map),
        });
        placed = true;
        lastSearch.current = searched;
        if (move.kind === 'recall') map.jumpTo(move.view);
        else if (move.kind === 'fit')
          map.fitBounds(move.box, { padding: move.padding, maxZoom: 13, animate: false });
        refresh();
      })
      .catch(() => {
        // No answer for the whole world (not one cut short): the map shows its view as it is.
        if (controller.signal.aborted) return;
        placed = true;
        refresh();
      });
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
      controller.abort();
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

  // Some of the search's homes are outside the view: the count says so, and "Show all" fits them.
  const outside =
    count !== null &&
    overall !== null &&
    overall.search === mapSearchOf(location.search) &&
    count < overall.total
      ? overall
      : null;
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
        <p className="ml-auto text-xs text-slate-600" aria-live="polite">
          {count === null
            ? t('map.loading')
            : outside
              ? t('map.homesInView', {
                  n: format.number(count),
                  total: format.number(outside.total),
                })
              : t('map.homes', { n: format.number(count) })}
        </p>
        {outside?.bounds && (
          <button
            type="button"
            onClick={() =>
              map?.fitBounds(outside.bounds!, { padding: 48, maxZoom: 13, animate: false })
            }
            className="rounded-lg px-3 py-1.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50"
          >
            {t('map.showAll', { n: format.number(outside.total) })}
          </button>
        )}
      </div>
      <p className="sr-only">
        {t('map.keys')} {t('map.textAlternative')}
      </p>
      <div ref={holder} className="relative min-h-0 flex-1 bg-[#bcd9ea]">
        {!map && (
          <p className="absolute inset-0 grid place-items-center text-sm text-slate-600">
            {t('map.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
