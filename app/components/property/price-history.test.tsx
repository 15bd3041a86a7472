// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { PriceHistory, spaced } from './price-history';

afterEach(cleanup);

const changes = [
  { oldPrice: 950_000, newPrice: 900_000, changedAt: '2026-03-10T00:00:00Z' },
  { oldPrice: 900_000, newPrice: 860_000, changedAt: '2026-09-01T00:00:00Z' },
];

function chart(lang: Language, perMonth = false) {
  render(
    <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
      <PriceHistory changes={changes} listedAt="2026-01-05T00:00:00Z" perMonth={perMonth} />
    </I18nProvider>,
  );
  const figure = screen.getByTestId('price-chart');
  const texts = (selector: string) =>
    [...figure.querySelectorAll(selector)].map((node) => node.textContent);
  return {
    figure,
    prices: texts('[data-axis="price"] span'),
    dates: texts('[data-axis="date"] span'),
    values: texts('[data-value]'),
  };
}

describe('the price-history chart', () => {
  it('has a labelled price axis, a labelled date axis and the values of its points', () => {
    const { figure, prices, dates, values } = chart('en');
    expect(within(figure).getByText('Price')).toBeTruthy();
    expect(within(figure).getByText('Date of each price')).toBeTruthy();
    expect(prices).toEqual(['$860K', '$905K', '$950K']);
    expect(dates).toEqual(['Jan 2026', 'Mar 2026', 'Sep 2026']);
    expect(values).toEqual(['$950K', '$900K', '$860K']);
  });

  it('says the same in Japanese, a rent as a month’s', () => {
    const { figure, prices, dates } = chart('ja', true);
    expect(within(figure).getByText('月額賃料')).toBeTruthy();
    expect(within(figure).getByText('価格を改定した日')).toBeTruthy();
    expect(prices).toEqual(['$86万', '$90.5万', '$95万']);
    expect(dates).toEqual(['2026年1月', '2026年3月', '2026年9月']);
  });

  it('dates the first and last points always, and one between only where there is room', () => {
    expect(spaced([0, 5, 50, 97, 100])).toEqual([0, 2, 4]);
    expect(spaced([0, 100])).toEqual([0, 1]);
  });
});
