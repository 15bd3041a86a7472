// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import type { PropertyCardData } from '~/lib/property-card';

import { PropertyCard } from './property-card';

afterEach(cleanup);

const home: PropertyCardData = {
  id: 7,
  name: 'Quiet Flat',
  nameJa: null,
  listingType: 'rent',
  status: 'available',
  location: 'London, UK',
  category: 'Apartment',
  price: 2_000,
  currency: 'USD',
  priceUsd: 2_000,
  numberOfBeds: 2,
  numberOfLivingRooms: 1,
  numberOfBathrooms: 1,
  numberOfArea: 700,
  layout: '2LDK',
  cover: '/t.svg',
  reviewCount: 0,
  ratingTotal: 0,
  createdAt: new Date('2026-01-02T00:00:00Z'),
};

/** The card's rooms line, as the page's language shows it. */
function rooms(lang: Language, more: Partial<PropertyCardData> = {}) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
          <PropertyCard property={{ ...home, ...more }} />
        </I18nProvider>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  const text = container.querySelector('ul li')?.textContent ?? '';
  cleanup();
  return text;
}

describe('a card’s layout code (docs/product.md#the-layout-code)', () => {
  it('on every Japanese page, and on an English one for a home in Japan', () => {
    expect(rooms('ja')).toBe('寝室 2室 · 2LDK');
    expect(rooms('en')).toBe('2 beds');
    expect(rooms('en', { location: 'Tokyo, Japan' })).toBe('2 beds · 2LDK');
  });

  it('not for a studio, which says it already, nor where there is none', () => {
    expect(rooms('ja', { numberOfBeds: 0, layout: '1R' })).toBe('ワンルーム');
    expect(rooms('ja', { layout: null })).toBe('寝室 2室');
    expect(rooms('en', { location: 'Tokyo, Japan', layout: undefined })).toBe('2 beds');
  });
});
