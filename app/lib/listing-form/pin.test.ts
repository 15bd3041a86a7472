import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';

import { homeFieldsOf } from './home-fields';
import { PIN_RADIUS_KM, distanceKm, readDegrees } from './pin';
import { draftSchema, listingSchema } from './schema';

/** A listing complete but for its pin, in Tokyo. */
const listing = {
  name: 'A home',
  listingType: 'sale',
  location: 'Tokyo, Japan',
  address: '1-1 Marunouchi',
  category: 'Condo',
  price: '500,000',
  numberOfBeds: '2',
  numberOfBathrooms: '1',
  numberOfArea: '900',
  numberOfKitchen: '1',
  numberOfLivingRooms: '1',
  garageSize: '0',
  plotSize: '1000',
  built: '1990',
  orientation: 'North',
  description: 'A quiet flat above the high street, two minutes from the station.',
};

const pinErrors = (value: Record<string, string>) => {
  const result = safeParse(listingSchema, value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues
      .filter((issue) => ['latitude', 'longitude'].includes(String(issue.path[0])))
      .map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the owner’s pin', () => {
  it('is required to publish, and stored rounded to six decimals', () => {
    expect(pinErrors(listing)).toEqual({ latitude: 'required', longitude: 'required' });
    expect(pinErrors({ ...listing, latitude: '35.6895', longitude: ' ' })).toEqual({
      longitude: 'required',
    });
    const result = safeParse(listingSchema, {
      ...listing,
      latitude: '35.68951234',
      longitude: '139,6917',
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(homeFieldsOf(result.data)).toMatchObject({ latitude: 35.689512, longitude: 139.6917 });
  });

  it('refuses what is not degrees or is off the globe', () => {
    expect(pinErrors({ ...listing, latitude: 'north', longitude: '1e2' })).toEqual({
      latitude: 'degrees',
      longitude: 'degrees',
    });
    expect(pinErrors({ ...listing, latitude: '91', longitude: '-180.5' })).toEqual({
      latitude: 'pinRange:-90:90',
      longitude: 'pinRange:-180:180',
    });
    expect(readDegrees('NaN')).toBeNaN();
    expect(readDegrees('−0.1276')).toBe(-0.1276);
  });

  it(`must stand within ${PIN_RADIUS_KM} km of the centre of the city chosen`, () => {
    // Osaka is in Japan, but 400 km from Tokyo; London's own centre is far from Tokyo.
    expect(pinErrors({ ...listing, latitude: '34.6937', longitude: '135.5023' })).toEqual({
      latitude: `pinFar:${PIN_RADIUS_KM}`,
    });
    expect(pinErrors({ ...listing, latitude: '51.5072', longitude: '-0.1276' })).toEqual({
      latitude: `pinFar:${PIN_RADIUS_KM}`,
    });
    // Yokohama's edge, 28 km from Tokyo's centre, is near enough; 33 km is not.
    const centre: [number, number] = [139.72, 35.69];
    expect(distanceKm(centre, [139.72, 35.69 - 28 / 111.2])).toBeCloseTo(28, 0);
    expect(
      pinErrors({ ...listing, latitude: (35.69 - 28 / 111.2).toFixed(6), longitude: '139.72' }),
    ).toEqual({});
    expect(
      pinErrors({ ...listing, latitude: (35.69 - 33 / 111.2).toFixed(6), longitude: '139.72' }),
    ).toEqual({ latitude: `pinFar:${PIN_RADIUS_KM}` });
    // Without a city yet, the city's own message is the one to read.
    const { location: _, ...noCity } = listing;
    expect(pinErrors({ ...noCity, latitude: '34.6937', longitude: '135.5023' })).toEqual({});
  });

  it('may be missing or half typed in a draft', () => {
    expect(safeParse(draftSchema, { name: 'Half a listing' }).success).toBe(true);
    expect(safeParse(draftSchema, { latitude: '35.6', longitude: 'east' }).success).toBe(true);
  });
});
