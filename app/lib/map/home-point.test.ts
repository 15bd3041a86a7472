import { describe, expect, it } from 'vitest';

import { LOCATIONS } from '../catalog';
import { NEIGHBOURHOODS } from '../catalog-places';
import { CITIES, cityOf } from './cities';
import { onOpenGround } from './city-plan';
import { homePoint } from './home-point';
import { METRES_PER_DEGREE, neighbourhoodOf, NEIGHBOURHOOD_PLACES } from './neighbourhoods';

/** Metres between two points a few kilometres apart. */
function metresBetween(a: readonly [number, number], b: readonly [number, number]) {
  const dy = (a[1] - b[1]) * METRES_PER_DEGREE;
  const dx = (a[0] - b[0]) * METRES_PER_DEGREE * Math.cos((a[1] * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe('a generated home’s point', () => {
  it('is the same for the same home, and differs between homes', () => {
    expect(homePoint('London', 7, 'Clapham')).toEqual(homePoint('London', 7, 'Clapham'));
    expect(homePoint('London', 7, 'Clapham')).not.toEqual(homePoint('London', 8, 'Clapham'));
  });

  it('knows where every neighbourhood of every city is', () => {
    for (const place of LOCATIONS) {
      expect(Object.keys(NEIGHBOURHOOD_PLACES[place]).sort(), place).toEqual(
        [...NEIGHBOURHOODS[place]].sort(),
      );
    }
    // Real places, not made-up ones: "Jingumae" (Shibuya) is west of the Imperial Palace, not in
    // east Tokyo where the homes of "… in Jingumae" stood.
    const shibuya = neighbourhoodOf(cityOf('Tokyo')!, 'Shibuya')!;
    expect(metresBetween(shibuya.center, [139.7087, 35.6705])).toBeLessThan(500);
  });

  it('stands within its neighbourhood’s radius, on open ground of the base map: never in its river or a park', () => {
    for (const place of LOCATIONS) {
      const city = cityOf(place)!;
      for (const name of NEIGHBOURHOODS[place]) {
        const hood = neighbourhoodOf(city, name)!;
        // The middle, where the map names the neighbourhood, is open ground too.
        expect(onOpenGround(city, hood.center[0], hood.center[1]), name).toBe(true);
        for (let seed = 0; seed < 300; seed++) {
          const { latitude, longitude } = homePoint(place, seed, name);
          const where = `${name} #${seed}: ${latitude}, ${longitude}`;
          expect(metresBetween([longitude!, latitude!], hood.center), where).toBeLessThanOrEqual(
            hood.radius + 0.5,
          );
          expect(onOpenGround(city, longitude!, latitude!), where).toBe(true);
        }
      }
    }
  });

  it('stands inside its city’s area on open ground when its neighbourhood is unknown', () => {
    for (const place of LOCATIONS) {
      const city = cityOf(place)!;
      for (let seed = 0; seed < 300; seed++) {
        const { latitude, longitude } = homePoint(place, seed, null);
        expect(Math.abs(longitude! - city.center[0])).toBeLessThanOrEqual(city.half[0]);
        expect(Math.abs(latitude! - city.center[1])).toBeLessThanOrEqual(city.half[1]);
        expect(onOpenGround(city, longitude!, latitude!), `${place} #${seed}`).toBe(true);
      }
    }
  });

  it('finds the city in a longer place name', () => {
    expect(cityOf('Los Angeles, California, USA')?.key).toBe('los-angeles');
    expect(cityOf('California')?.key).toBe('los-angeles');
    expect(cityOf('Istanbul, Turkey')?.key).toBe('istanbul');
    expect(cityOf('Atlantis')).toBeUndefined();
    expect(homePoint('Atlantis', 1)).toEqual({ latitude: null, longitude: null });
  });

  it('spreads a neighbourhood’s homes around its middle, more of them near it', () => {
    const city = CITIES[0]!;
    const hood = neighbourhoodOf(city, 'Chelsea')!;
    const points = Array.from({ length: 4_000 }, (_, i) => homePoint('New York', i, 'Chelsea'));
    const near = points.filter(
      (p) => metresBetween([p.longitude!, p.latitude!], hood.center) < hood.radius / 2,
    );
    // A quarter of the disc's surface holds about half of the homes.
    expect(near.length / points.length).toBeGreaterThan(0.4);
    expect(near.length / points.length).toBeLessThan(0.65);
  });
});
