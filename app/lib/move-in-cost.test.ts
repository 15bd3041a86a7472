import { describe, expect, it } from 'vitest';

import { DEFAULT_RATES } from './money';
import { moveInLines, moveInTotal, type MoveInHome } from './move-in-cost';

const rates = DEFAULT_RATES;
const sale = (location: string, price: number, currency: MoveInHome['currency']): MoveInHome => ({
  listingType: 'sale',
  location,
  price,
  currency,
});
const lineOf = (home: MoveInHome, key: string) =>
  moveInLines(home, rates).find((line) => line.key === key)?.amount;

describe('the cash it takes to move in', () => {
  it('adds a Tokyo rental’s first rent, deposit, key money, the agent’s month with tax and the guarantor’s fee', () => {
    const home: MoveInHome = {
      listingType: 'rent',
      location: 'Tokyo, Japan',
      price: 150_000,
      currency: 'JPY',
      deposit: 150_000,
      keyMoney: 150_000,
      guarantorFee: 75_000,
      otherMoveIn: 22_000,
    };
    expect(moveInLines(home, rates)).toEqual([
      { key: 'firstRent', amount: 150_000 },
      { key: 'deposit', amount: 150_000 },
      { key: 'keyMoney', amount: 150_000 },
      { key: 'agentFee', amount: 165_000 },
      { key: 'guarantorFee', amount: 75_000 },
      { key: 'other', amount: 22_000 },
    ]);
    expect(moveInTotal(home, rates)).toBe(712_000);
  });

  it('asks a New York tenant no broker’s fee, and leaves out what the listing does not state', () => {
    const home: MoveInHome = {
      listingType: 'rent',
      location: 'New York, USA',
      price: 4_000,
      currency: 'USD',
      deposit: 4_000,
    };
    expect(moveInTotal(home, rates)).toBe(8_000);
    expect(moveInLines(home, rates).map((line) => line.key)).toEqual(['firstRent', 'deposit']);
  });

  it.each([
    // GOV.UK's bands for a main home from 1 April 2025: 0 % to £125,000, 2 % to £250,000, 5 % to
    // £925,000, 10 % to £1.5m, 12 % above.
    [125_000, 0],
    [250_000, 2_500],
    [500_000, 15_000],
    [925_000, 36_250],
    [1_500_000, 93_750],
    [2_000_000, 153_750],
  ])('takes England’s stamp duty on £%i as £%i', (price, duty) => {
    expect(lineOf(sale('London, UK', price, 'GBP'), 'stampDuty') ?? 0).toBe(duty);
  });

  it('adds Japan’s 10 % down payment and its broker’s fee, 3 % + ¥60,000 and 10 % tax', () => {
    const home = sale('Tokyo, Japan', 50_000_000, 'JPY');
    expect(moveInLines(home, rates)).toEqual([
      { key: 'downPayment', amount: 5_000_000 },
      { key: 'brokerFee', amount: 1_716_000 },
    ]);
  });

  it('works a country’s rule out in its currency for a listing priced in another', () => {
    // £500,000 asked in dollars: the duty on £500,000, written in dollars.
    const usd = Math.round(500_000 / rates.perUsd.GBP);
    const duty = lineOf(sale('London, UK', usd, 'USD'), 'stampDuty')!;
    expect(Math.abs(duty - 15_000 / rates.perUsd.GBP)).toBeLessThan(2);
  });

  it('asks nothing beyond the listing in a country without a rule', () => {
    expect(moveInTotal(sale('Atlantis', 100_000, 'USD'), rates)).toBe(20_000);
  });
});
