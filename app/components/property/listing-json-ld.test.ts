import { describe, expect, it } from 'vitest';

import { listingJsonLd } from './listing-json-ld';

describe('listingJsonLd', () => {
  const listing = {
    name: 'Sunny Villa',
    listingType: 'rent' as const,
    category: 'Villa',
    location: 'Paris',
    price: 4200,
    numberOfBeds: 3,
    numberOfBathrooms: 2,
    numberOfArea: 1500,
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

  it('leaves the rating out when there are no reviews', () => {
    const data = listingJsonLd({ ...base, description: '', average: null, reviewCount: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});
