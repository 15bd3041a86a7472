import { LngLat } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';

import type { Box } from '~/lib/map/area';

import { constrainTo, mapSearchOf, nextMove, type View } from './map-view';

const WORLD_VIEW: Box = [-30, 30, 40, 60];
const TOKYO_HOMES: Box = [139.5, 35.6, 139.8, 35.75];
const ALL_HOMES: Box = [-118.5, 11.5, 139.8, 55.8];
const move = (step: Partial<Parameters<typeof nextMove>[0]> & { search: string }) =>
  nextMove({
    previous: undefined,
    recalled: undefined,
    homes: undefined,
    view: WORLD_VIEW,
    ...step,
  });

describe('the map follows the search (docs/product.md#the-results-map)', () => {
  it('reads the page and the order as the same search', () => {
    expect(mapSearchOf('?location=Tokyo&page=3&sort=price-asc')).toBe(
      mapSearchOf('?location=Tokyo'),
    );
    expect(mapSearchOf('?location=Tokyo')).not.toBe(mapSearchOf('?location=London'));
  });

  it('goes to the homes of a city chosen in the filters, though the map was over Europe', () => {
    const previous = mapSearchOf('');
    const search = mapSearchOf('?location=Tokyo%2C+Japan');
    expect(move({ previous, search, homes: TOKYO_HOMES })).toEqual({
      kind: 'fit',
      box: TOKYO_HOMES,
      padding: 48,
    });
    // Made with the address: the same view as after Apply.
    expect(move({ search, homes: TOKYO_HOMES })).toEqual(
      move({ previous, search, homes: TOKYO_HOMES }),
    );
  });

  it('fits every home of the first view, and of a new search whose homes are not all in view', () => {
    expect(move({ search: '', homes: ALL_HOMES })).toMatchObject({ kind: 'fit', box: ALL_HOMES });
    const previous = mapSearchOf('?bedRooms=2');
    expect(move({ previous, search: mapSearchOf('?bedRooms=3'), homes: ALL_HOMES })).toMatchObject({
      kind: 'fit',
    });
    // All in view and in the same place: the map stays.
    expect(move({ previous, search: mapSearchOf('?bedRooms=3'), homes: [0, 40, 10, 50] })).toEqual({
      kind: 'stay',
    });
  });

  it('stays for another page or order, and shows the view an entry was left at', () => {
    const search = mapSearchOf('?location=Tokyo');
    expect(move({ previous: search, search, homes: TOKYO_HOMES })).toEqual({ kind: 'stay' });
    const recalled: View = { center: [139.7, 35.7], zoom: 14 };
    expect(move({ previous: search, search, recalled, homes: TOKYO_HOMES })).toEqual({
      kind: 'recall',
      view: recalled,
    });
  });

  it('shows a box or area when it is not in view, and a city with no homes', () => {
    const boxed = mapSearchOf('?bbox=139.6,35.6,139.8,35.7');
    expect(move({ search: boxed, homes: TOKYO_HOMES })).toMatchObject({
      kind: 'fit',
      box: [139.6, 35.6, 139.8, 35.7],
    });
    expect(move({ search: boxed, view: [139, 35, 140, 36] })).toEqual({ kind: 'stay' });
    expect(
      move({ previous: '', search: mapSearchOf('?location=London&priceMax=1') }),
    ).toMatchObject({ kind: 'fit' });
  });
});

describe('how far the map zooms out', () => {
  const constrain = constrainTo(() => 700);
  it('lets a tall map show the whole world, standing in its middle', () => {
    const { center, zoom } = constrain(new LngLat(10, 35), -0.5);
    expect(zoom).toBe(-0.5);
    expect(center.lat).toBe(0);
  });
  it('keeps a centre within reach as it is, and never shows past the poles', () => {
    expect(constrain(new LngLat(139.7, 35.69), 12).center.lat).toBe(35.69);
    const top = constrain(new LngLat(0, 84), 1).center.lat;
    expect(top).toBeLessThan(60);
    expect(constrain({ lng: 0, lat: 95 } as LngLat, 11).center.lat).toBeLessThan(85.06);
  });
});
