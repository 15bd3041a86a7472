import * as z from 'zod/mini';

import { required } from '~/lib/forms/messages';
import { cityOf } from '~/lib/map/cities';

/**
 * The pin an owner places on the listing form (docs/product.md#the-owners-pin, ADR 0080): a
 * latitude and a longitude, typed or filled by the map, within some kilometres of the centre of
 * the city the form names.
 */

/** How far from its city's centre a home may stand: the city and the towns around it. */
export const PIN_RADIUS_KM = 30;

/** The ids the listing form's small map reads and fills: the city and the pin's two fields. */
export const PIN_IDS = {
  location: 'listing-location',
  latitude: 'listing-latitude',
  longitude: 'listing-longitude',
} as const;

export const PIN_RANGES = { latitude: [-90, 90], longitude: [-180, 180] } as const;

/** Six decimals, about 10 cm: what the database keeps (ADR 0062). */
export const roundDegrees = (value: number) => Math.round(value * 1e6) / 1e6;

/** A number of degrees as typed: a sign, digits, and at most eight decimals. */
const DEGREES = /^[-+−]?\d{1,3}(?:[.,]\d{1,8})?$/;

/** Degrees as the form's fields hold them, a comma or a minus sign read as a point or a "-". */
export function readDegrees(text: string) {
  const trimmed = text.trim();
  if (!DEGREES.test(trimmed)) return NaN;
  return Number(trimmed.replace(',', '.').replace('−', '-'));
}

/** A latitude or a longitude: required, a number of degrees, within the globe. */
export function pinField(axis: keyof typeof PIN_RANGES) {
  const [min, max] = PIN_RANGES[axis];
  return z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.refine((text) => text === '' || !Number.isNaN(readDegrees(text)), { error: 'degrees' }),
    ),
    z.pipe(
      z.transform((text: string) => roundDegrees(readDegrees(text))),
      z.number().check(z.refine((n) => n >= min && n <= max, { error: `pinRange:${min}:${max}` })),
    ),
  );
}

/** The distance between two points in kilometres, on a sphere the size of the Earth. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]) {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the point is within PIN_RADIUS_KM of the centre of the place's city. */
export function nearCity(place: string, longitude: number, latitude: number) {
  const city = cityOf(place);
  return city !== undefined && distanceKm(city.center, [longitude, latitude]) <= PIN_RADIUS_KM;
}

type PinShape = { location?: unknown; latitude?: unknown; longitude?: unknown };

/** The listing's check that the pin is in the city chosen; said on the latitude's field. */
export const pinNearCity = z.refine<PinShape>(
  (value) =>
    nearCity(value.location as string, value.longitude as number, value.latitude as number),
  {
    error: `pinFar:${PIN_RADIUS_KM}`,
    path: ['latitude'],
    // Only a point that reads and is on the globe is measured: one message a field.
    when: ({ value, issues }) => {
      const shape = value as PinShape;
      const pinIssue = issues.some((issue) =>
        ['latitude', 'longitude'].includes(String(issue.path?.[0])),
      );
      return (
        !pinIssue &&
        typeof shape.location === 'string' &&
        cityOf(shape.location) !== undefined &&
        typeof shape.latitude === 'number' &&
        typeof shape.longitude === 'number'
      );
    },
  },
);
