// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import type { CardAgency, PropertyCardData } from '~/lib/property-card';

import { PropertyCard } from './property-card';

afterEach(cleanup);

const home: PropertyCardData = {
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

/** The card's text, as the page's language shows it. */
function cardText(lang: Language, agency: CardAgency | null, more: Partial<PropertyCardData> = {}) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
            <PropertyCard property={{ ...home, agency, ...more }} />
          </I18nProvider>
        ),
      },
    ],
    // What the root sends every page: the monthly-cost terms (components/property/monthly-cost.tsx).
    { hydrationData: { loaderData: { root: { monthly: DEFAULT_MONTHLY_TERMS } } } },
  );
  const { container } = render(<RouterProvider router={router} />);
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

const harbour = { name: 'Harbour Homes', nameJa: 'ハーバーホームズ', licence: 'LIC-4242' };

describe('a card names the agency of an agency’s home (docs/product.md#agencies)', () => {
  it('with its licence number, its Japanese name on a Japanese page', () => {
    expect(cardText('en', harbour)).toContain('Listed by Harbour Homes · Licence LIC-4242');
    expect(cardText('ja', harbour)).toContain('取扱会社：ハーバーホームズ（免許番号 LIC-4242）');
    expect(cardText('ja', { ...harbour, nameJa: null })).toContain(
      '取扱会社：Harbour Homes（免許番号 LIC-4242）',
    );
  });

  it('by name alone when it has no licence number; an owner’s home names none', () => {
    const unlicensed = { ...harbour, licence: null };
    expect(cardText('en', unlicensed)).toContain('Listed by Harbour Homes');
    expect(cardText('en', unlicensed)).not.toContain('Licence');
    expect(cardText('ja', unlicensed)).not.toContain('免許番号');
    for (const lang of ['en', 'ja'] as const) {
      expect(cardText(lang, null)).not.toMatch(/Listed by|取扱会社|Harbour/);
    }
  });
});

describe('a card shows the home’s next open house (docs/product.md#open-houses)', () => {
  it('on the home’s own clock, in the page’s language; none when none is to come', () => {
    const more = { openHouseAt: '2026-12-05T14:00' };
    expect(cardText('en', null, more)).toContain('Open house Dec 5, 14:00');
    expect(cardText('ja', null, more)).toContain('オープンハウス 12月5日 14:00〜');
    expect(cardText('en', null, { openHouseAt: null })).not.toContain('Open house');
  });
});
