import { describe, expect, it } from 'vitest';

import type { ListingStatus } from '~/lib/listing-status';

import { listingJsonLd } from './listing-json-ld';

describe('listingJsonLd', () => {
  const listing = {
    name: 'Sunny Villa',
    listingType: 'rent' as const,
    status: 'available' as const,
    category: 'Villa',
    location: 'Paris',
    price: 4200,
    numberOfBeds: 3,
    numberOfBathrooms: 2,
    numberOfArea: 1500,
    currency: 'USD' as const,
    photos: [{ thumbnail: '/t.svg', original: '/o.svg' }],
    createdAt: new Date('2026-01-02T00:00:00Z'),
  };
  const base = { listing, url: 'https://x.example/property/7', origin: 'https://x.example' };

  it('describes the listing, its offer in dollars and its rating', () => {
    const data = listingJsonLd({ ...base, description: 'Nice.', average: 4.25, reviewCount: 4 });
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Sunny Villa',
      url: 'https://x.example/property/7',
      image: ['https://x.example/o.svg'],
      datePosted: '2026-01-02T00:00:00.000Z',
      offers: { '@type': 'Offer', price: 4200, priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 4 },
    });
  });

  it("names a UK home's material information, and nothing for a home elsewhere", () => {
    const london = {
      ...listing,
      location: 'London, UK',
      tenure: 'leasehold' as const,
      leaseYearsLeft: 118,
      councilTaxBand: 'D' as const,
      epcRating: null,
    };
    const data = listingJsonLd({
      ...base,
      listing: london,
      description: '',
      average: null,
      reviewCount: 0,
    });
    expect(data.about).toMatchObject({
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Tenure', value: 'Leasehold' },
        { '@type': 'PropertyValue', name: 'Lease years remaining', value: 118 },
        { '@type': 'PropertyValue', name: 'Council tax band', value: 'D' },
      ],
    });
    const paris = listingJsonLd({ ...base, description: '', average: null, reviewCount: 0 });
    expect(paris.about).not.toHaveProperty('additionalProperty');
  });

  it('leaves the rating out when there are no reviews', () => {
    const data = listingJsonLd({ ...base, description: '', average: null, reviewCount: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe("the offer's availability", () => {
  const listing = {
    name: 'Quiet House',
    category: 'House',
    location: 'Tokyo',
    price: 900000,
    numberOfBeds: 3,
    numberOfBathrooms: 2,
    numberOfArea: 1500,
    currency: 'USD' as const,
    photos: [],
    createdAt: new Date('2026-01-02T00:00:00Z'),
  };
  const availability = (status: ListingStatus, listingType: 'sale' | 'rent') =>
    listingJsonLd({
      listing: { ...listing, status, listingType },
      url: 'https://x.example/property/8',
      origin: 'https://x.example',
      description: '',
      average: null,
      reviewCount: 0,
    }).offers.availability;

  it('follows the status: in stock, reserved under offer, sold out once sold or let', () => {
    for (const kind of ['sale', 'rent'] as const) {
      expect(availability('available', kind)).toBe('https://schema.org/InStock');
      expect(availability('under_offer', kind)).toBe('https://schema.org/Reserved');
      expect(availability('closed', kind)).toBe('https://schema.org/SoldOut');
    }
  });
});
