import { describe, expect, it } from 'vitest';

import { LOCATIONS } from './catalog';
import {
  CITY_CURRENCY,
  convert,
  currencyOf,
  DEFAULT_RATES,
  localPrice,
  ratesAreStale,
  toUsd,
} from './money';
import { formatMoney } from '~/i18n/money-format';

describe('money in each market', () => {
  it('writes yen as Japanese portals do on Japanese pages, and in the currency format elsewhere', () => {
    expect(formatMoney(48_000_000, 'JPY', 'ja-JP')).toBe('4,800万円');
    expect(formatMoney(125_000, 'JPY', 'ja-JP')).toBe('12.5万円');
    expect(formatMoney(120_000, 'JPY', 'ja-JP')).toBe('12万円');
    expect(formatMoney(8_000, 'JPY', 'ja-JP')).toBe('8,000円');
    expect(formatMoney(120_000_000, 'JPY', 'ja-JP')).toBe('1億2,000万円');
    expect(formatMoney(300_000_000, 'JPY', 'ja-JP')).toBe('3億円');
    expect(formatMoney(48_000_000, 'JPY', 'en-US')).toBe('¥48,000,000');
    expect(formatMoney(850_000, 'GBP', 'en-US')).toBe('£850,000');
    expect(formatMoney(850_000, 'GBP', 'ja-JP')).toBe('£850,000');
    expect(formatMoney(1_250, 'USD', 'en-US')).toBe('$1,250');
  });

  it('gives each city its currency, and dollars to a place outside the list', () => {
    expect(LOCATIONS.map(currencyOf)).toEqual(LOCATIONS.map((city) => CITY_CURRENCY[city]));
    expect(currencyOf('Tokyo, Japan')).toBe('JPY');
    expect(currencyOf('London, UK')).toBe('GBP');
    expect(currencyOf('Phnom Penh, Cambodia')).toBe('USD');
    expect(currencyOf('Atlantis')).toBe('USD');
  });

  it('converts through the dollar, rounding to whole units', () => {
    const rates = { date: '2026-11-20', perUsd: { ...DEFAULT_RATES.perUsd, JPY: 150, GBP: 0.8 } };
    expect(toUsd(48_000_000, 'JPY', rates)).toBe(320_000);
    expect(toUsd(850_000, 'GBP', rates)).toBe(1_062_500);
    expect(toUsd(1_234, 'USD', rates)).toBe(1_234);
    expect(convert(850_000, 'GBP', 'JPY', rates)).toBe(159_375_000);
    expect(convert(5, 'EUR', 'EUR', rates)).toBe(5);
  });

  it("prices a generated home at a step its market's listings use", () => {
    const rent = localPrice(800, 'JPY', true, DEFAULT_RATES);
    expect(rent % 1_000).toBe(0);
    expect(rent).toBe(122_000);
    const sale = localPrice(650_000, 'JPY', false, DEFAULT_RATES);
    expect(sale % 100_000).toBe(0);
    expect(localPrice(1_300_000, 'GBP', false, DEFAULT_RATES) % 5_000).toBe(0);
  });

  it('says when the rates are older than the setting allows', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    expect(ratesAreStale('2026-11-20', today, 7)).toBe(true);
    expect(ratesAreStale('2026-11-22', today, 7)).toBe(false);
  });
});
