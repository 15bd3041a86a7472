import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';

import { LOCATIONS } from '~/lib/catalog';
import { placeZone } from '~/lib/catalog-places';
import { isTimeZone } from '~/lib/zoned-time';

import { openHouseFieldsOf, openHousesOf, readOpenHouseRow } from './open-houses';
import { listingSchema } from './schema';

const now = new Date('2026-11-28T12:00:00Z');
const row = (date: string, from: string, to: string, n = 0) => ({
  [`openHouse${n}Date`]: date,
  [`openHouse${n}From`]: from,
  [`openHouse${n}To`]: to,
});

describe('open houses on the listing form (docs/product.md#open-houses)', () => {
  it('every place has a time zone the platform knows; an unknown place is UTC', () => {
    for (const place of LOCATIONS) expect(isTimeZone(placeZone(place)), place).toBe(true);
    expect(placeZone('Tokyo, Japan')).toBe('Asia/Tokyo');
    expect(placeZone('Atlantis')).toBe('UTC');
  });

  it('reads a row on the home’s clock: Saturday 14:00–16:00 in New York is 19:00–21:00 UTC', () => {
    expect(readOpenHouseRow(row('2026-12-05', '14:00', '16:00'), 0, 'New York, USA', now)).toEqual({
      startsAt: new Date('2026-12-05T19:00:00Z'),
      endsAt: new Date('2026-12-05T21:00:00Z'),
    });
    expect(readOpenHouseRow({}, 0, 'New York, USA', now)).toBeNull();
    const spans = openHousesOf(
      { ...row('2026-12-12', '10:00', '11:00', 0), ...row('2026-12-05', '10:00', '11:00', 2) },
      'London, UK',
      now,
    );
    expect(spans.map((span) => span.startsAt.toISOString())).toEqual([
      '2026-12-05T10:00:00.000Z',
      '2026-12-12T10:00:00.000Z',
    ]);
    expect(openHouseFieldsOf(spans, 'London, UK')).toMatchObject(
      row('2026-12-05', '10:00', '11:00'),
    );
  });

  it('refuses a row of any other shape: half given, past, too far, backwards, a lost hour, junk', () => {
    for (const bad of [
      row('2026-12-05', '14:00', ''),
      row('', '14:00', '16:00'),
      row('2026-11-01', '14:00', '16:00'),
      row('2028-01-01', '14:00', '16:00'),
      row('2026-12-05', '16:00', '14:00'),
      row('2026-12-05', '14:00', '14:00'),
      row('2026-02-30', '14:00', '16:00'),
      row('2026-12-05', '25:00', '26:00'),
      row('05/12/2026', '14:00', '16:00'),
      row('2027-03-14', '02:00', '02:30'),
    ]) {
      expect(readOpenHouseRow(bad, 0, 'New York, USA', now), JSON.stringify(bad)).toBe('invalid');
    }
  });

  it('the listing schema refuses a bad row on its date field, and takes empty rows', () => {
    const listing = {
      name: 'A home',
      listingType: 'sale',
      location: 'London, UK',
      address: '1 High Street',
      latitude: '51.5072',
      longitude: '-0.1276',
      category: 'Condo',
      price: '250,000',
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
      // A UK listing's material information (docs/product.md#material-information).
      tenure: 'freehold',
      councilTaxBand: 'C',
    };
    expect(safeParse(listingSchema, listing).success).toBe(true);
    const result = safeParse(listingSchema, {
      ...listing,
      ...row('2026-12-05', '16:00', '14:00', 1),
    });
    const issues = result.success ? [] : result.error.issues;
    expect(issues.find((i) => i.path.join('.') === 'openHouse1Date')?.message).toBe('openHouse');
    expect(issues.find((i) => i.path.join('.') === 'openHouse0Date')).toBeUndefined();
  });
});
