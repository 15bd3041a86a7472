import { describe, expect, it } from 'vitest';

import { LOCATIONS } from '../catalog';
import { CITIES, cityOf } from './cities';
import { homePoint } from './home-point';

describe('a generated home’s point', () => {
  it('is the same for the same home, and differs between homes', () => {
    expect(homePoint('London', 7)).toEqual(homePoint('London', 7));
    expect(homePoint('London', 7)).not.toEqual(homePoint('London', 8));
  });

  it('lies inside its city’s area, for every place on the list', () => {
    for (const place of LOCATIONS) {
      const city = cityOf(place)!;
      expect(city, place).toBeDefined();
      for (let seed = 0; seed < 500; seed++) {
        const { latitude, longitude } = homePoint(place, seed);
        expect(Math.abs(longitude! - city.center[0])).toBeLessThanOrEqual(city.half[0]);
        expect(Math.abs(latitude! - city.center[1])).toBeLessThanOrEqual(city.half[1]);
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

  it('spreads the homes over the area, more of them near the middle', () => {
    const city = CITIES[0]!;
    const points = Array.from({ length: 4_000 }, (_, i) => homePoint('New York', i));
    const near = points.filter(
      (p) =>
        Math.abs(p.longitude! - city.center[0]) < city.half[0] / 2 &&
        Math.abs(p.latitude! - city.center[1]) < city.half[1] / 2,
    );
    // A quarter of the area; a triangular spread puts 9/16 of the homes there.
    expect(near.length / points.length).toBeGreaterThan(0.5);
    expect(near.length / points.length).toBeLessThan(0.62);
  });
});
