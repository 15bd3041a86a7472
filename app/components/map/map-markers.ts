import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';

import { clusterPlace, type MapAnswer, type MapHome } from '~/lib/map/grid';

type Texts = {
  cluster: (count: number) => string;
  pin: (home: MapHome, price: string) => string;
  price: (home: MapHome) => string;
  shortPrice: (home: MapHome) => string;
};

/**
 * The clusters and price pins on the map, as buttons: Tab reaches each, Enter opens it (a
 * cluster zooms in, a pin shows its home's card). Text is set as text, never as markup.
 */
export function drawMarkers(
  map: MapLibreMap,
  answer: MapAnswer,
  texts: Texts,
  showCard: (home: MapHome) => void,
  cell: number,
) {
  const at = (lng: number, lat: number): [number, number] => [
    clusterPlace(lng, cell),
    clusterPlace(lat, cell),
  ];
  const markers: maplibregl.Marker[] = [];
  for (const cluster of answer.clusters) {
    const button = document.createElement('button');
    button.type = 'button';
    const size = Math.min(56, 28 + Math.log10(cluster.count) * 10);
    button.className =
      'map-cluster grid place-items-center rounded-full bg-brand-600/90 text-xs font-bold text-white ring-4 ring-brand-600/30';
    button.style.width = `${size}px`;
    button.style.height = `${size}px`;
    button.textContent = cluster.count.toLocaleString();
    button.setAttribute('aria-label', texts.cluster(cluster.count));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      map.easeTo({ center: [cluster.longitude, cluster.latitude], zoom: map.getZoom() + 2 });
    });
    markers.push(
      new maplibregl.Marker({ element: button })
        .setLngLat(at(cluster.longitude, cluster.latitude))
        .addTo(map),
    );
  }
  for (const home of answer.homes) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className =
      'map-pin min-h-6 rounded-full bg-white px-2 py-1 text-xs font-bold text-slate-900 shadow ring-1 ring-slate-900/20 hover:bg-slate-900 hover:text-white focus:bg-slate-900 focus:text-white';
    button.textContent = texts.shortPrice(home);
    button.setAttribute('aria-label', texts.pin(home, texts.price(home)));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      showCard(home);
    });
    button.addEventListener('mouseenter', () => showCard(home));
    markers.push(
      // A home's pin stands where the home does.
      new maplibregl.Marker({ element: button })
        .setLngLat([home.longitude, home.latitude])
        .addTo(map),
    );
  }
  return () => {
    for (const marker of markers) marker.remove();
  };
}

/** A home's card in a popup: photo, price, name and facts, linking to its page. */
export function cardElement(
  home: MapHome,
  title: string,
  price: string,
  facts: string,
  open: (href: string) => void,
  /** The home's status chip, as on its result card (ADR 0103). */
  status?: { text: string; tone: string },
) {
  const link = document.createElement('a');
  link.href = `/property/${home.id}`;
  link.className = 'block w-56 text-slate-900 no-underline';
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open(link.pathname);
  });
  const image = document.createElement('img');
  image.src = home.cover;
  image.alt = '';
  image.width = 224;
  image.height = 126;
  image.className = 'h-28 w-full rounded-t object-cover';
  const body = document.createElement('div');
  body.className = 'p-2';
  const amount = document.createElement('p');
  amount.className = 'text-sm font-bold';
  amount.textContent = price;
  const name = document.createElement('p');
  name.className = 'text-sm';
  name.textContent = title;
  const line = document.createElement('p');
  line.className = 'text-xs text-slate-600';
  line.textContent = facts;
  if (status) {
    const chip = document.createElement('span');
    chip.className = `mb-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`;
    chip.textContent = status.text;
    body.append(chip);
  }
  body.append(amount, name, line);
  link.append(image, body);
  return link;
}
