import { insidePolygon } from './area';
import type { City } from './cities';
import { hash32 } from './hash';
import { METRES_PER_DEGREE, neighbourhoodsOf } from './neighbourhoods';

/**
 * A city's plan for the site's own base map (docs/product.md#the-map, ADR 0064): its ground, a
 * street grid with avenues and a diagonal, parks on whole blocks, and a river across it, drawn
 * from a hash of the city's key as the site's art is from its seed, so every server draws the
 * same city. The plan covers the city's area and every neighbourhood of its homes; no park and
 * no river covers a neighbourhood's middle, where the map names it (ADR 0102).
 */
type Position = [number, number];
type Feature = {
  type: 'Feature';
  properties: { kind: 'ground' | 'street' | 'avenue' | 'park' | 'water'; city: string };
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

/** How far past its neighbourhoods' homes a city's plan reaches, in metres. */
const MARGIN = 500;

/** The box a city's plan covers: its area, a little more, and every neighbourhood's homes. */
function planBox(city: City) {
  const [cx, cy] = city.center;
  let [west, south, east, north] = [
    cx - city.half[0] * 1.3,
    cy - city.half[1] * 1.3,
    cx + city.half[0] * 1.3,
    cy + city.half[1] * 1.3,
  ];
  for (const { center, radius } of Object.values(neighbourhoodsOf(city))) {
    const dy = (radius + MARGIN) / METRES_PER_DEGREE;
    const dx = dy / Math.cos((center[1] * Math.PI) / 180);
    west = Math.min(west, center[0] - dx);
    east = Math.max(east, center[0] + dx);
    south = Math.min(south, center[1] - dy);
    north = Math.max(north, center[1] + dy);
  }
  return { west, south, east, north };
}

export function cityPlan(city: City): Feature[] {
  const random = seeded(city.key);
  const cy = city.center[1];
  const { west, south, east, north } = planBox(city);
  const hy = city.half[1] * 1.3;
  const middles = Object.values(neighbourhoodsOf(city)).map(({ center }) => center);
  // East–west streets are as far apart on the ground as north–south ones.
  const stepX = STREET / Math.cos((cy * Math.PI) / 180);
  // The city's own ground: the world's coastline (1:110m) is too coarse at a city's scale, and
  // put whole districts of Istanbul and Brooklyn in the sea.
  const features: Feature[] = [
    {
      type: 'Feature',
      properties: { kind: 'ground', city: city.key },
      geometry: {
        type: 'Polygon',
        coordinates: [
          (
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ] as Position[]
          ).map(([x, y]) => [round(x), round(y)] as Position),
        ],
      },
    },
  ];
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
  // A park is left out where it would cover a neighbourhood's middle, or come within a street
  // of it; the draws are taken all the same, so the rest of the plan stays as it was.
  const park = (coordinates: Position[][]) => {
    const ring = coordinates[0]!;
    const [x0, y0] = ring[0]!;
    const [x1, y1] = ring[2]!;
    const near = middles.some(
      ([x, y]) => x > x0 - stepX && x < x1 + stepX && y > y0 - STREET && y < y1 + STREET,
    );
    if (near) return;
    features.push({
      type: 'Feature',
      properties: { kind: 'park', city: city.key },
      geometry: { type: 'Polygon', coordinates },
    });
  };
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
  // A river: a band that meanders from west to east, south of the middle, moved north or south
  // street by street until it stays two streets off every neighbourhood's middle.
  const phase = random() * Math.PI * 2;
  const width = STREET * (1.2 + random());
  const drawn = cy - hy * (0.2 + random() * 0.3);
  const bankAt = (base: number, x: number) =>
    base + Math.sin(phase + ((x - west) / (east - west)) * (60 / 7)) * hy * 0.12;
  const clear = (base: number) =>
    middles.every(([x, y]) => {
      const low = bankAt(base, x);
      return y < low - 2 * STREET || y > low + width + 2 * STREET;
    });
  let base = drawn;
  for (let step = 1; step <= 60 && !clear(base); step++) {
    base = drawn + Math.ceil(step / 2) * STREET * (step % 2 === 1 ? 1 : -1);
  }
  const bank: Position[] = [];
  const other: Position[] = [];
  for (let k = 0; k <= 60; k++) {
    const x = west + ((east - west) * k) / 60;
    const y = bankAt(base, x);
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

const plans = new Map<string, { ground: Position[]; blocked: Position[][] }>();

/**
 * Whether a point is on the open ground of its city's plan, as the base map draws it: inside the
 * plan, and in no park and no river (ADR 0102). A generated home stands only there.
 */
export function onOpenGround(city: City, longitude: number, latitude: number) {
  let plan = plans.get(city.key);
  if (!plan) {
    const features = cityPlan(city);
    const rings = (kind: string) =>
      features
        .filter((feature) => feature.properties.kind === kind)
        .map((feature) => (feature.geometry.coordinates as Position[][])[0]!);
    plan = { ground: rings('ground')[0]!, blocked: [...rings('park'), ...rings('water')] };
    plans.set(city.key, plan);
  }
  return (
    insidePolygon(plan.ground, longitude, latitude) &&
    !plan.blocked.some((ring) => insidePolygon(ring, longitude, latitude))
  );
}
