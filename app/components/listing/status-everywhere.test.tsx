// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { cardElement } from '~/components/map/map-markers';
import { CompareTable } from '~/components/compare/compare-table';
import { listingJsonLd } from '~/components/property/listing-json-ld';
import { ListingHeader } from '~/components/property/listing-header';
import { PriceCard } from '~/components/property/price-card';
import { PropertyCard } from '~/components/property/property-card';
import { I18nProvider } from '~/i18n/context';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { en } from '~/i18n/en';
import { createTranslator, type Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import { listingStatus, type ListingStatus } from '~/lib/listing-status';
import { monthlyTerms } from '~/lib/monthly-cost';
import type { ComparedDetail } from '~/models/compare.server';
import type { MapHome } from '~/lib/map/grid';
import type { PropertyCardData } from '~/lib/property-card';

afterEach(cleanup);

function show(lang: Language, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
            {element}
          </I18nProvider>
        ),
      },
    ],
    // What the root sends every page: the monthly-cost terms (components/property/monthly-cost.tsx).
    { hydrationData: { loaderData: { root: { monthly: DEFAULT_MONTHLY_TERMS } } } },
  );
  return render(<RouterProvider router={router} />);
}

const card: PropertyCardData = {
  id: 7,
  name: 'Quiet House on Elm Street',
  nameJa: null,
  listingType: 'sale',
  status: 'available',
  location: 'Paris, France',
  category: 'Villa',
  price: 900_000,
  currency: 'USD',
  priceUsd: 900_000,
  numberOfBeds: 3,
  numberOfLivingRooms: 1,
  numberOfBathrooms: 2,
  numberOfArea: 1500,
  cover: '/t.svg',
  reviewCount: 0,
  ratingTotal: 0,
  createdAt: new Date('2026-01-02T00:00:00Z'),
};

const compared: ComparedDetail = {
  ...card,
  plotSize: 0,
  built: 0,
  hasSwimmingPool: false,
} as unknown as ComparedDetail;

const CASES: [ListingStatus, 'sale' | 'rent', string, string][] = [
  ['available', 'sale', 'For sale', '売出中'],
  ['available', 'rent', 'For rent', '賃貸募集中'],
  ['under_offer', 'sale', 'Under offer', '商談中'],
  ['under_offer', 'rent', 'Under offer', '商談中'],
  ['closed', 'sale', 'Sold', '売却済み'],
  ['closed', 'rent', 'Let', '成約済み'],
];

/** The chips' words shown (one per status). */
const chips = () =>
  [...document.querySelectorAll('[data-status]')].map((chip) => chip.textContent?.trim());

describe("a home's status reads the same everywhere (ADR 0103)", () => {
  it.each(CASES)('%s %s: "%s" / "%s"', (status, listingType, english, japanese) => {
    for (const [lang, words] of [
      ['en', english],
      ['ja', japanese],
    ] as const) {
      const home = { ...card, status, listingType };
      show(
        lang,
        <>
          <PropertyCard property={home} />
          <ListingHeader
            name={home.name}
            status={status}
            listingType={listingType}
            category={home.category}
            location={home.location}
            createdAt={home.createdAt}
          />
          <CompareTable
            homes={[{ ...compared, status, listingType }]}
            monthly={monthlyTerms()}
            onlyDifferences={false}
          />
        </>,
      );
      // The result card and the page's header.
      expect(chips(), lang).toEqual([words, words]);
      // The compare table's row.
      const row = screen.getByRole('rowheader', { name: lang === 'en' ? 'Listing' : '取引' });
      expect(row.nextElementSibling?.textContent).toBe(words);
      cleanup();
      // The map's card.
      const t = createTranslator(lang === 'en' ? en : ja, lang);
      const shown = listingStatus(status, listingType);
      const mapCard = cardElement(
        { ...home, latitude: 0, longitude: 0 } as MapHome,
        home.name,
        '$900,000',
        '',
        () => {},
        { text: t(shown.label), tone: shown.tone },
      );
      expect(mapCard.textContent).toContain(words);
    }
  });

  it('no longer says "For sale" on a home under offer, sold or let', () => {
    for (const [status, listingType] of CASES.filter(([status]) => status !== 'available')) {
      const label = createTranslator(en, 'en')(listingStatus(status, listingType).label);
      expect(label).not.toMatch(/for (sale|rent)/i);
    }
  });

  it('gives a sold or let home neither a monthly payment nor a mortgage link', () => {
    show(
      'en',
      <PriceCard
        price={900_000}
        listingType="sale"
        onMarket={listingStatus('closed', 'sale').onMarket}
        rentalTerms={null}
        beds={3}
        baths={2}
        area={1500}
        average={null}
        reviewCount={0}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Estimated monthly payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: /mortgage/i })).toBeNull();
    expect(listingStatus('under_offer', 'sale').onMarket).toBe(true);
    expect(listingStatus('closed', 'rent').onMarket).toBe(false);
  });

  it("follows the status in the structured data's availability", () => {
    const data = (status: ListingStatus) =>
      listingJsonLd({
        listing: { ...card, status, photos: [] },
        url: 'https://x.example/property/7',
        origin: 'https://x.example',
        description: '',
        average: null,
        reviewCount: 0,
      }).offers.availability;
    expect(data('available')).toBe('https://schema.org/InStock');
    expect(data('under_offer')).toBe('https://schema.org/Reserved');
    expect(data('closed')).toBe('https://schema.org/SoldOut');
  });
});
