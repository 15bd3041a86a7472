// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { monthlyTerms, shownMonthlyCost } from '~/lib/monthly-cost';

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
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
          <PriceCard {...home} {...props} />
        </I18nProvider>
      ),
    },
  ]);
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
      '/mortgage-calculator?price=777381&rate=6.5',
    );
    const payment = shownMonthlyCost({ price: 777_381, listingType: 'sale' }, monthlyTerms(6.5));
    const estimate = screen.getByRole('region', { name: 'Estimated monthly payment' });
    expect(estimate.textContent).toContain(`$${payment.toLocaleString('en-US')} / month`);
    expect(estimate.textContent).toContain('at 6.5 % (rate of 2026-11-01)');
    expect(screen.queryByRole('region', { name: 'What renting it takes' })).toBeNull();
  });
});
