import { cityOf } from './cities';
import { onOpenGround } from './city-plan';
import { hash32 } from './hash';
import { METRES_PER_DEGREE, neighbourhoodOf } from './neighbourhoods';

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

/** Draws before a home stands at its neighbourhood's middle, which is always open ground. */
const TRIES = 64;

/**
 * Where a generated home stands (docs/product.md#where-homes-stand, ADR 0102), from a hash of the
 * home's number: within its neighbourhood's radius of the neighbourhood's real middle, denser
 * towards it; a home of no known neighbourhood (a database from before them) inside its city's
 * area, denser towards the middle. Never in a river or a park of the base map's plan of the
 * city: such a draw is drawn again. A place on no list has no point.
 */
export function homePoint(place: string, seed: number, neighbourhood?: string | null) {
  const city = cityOf(place);
  if (!city) return { latitude: null, longitude: null };
  const hood = neighbourhoodOf(city, neighbourhood);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const [a, b, c, d] = unitsOf(attempt === 0 ? seed : hash32(seed) + attempt * 7_919);
    let point: [number, number];
    if (hood) {
      // A distance the mean of two draws of the radius, in a direction from a third.
      const metres = ((a + b) / 2) * hood.radius;
      const angle = c * 2 * Math.PI;
      const [x, y] = hood.center;
      const dy = (metres * Math.cos(angle)) / METRES_PER_DEGREE;
      const dx = (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((y * Math.PI) / 180));
      point = [round6(x + dx), round6(y + dy)];
    } else {
      point = [
        round6(city.center[0] + (a + b - 1) * city.half[0]),
        round6(city.center[1] + (c + d - 1) * city.half[1]),
      ];
    }
    if (onOpenGround(city, point[0], point[1])) return { longitude: point[0], latitude: point[1] };
  }
  const [x, y] = hood?.center ?? city.center;
  return { longitude: x, latitude: y };
}
