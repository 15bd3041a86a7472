import { cityOf } from './cities';

/**
 * A 32-bit hash of a whole number (the "lowbias32" mix): well spread, and the same in every
 * engine, so a home's point never depends on the faker stream (ADR 0062).
 */
export function hash32(value: number) {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

/** Four numbers from 0 up to 1, from one seed. */
function unitsOf(seed: number) {
  const units: number[] = [];
  let state = hash32(seed * 4 + 1);
  for (let i = 0; i < 4; i++) {
    state = hash32(state + i + 0x9e3779b9);
    units.push(state / 4_294_967_296);
  }
  return units as [number, number, number, number];
}

/** Rounded to six decimals, about 10 cm: what the database keeps and the URL never needs more. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Where a generated home stands: a point inside its city's area, from a hash of the home's
 * number, denser towards the middle as a city is (the mean of two draws per axis). A place on no
 * list has no point.
 */
export function homePoint(place: string, seed: number) {
  const city = cityOf(place);
  if (!city) return { latitude: null, longitude: null };
  const [a, b, c, d] = unitsOf(seed);
  const dx = (a + b - 1) * city.half[0];
  const dy = (c + d - 1) * city.half[1];
  return { longitude: round6(city.center[0] + dx), latitude: round6(city.center[1] + dy) };
}
