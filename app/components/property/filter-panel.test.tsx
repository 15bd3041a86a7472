// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import { LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import { parsePropertyQuery } from '~/lib/query';
import type { PropertyQuery } from '~/lib/search/filters';

import { FilterPanel, selectChoices } from './filter-panel';

afterEach(cleanup);

describe('selectChoices', () => {
  it("selects the list's own spelling of a value typed in any case", () => {
    const location = LOCATIONS[1]!;
    expect(selectChoices(LOCATIONS, location.toLowerCase())).toEqual({
      value: location,
      options: [...LOCATIONS],
    });
    expect(selectChoices(PROPERTY_TYPES, 'VILLA').value).toBe('Villa');
  });

  it('offers only the list: a value it does not hold selects none, and so does nothing', () => {
    expect(selectChoices(LOCATIONS, 'Zzyzxqwerty')).toEqual({ value: '', options: [...LOCATIONS] });
    expect(selectChoices(LOCATIONS, 'ondo')).toEqual({ value: '', options: [...LOCATIONS] });
    expect(selectChoices(LOCATIONS, undefined)).toEqual({ value: '', options: [...LOCATIONS] });
  });
});

/** A search setting every filter of the registry. */
const FULL: PropertyQuery = {
  listingType: 'rent',
  location: 'Paris, France',
  station: 'bastille',
  walkMax: 10,
  category: 'Villa',
  priceMin: 1000,
  priceMax: 9000,
  monthlyMax: 4000,
  moveInMax: 20000,
  bedRooms: 2,
  layout: ['1LDK', '2DK', '5+'],
  bathsMin: 2,
  squareFootMin: 300,
  squareFootMax: 3000,
  builtFrom: 1995,
  keywords: 'garden',
  amenities: ['hasSchool', 'hasPark'],
  underOffer: 'hide',
  includeSold: 'year',
  openHouse: 'weekend',
  bbox: '2.2,48.8,2.4,48.9',
  area: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  sort: 'price-asc',
  page: 0,
  reset: false,
};

const STATIONS = [
  { slug: 'bastille', name: 'バスティーユ' },
  { slug: 'odeon', name: 'オデオン' },
];

function show(query: PropertyQuery, lang: Language, ceilings = { sale: 7_200_000, rent: 20_500 }) {
  const router = createMemoryRouter([
    { path: '/properties', element: <p>results</p> },
    {
      path: '/',
      element: (
        <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
          <FilterPanel query={query} priceCeilings={ceilings} stations={STATIONS} />
        </I18nProvider>
      ),
    },
  ]);
  return { ...render(<RouterProvider router={router} />), router };
}

describe('the filter panel', () => {
  it('shows every filter of the registry and sends back the search it shows', () => {
    const { container } = show(FULL, 'en');
    for (const label of [
      'Bedrooms',
      'Bathrooms (at least)',
      'Built in or after (year)',
      'Keywords',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Bathrooms (at least)') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('option', { name: '4 or more' })).toBeTruthy();
    expect((screen.getByLabelText('Built in or after (year)') as HTMLInputElement).value).toBe(
      '1995',
    );
    expect((screen.getByLabelText('Leave out homes under offer') as HTMLInputElement).checked).toBe(
      true,
    );
    const form = container.querySelector('form')!;
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(parsePropertyQuery(sent)).toEqual(FULL);
  });

  it('names the new filters in Japanese on a Japanese page', () => {
    show({ ...FULL, bathsMin: undefined }, 'ja');
    expect(screen.getByLabelText('浴室数（以上）')).toBeTruthy();
    expect(screen.getByRole('option', { name: '3室以上' })).toBeTruthy();
    expect(screen.getByLabelText('築年（この年以降）')).toBeTruthy();
    expect(screen.getByRole('group', { name: '間取り' })).toBeTruthy();
    expect((screen.getByLabelText('5K以上') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('2LDK') as HTMLInputElement).checked).toBe(false);
    // The stations the page gives, the search's chosen, and the walk in minutes.
    expect((screen.getByLabelText('駅') as HTMLSelectElement).value).toBe('bastille');
    expect(screen.getByRole('option', { name: 'オデオン' })).toBeTruthy();
    expect((screen.getByLabelText('駅徒歩（以内）') as HTMLSelectElement).value).toBe('10');
    expect(screen.getByRole('option', { name: '20分以内' })).toBeTruthy();
  });
});

describe('applying the filters', () => {
  it("leaves the map's box and area behind when the place changes, and keeps them when it does not", async () => {
    const sentFor = async (location: string) => {
      const { container, router } = show(FULL, 'en');
      const select = screen.getByLabelText('Location') as HTMLSelectElement;
      fireEvent.change(select, { target: { value: location } });
      fireEvent.submit(container.querySelector('form')!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
      const sent = new URLSearchParams(router.state.location.search);
      cleanup();
      return sent;
    };
    const elsewhere = await sentFor('New York, USA');
    expect(elsewhere.get('location')).toBe('New York, USA');
    expect(elsewhere.has('bbox') || elsewhere.has('area')).toBe(false);
    const same = await sentFor('Paris, France');
    expect(same.get('bbox')).toBe(FULL.bbox);
    expect(same.get('area')).toBe(FULL.area);
  });
});

describe('the price slider', () => {
  it('reaches the dearest home of the chosen kind and says "No maximum" at its top', () => {
    const { container } = show(
      { ...FULL, priceMin: undefined, priceMax: undefined, listingType: 'sale' },
      'en',
    );
    expect(container.textContent).toContain('$0 – No maximum');
    const max = container.querySelector<HTMLInputElement>('input[name=priceMax]')!;
    expect(max.max).toBe('7200000');
    cleanup();
    const ja = show(
      { ...FULL, priceMin: undefined, priceMax: undefined, listingType: 'rent' },
      'ja',
    );
    expect(ja.container.querySelector<HTMLInputElement>('input[name=priceMax]')!.max).toBe('20500');
    expect(document.body.textContent).toContain('上限なし');
  });
});
