import { feature } from 'topojson-client';
import land110 from 'world-atlas/land-110m.json';

import { CITIES } from '~/lib/map/cities';
import { cityPlan } from '~/lib/map/city-plan';

/**
 * The site's own base map (docs/product.md#the-map, ADR 0064): land and water from the
 * world-atlas package (Natural Earth, public domain), each city's generated plan, and a MapLibre
 * style drawing both. Made once per process; no tiles, no fonts, nothing from another host.
 */
let made: { land: string; cities: string } | undefined;

export function baseMapData() {
  if (!made) {
    const topology = land110 as unknown as Parameters<typeof feature>[0];
    const objects = (topology as unknown as { objects: Record<string, unknown> }).objects;
    const land = feature(topology, objects.land as Parameters<typeof feature>[1]);
    made = {
      land: JSON.stringify(land),
      cities: JSON.stringify({ type: 'FeatureCollection', features: CITIES.flatMap(cityPlan) }),
    };
  }
  return made;
}

/** The style, its sources on this site; `base` is the site's address. */
export function baseMapStyle(base: string) {
  return {
    version: 8,
    name: 'Roofline',
    sources: {
      land: { type: 'geojson', data: `${base}/map/land.json`, maxzoom: 8 },
      cities: { type: 'geojson', data: `${base}/map/cities.json`, maxzoom: 14 },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#bcd9ea' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3efe6' } },
      // A city's own ground, where the world's coarse coastline draws sea (ADR 0102).
      {
        id: 'city-land',
        type: 'fill',
        source: 'cities',
        filter: ['==', ['get', 'kind'], 'ground'],
        paint: { 'fill-color': '#f3efe6' },
      },
      {
        id: 'city-ground',
        type: 'fill',
        source: 'cities',
        filter: ['==', ['get', 'kind'], 'park'],
        paint: { 'fill-color': '#cfe8c4' },
      },
      {
        id: 'city-water',
        type: 'fill',
        source: 'cities',
        filter: ['==', ['get', 'kind'], 'water'],
        paint: { 'fill-color': '#bcd9ea' },
      },
      {
        id: 'streets',
        type: 'line',
        source: 'cities',
        minzoom: 13,
        filter: ['==', ['get', 'kind'], 'street'],
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['linear'], ['zoom'], 13, 0.6, 16, 4],
        },
      },
      {
        id: 'avenues',
        type: 'line',
        source: 'cities',
        minzoom: 10,
        filter: ['==', ['get', 'kind'], 'avenue'],
        paint: {
          'line-color': '#fbe3b5',
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.8, 16, 7],
        },
      },
    ],
  };
}
