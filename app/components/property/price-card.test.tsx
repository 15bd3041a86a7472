// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { DEFAULT_RATES, fromUsd, toUsd } from '~/lib/money';
import { monthlyCost, monthlyTerms, shownMonthlyCost } from '~/lib/monthly-cost';

import { PriceCard } from './price-card';

afterEach(cleanup);

type Props = Parameters<typeof PriceCard>[0];
const home: Props = {
  price: 10_114,
  listingType: 'rent',
  rentalTerms: '12-month lease, one month deposit',
  beds: 3,
  baths: 1,
  area: 2043,
  average: 4,
  reviewCount: 2,
};

function show(props: Partial<Props> = {}, lang: Language = 'en') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
            <PriceCard {...home} {...props} />
          </I18nProvider>
        ),
      },
    ],
    // What the root sends every page: the monthly-cost terms (components/property/monthly-cost.tsx).
    { hydrationData: { loaderData: { root: { monthly: DEFAULT_MONTHLY_TERMS } } } },
  );
  return render(<RouterProvider router={router} />);
}

describe('PriceCard', () => {
  it('shows a rental what renting it takes, and no mortgage', () => {
    show();
    expect(screen.queryByRole('link', { name: /mortgage/i })).toBeNull();
    const needs = screen.getByRole('region', { name: 'What renting it takes' });
    const row = (label: string) => within(needs).getByText(label).nextElementSibling?.textContent;
    expect(row('Rent')).toBe('$10,114 a month');
    expect(row('Deposit')).toBe("$10,114 (1 month's rent)");
    expect(row('Terms')).toBe('12-month lease, one month deposit');
    expect(needs.textContent).toContain(
      'Landlords often ask for an income of about 40 × the monthly rent: $404,560 a year.',
    );
  });

  it('says a deposit the terms do not name is not given', () => {
    show({ rentalTerms: '24-month lease, utilities included' });
    const needs = screen.getByRole('region', { name: 'What renting it takes' });
    expect(within(needs).getByText('Deposit').nextElementSibling?.textContent).toBe('Not given');
  });

  it('says it in Japanese', () => {
    show({}, 'ja');
    const needs = screen.getByRole('region', { name: '借りるときの目安' });
    expect(within(needs).getByText('敷金').nextElementSibling?.textContent).toBe(
      '$10,114（家賃1か月分）',
    );
    expect(needs.textContent).toContain('年収 $404,560');
  });

  it('shows the estimated payment and keeps the mortgage link for a home for sale', () => {
    show({ listingType: 'sale', price: 777_381, rentalTerms: null });
    // Without a configured rate, the calculator's own (6.5 %) and its date.
    expect(screen.getByRole('link', { name: 'Calculate your mortgage' }).getAttribute('href')).toBe(
      '/mortgage-calculator?price=777381&rate=6.5&term=30&downPercent=20&tax=1.1&insurance=1500',
    );
    const payment = shownMonthlyCost(
      { price: 777_381, listingType: 'sale', location: 'New York, USA' },
      monthlyTerms(),
    );
    const estimate = screen.getByRole('region', { name: 'Estimated monthly payment' });
    expect(estimate.textContent).toContain(`$${payment.toLocaleString('en-US')} / month`);
    expect(estimate.textContent).toContain('20 % down, 30 years at 6.5 %');
    expect(estimate.textContent).toContain('as of Nov 1, 2026');
    expect(screen.queryByRole('region', { name: 'What renting it takes' })).toBeNull();
  });

  it("estimates a Tokyo or London home on its market's terms and opens the calculator in its currency", () => {
    for (const [location, currency, price, href, terms] of [
      [
        'Tokyo, Japan',
        'JPY',
        48_000_000,
        '/mortgage-calculator?price=48000000&currency=JPY&rate=1.9&term=35&downPercent=10&tax=0.5&insurance=30000&pmi=0',
        '10 % down, 35 years at 1.9 %',
      ],
      [
        'London, UK',
        'GBP',
        850_000,
        '/mortgage-calculator?price=850000&currency=GBP&rate=4.5&term=25&downPercent=15&tax=0&insurance=400&pmi=0',
        '15 % down, 25 years at 4.5 %',
      ],
    ] as const) {
      const priceUsd = toUsd(price, currency, DEFAULT_RATES);
      show({ listingType: 'sale', price, priceUsd, currency, location, rentalTerms: null });
      expect(
        screen.getByRole('link', { name: 'Calculate your mortgage' }).getAttribute('href'),
      ).toBe(href);
      const estimate = screen.getByRole('region', { name: 'Estimated monthly payment' });
      const usd = monthlyCost({ price: priceUsd, listingType: 'sale', location }, monthlyTerms());
      const local = fromUsd(usd, currency, DEFAULT_RATES);
      expect(estimate.textContent).toContain(terms);
      expect(estimate.textContent).not.toContain('PMI');
      expect(screen.getByTestId('monthly-cost').textContent).toContain(
        local.toLocaleString('en-US'),
      );
      cleanup();
    }
  });
});
