import { describe, expect, it } from 'vitest';

import { resoToSite } from '~/lib/reso/mapping';

import { buildProperty, seededFaker } from './factories';
import { feedMapping } from './home-columns';
import { materialFacts } from './material-facts';

/** A London listing as an agency's feed sends it, its material information given. */
const record = {
  ListingKey: 'L-1',
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  ListPrice: 650_000,
  City: 'London',
  Country: 'GB',
  Ownership: 'Share of Freehold',
  Roofline_LeaseYearsLeft: 940,
  Roofline_CouncilTaxBand: 'e',
  Roofline_EpcRating: 'C',
};
const read = (changes: Record<string, unknown>) =>
  resoToSite({ ...record, ...changes }, feedMapping);

describe("a UK listing's material information through a feed", () => {
  it('reads RESO Ownership and the site’s own fields as its columns', () => {
    expect(read({})).toMatchObject({
      ok: true,
      fields: {
        tenure: 'share_of_freehold',
        leaseYearsLeft: 940,
        councilTaxBand: 'E',
        epcRating: 'C',
      },
    });
    expect(read({ Ownership: 'Fee Simple' })).toMatchObject({ fields: { tenure: 'freehold' } });
  });

  it('refuses a row that would publish a UK home without its tenure or band, saying which', () => {
    for (const [changes, field] of [
      [{ Ownership: null }, 'Ownership'],
      [{ Roofline_CouncilTaxBand: '' }, 'Roofline_CouncilTaxBand'],
      [{ Ownership: null, Roofline_CouncilTaxBand: null }, 'Ownership, Roofline_CouncilTaxBand'],
    ] as const) {
      expect(read(changes)).toEqual({
        ok: false,
        problem: { code: 'feeds.reason.materialInfo', params: { field } },
      });
    }
    // Not yet published, or not in the UK: nothing is asked.
    expect(read({ Ownership: null, StandardStatus: 'ComingSoon' }).ok).toBe(true);
    expect(
      read({ Ownership: null, Roofline_CouncilTaxBand: null, City: 'Paris', Country: 'FR' }).ok,
    ).toBe(true);
  });

  it('refuses values the site has no word for', () => {
    expect(read({ Ownership: 'Commonhold' })).toMatchObject({
      ok: false,
      problem: { code: 'feeds.reason.unknownValue', params: { field: 'Ownership' } },
    });
    expect(read({ Roofline_CouncilTaxBand: 'J' })).toMatchObject({ ok: false });
    expect(read({ Roofline_LeaseYearsLeft: 1_500 })).toMatchObject({ ok: false });
  });
});

describe("generated London homes' material information", () => {
  const london = Array.from({ length: 1_500 }, (_, n) => buildProperty(seededFaker(n), n)).filter(
    (home) => home.location === 'London, UK',
  );

  it('is believable: flats mostly leasehold with 80–990 years left, houses freehold, bands by worth', () => {
    expect(london.length).toBeGreaterThan(100);
    const flats = london.filter((h) => ['Apartment', 'Condo', 'Studio'].includes(h.category));
    const houses = london.filter((h) => ['Villa', 'Cabin'].includes(h.category));
    const share = (list: typeof london, tenure: string) =>
      list.filter((h) => h.tenure === tenure).length / list.length;
    expect(share(flats, 'leasehold')).toBeGreaterThan(0.6);
    expect(share(houses, 'freehold')).toBeGreaterThan(0.8);
    for (const home of london) {
      expect(home.tenure).not.toBeNull();
      if (home.tenure === 'freehold') expect(home.leaseYearsLeft).toBeNull();
      else expect(home.leaseYearsLeft).toBeGreaterThanOrEqual(80);
      expect(home.leaseYearsLeft ?? 0).toBeLessThanOrEqual(990);
      expect(home.councilTaxBand === null).toBe(home.category === 'Office');
    }
    // Dearer homes sit in higher bands.
    const sales = london.filter((h) => h.listingType === 'sale' && h.councilTaxBand);
    const cheap = sales.filter((h) => h.priceUsd! < 400_000);
    const dear = sales.filter((h) => h.priceUsd! > 2_000_000);
    expect(cheap.every((h) => h.councilTaxBand! <= 'D')).toBe(true);
    expect(dear.every((h) => h.councilTaxBand! >= 'G')).toBe(true);
  });

  it('is none elsewhere, and the same on every run', () => {
    const paris = buildProperty(seededFaker(3), 3);
    const home = {
      location: 'Paris, France',
      category: 'Condo',
      listingType: 'sale' as const,
      priceUsd: 900_000,
      built: 1900,
    };
    expect(materialFacts(3, home)).toEqual({
      tenure: null,
      leaseYearsLeft: null,
      councilTaxBand: null,
      epcRating: null,
    });
    expect(paris).toEqual(buildProperty(seededFaker(3), 3));
  });
});
