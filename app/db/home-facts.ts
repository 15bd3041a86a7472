import type { Faker } from '@faker-js/faker';

import type { Place } from '~/lib/catalog-places';
import type { PROPERTY_TYPES } from '~/lib/catalog';

import { CITIES } from './places';

type Kind = (typeof PROPERTY_TYPES)[number];

/**
 * What each kind of home is like (docs/product.md#prices-that-fit): its floor area in square feet,
 * its bedrooms at the small and the large end of that area, and its price per square foot against
 * an ordinary apartment of the same city (a studio's small area costs more per foot, a cabin's
 * less, a luxury home's far more). An office has no bedrooms: its rooms are its living rooms.
 */
const KINDS: Record<Kind, { area: [number, number]; beds: [number, number]; factor: number }> = {
  Studio: { area: [280, 600], beds: [0, 1], factor: 1.1 },
  Apartment: { area: [520, 1_600], beds: [1, 3], factor: 1 },
  Condo: { area: [650, 2_000], beds: [1, 3], factor: 1.05 },
  Duplex: { area: [1_200, 3_000], beds: [2, 4], factor: 1 },
  Villa: { area: [2_500, 9_000], beds: [3, 8], factor: 0.85 },
  Cabin: { area: [450, 1_800], beds: [1, 3], factor: 0.55 },
  Luxury: { area: [2_000, 8_000], beds: [3, 6], factor: 1.8 },
  Office: { area: [600, 5_000], beds: [0, 0], factor: 0.8 },
};

export type HomeFacts = {
  beds: number;
  baths: number;
  area: number;
  livingRooms: number;
  price: number;
};

/** Rounds to a step that reads as a price: $1,000 for a sale, $50 for a month's rent. */
function roundTo(value: number, step: number) {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * Size, rooms and price of a home of this kind in this city: the area first, bedrooms growing
 * with it, then the price from the city's range, and a rent that is the sale price of the same
 * home times the city's gross yield, over twelve months.
 */
export function buildHomeFacts(faker: Faker, kind: Kind, place: Place, rent: boolean): HomeFacts {
  const spec = KINDS[kind];
  const area = roundTo(faker.number.int({ min: spec.area[0], max: spec.area[1] }), 10);
  const share = (area - spec.area[0]) / (spec.area[1] - spec.area[0]);
  const [fewest, most] = spec.beds;
  const beds = Math.min(
    most,
    Math.max(
      fewest,
      Math.round(fewest + share * (most - fewest) + faker.number.float({ min: -0.6, max: 0.6 })),
    ),
  );
  const baths =
    kind === 'Office'
      ? Math.max(1, Math.round(area / 1_500))
      : Math.max(1, Math.min(beds + 1, Math.ceil(beds / 2) + faker.number.int({ min: 0, max: 1 })));
  const livingRooms =
    kind === 'Office'
      ? Math.max(2, Math.min(12, Math.round(area / 400)))
      : kind === 'Studio'
        ? 1
        : faker.number.int({ min: 1, max: Math.max(1, Math.min(3, beds - 1)) });
  const city = CITIES[place];
  const perSqFt = faker.number.int({ min: city.perSqFt[0], max: city.perSqFt[1] }) * spec.factor;
  const sale = area * perSqFt;
  const price = rent
    ? roundTo((sale * city.grossYield * faker.number.float({ min: 0.9, max: 1.1 })) / 12, 50)
    : roundTo(sale, sale >= 1_000_000 ? 5_000 : 1_000);
  return { beds, baths, area, livingRooms, price };
}
