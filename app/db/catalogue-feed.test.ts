import { describe, expect, it } from 'vitest';

import { catalogueMapping, feedMapping } from './home-columns';
import { batchThroughFeed, catalogueAsFeed } from './catalogue-feed';
import { buildProperty, seededFaker } from './factories';
import { SEEDS } from './property-batches.server';

describe('the generated catalogue through the feed door (docs/product.md#listing-feeds)', () => {
  // The generator's homes as it builds them, before their feed.
  const faker = seededFaker(SEEDS.properties);
  const batch = {
    properties: Array.from({ length: 2_000 }, (_, i) => ({
      id: i + 1,
      reviewCount: 2,
      ratingTotal: 9,
      ...buildProperty(faker, i),
    })),
    reviews: [],
    words: [],
  };

  it('reads back every generated home exactly as it was generated, with its key', () => {
    const through = batchThroughFeed(batch);
    expect(through.properties).toHaveLength(batch.properties.length);
    // Null and absent both store the column's default (none).
    const given = (row: object) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value != null));
    through.properties.forEach((home, n) => {
      const { listingKey, resoFields, ...rest } = home;
      expect(listingKey).toBe(String(batch.properties[n]!.id));
      expect(resoFields).toBeNull();
      // A generated home is on the market: the column's default, said out loud by the feed.
      expect(given(rest)).toEqual(given({ status: 'available', ...batch.properties[n]! }));
    });
  });

  it("writes each home in RESO terms, and each column that has no RESO name as the site's own field", () => {
    const [record] = catalogueAsFeed(batch.properties.slice(0, 1));
    expect(record).toMatchObject({
      ListingKey: '1',
      StandardStatus: 'Active',
      LivingAreaUnits: 'Square Feet',
      Roofline_NameJa: expect.any(String),
      Roofline_HasSwimmingPool: expect.any(Boolean),
      Roofline_Photos: expect.any(Array),
    });
    // A column added to the schema travels with no change to the mapping; only the catalogue
    // may set a home's pictures, dates and agents as local fields.
    const local = (mapping: typeof feedMapping) => mapping.local.map((field) => field.name);
    expect(local(catalogueMapping)).toEqual(
      expect.arrayContaining(['Roofline_Photos', 'Roofline_FloorPlans']),
    );
    expect(local(feedMapping)).not.toContain('Roofline_Photos');
    expect(feedMapping.mapped.has('OriginalEntryTimestamp')).toBe(false);
  });
});
