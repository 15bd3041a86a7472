import type { City } from './cities';
import { hash32 } from './home-point';

/**
 * A city's plan for the site's own base map (docs/product.md#the-map, ADR 0064): a street grid
 * with avenues and a diagonal, parks on whole blocks, and a river across it, drawn from a hash of
 * the city's key as the site's art is from its seed, so every server draws the same city.
 */
type Position = [number, number];
type Feature = {
  type: 'Feature';
  properties: { kind: 'street' | 'avenue' | 'park' | 'water'; city: string };
  geometry:
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
};

/** Degrees between streets: about 220 m north–south. */
const STREET = 0.002;
/** Every this many streets is an avenue. */
const AVENUE_EVERY = 5;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function seeded(key: string) {
  let state = 0;
  for (let i = 0; i < key.length; i++) state = hash32(state ^ key.charCodeAt(i));
  return () => {
    state = hash32(state + 0x9e3779b9);
    return state / 4_294_967_296;
  };
}

export function cityPlan(city: City): Feature[] {
  const random = seeded(city.key);
  const [cx, cy] = city.center;
  // The plan reaches a little past the homes' area.
  const [hx, hy] = [city.half[0] * 1.3, city.half[1] * 1.3];
  const west = cx - hx;
  const east = cx + hx;
  const south = cy - hy;
  const north = cy + hy;
  // East–west streets are as far apart on the ground as north–south ones.
  const stepX = STREET / Math.cos((cy * Math.PI) / 180);
  const features: Feature[] = [];
  const line = (kind: 'street' | 'avenue', coordinates: Position[]) =>
    features.push({
      type: 'Feature',
      properties: { kind, city: city.key },
      geometry: {
        type: 'LineString',
        coordinates: coordinates.map(([x, y]) => [round(x), round(y)]),
      },
    });
  const columns = Math.floor((east - west) / stepX);
  const rows = Math.floor((north - south) / STREET);
  for (let i = 0; i <= columns; i++) {
    const x = west + i * stepX;
    line(i % AVENUE_EVERY === 0 ? 'avenue' : 'street', [
      [x, south],
      [x, north],
    ]);
  }
  for (let j = 0; j <= rows; j++) {
    const y = south + j * STREET;
    line(j % AVENUE_EVERY === 0 ? 'avenue' : 'street', [
      [west, y],
      [east, y],
    ]);
  }
  // A diagonal avenue through the middle, as many cities have one.
  const tilt = random() < 0.5 ? 1 : -1;
  line('avenue', [
    [west, cy - tilt * hy * 0.8],
    [east, cy + tilt * hy * 0.8],
  ]);
  // Parks: whole blocks, one large near the middle and a scatter of small ones.
  const block = (i: number, j: number, wide: number, tall: number): Position[][] => {
    const x0 = west + i * stepX;
    const y0 = south + j * STREET;
    const x1 = x0 + wide * stepX;
    const y1 = y0 + tall * STREET;
    return [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ].map(([x, y]) => [round(x!), round(y!)] as Position),
    ];
  };
  const park = (coordinates: Position[][]) =>
    features.push({
      type: 'Feature',
      properties: { kind: 'park', city: city.key },
      geometry: { type: 'Polygon', coordinates },
    });
  park(block(Math.floor(columns * 0.45), Math.floor(rows * 0.55), 4, 12));
  for (let n = 0; n < 40; n++) {
    park(
      block(
        Math.floor(random() * (columns - 2)),
        Math.floor(random() * (rows - 2)),
        1,
        1 + Math.floor(random() * 2),
      ),
    );
  }
  // A river: a band that meanders from west to east, south of the middle.
  const bank: Position[] = [];
  const other: Position[] = [];
  const phase = random() * Math.PI * 2;
  const width = STREET * (1.2 + random());
  const base = cy - hy * (0.2 + random() * 0.3);
  for (let k = 0; k <= 60; k++) {
    const x = west + ((east - west) * k) / 60;
    const y = base + Math.sin(phase + k / 7) * hy * 0.12;
    bank.push([round(x), round(y)]);
    other.push([round(x), round(y + width)]);
  }
  features.push({
    type: 'Feature',
    properties: { kind: 'water', city: city.key },
    geometry: { type: 'Polygon', coordinates: [[...bank, ...other.reverse(), bank[0]!]] },
  });
  return features;
}
