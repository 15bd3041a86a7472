import { describe, expect, it } from 'vitest';

import {
  amortize,
  calculateMortgage,
  monthlyPrincipalAndInterest,
  type MortgageInputs,
} from './mortgage';

/** Rounds to cents, to compare with published tables. */
function toCents(value: number) {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

const base: MortgageInputs = {
  price: 250_000,
  downPayment: 50_000,
  rate: 6,
  termYears: 30,
  taxRate: 0,
  insurance: 0,
  hoa: 0,
  pmiRate: 0,
};

/** The balance after k payments, by the closed formula (independent of the month loop). */
function closedBalance(loan: number, annualRate: number, months: number, k: number) {
  const r = annualRate / 1200;
  const payment = (loan * r) / (1 - (1 + r) ** -months);
  return loan * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
}

describe('monthlyPrincipalAndInterest', () => {
  it.each([
    [200_000, 6, 360, 1199.1],
    [300_000, 7.5, 180, 2781.04],
    [270_000, 6, 360, 1618.79],
    [12_000, 12, 12, 1066.19],
    [500_000, 5, 480, 2410.98],
    [100_000, 30, 480, 2500.02],
  ])('%d at %d %% over %d months is %d a month', (loan, rate, months, want) => {
    expect(toCents(monthlyPrincipalAndInterest(loan, rate, months))).toBe(want);
  });

  it('divides the loan evenly at 0 %', () => {
    expect(monthlyPrincipalAndInterest(120_000, 0, 120)).toBe(1000);
    expect(toCents(monthlyPrincipalAndInterest(100_000, 0, 360))).toBe(277.78);
  });

  it('stays finite for a rate too small to notice, and is 0 with nothing to borrow', () => {
    expect(monthlyPrincipalAndInterest(100_000, 1e-15, 360)).toBeCloseTo(100_000 / 360, 6);
    expect(monthlyPrincipalAndInterest(0, 6, 360)).toBe(0);
    expect(monthlyPrincipalAndInterest(100_000, 6, 0)).toBe(0);
  });
});

describe('amortize', () => {
  it('follows the closed formula and ends at exactly 0', () => {
    const rows = amortize(200_000, 6, 360);
    expect(rows).toHaveLength(360);
    for (const k of [1, 12, 60, 180, 359]) {
      expect(rows[k - 1]!.balance).toBeCloseTo(closedBalance(200_000, 6, 360, k), 6);
    }
    expect(rows.at(-1)!.balance).toBe(0);
    expect(toCents(rows.reduce((sum, row) => sum + row.principal, 0))).toBe(200_000);
    expect(toCents(rows[0]!.interest)).toBe(1000);
    expect(toCents(rows[0]!.principal)).toBe(199.1);
  });

  it('repays the same principal every month at 0 %', () => {
    const rows = amortize(120_000, 0, 120);
    expect(rows.every((row) => row.interest === 0 && toCents(row.principal) === 1000)).toBe(true);
    expect(rows.at(-1)!.balance).toBe(0);
  });
});

describe('calculateMortgage', () => {
  it('gives the payment, the total interest and a schedule by year', () => {
    const result = calculateMortgage(base);
    expect(result.loan).toBe(200_000);
    expect(result.downPercent).toBe(20);
    expect(toCents(result.monthly.principalAndInterest)).toBe(1199.1);
    expect(toCents(result.totalInterest)).toBe(231_676.38);
    expect(result.years).toHaveLength(30);
    expect(result.years[0]!.months).toHaveLength(12);
    expect(toCents(result.years[0]!.interest)).toBe(11_933.19);
    expect(toCents(result.years[0]!.principal)).toBe(2_456.02);
    expect(toCents(result.years[0]!.balance)).toBe(197_543.98);
    expect(result.years.at(-1)!.balance).toBe(0);
  });

  it('adds tax, insurance, HOA and PMI to the monthly payment', () => {
    const result = calculateMortgage({
      ...base,
      price: 300_000,
      downPayment: 30_000,
      taxRate: 1.2,
      insurance: 1_200,
      hoa: 100,
      pmiRate: 0.5,
    });
    expect(toCents(result.monthly.principalAndInterest)).toBe(1618.79);
    expect(result.monthly.tax).toBe(300);
    expect(result.monthly.insurance).toBe(100);
    expect(result.monthly.hoa).toBe(100);
    expect(result.monthly.pmi).toBe(112.5);
    expect(toCents(result.monthly.total)).toBe(2231.29);
    expect(toCents(result.totalAfterPmi)).toBe(2118.79);
  });

  it('charges PMI for every month that starts with the balance above 80 % of the price', () => {
    const result = calculateMortgage({
      ...base,
      price: 300_000,
      downPayment: 30_000,
      pmiRate: 0.5,
    });
    // By the closed formula, 88 payments still leave more than $240,000 owed, 89 do not: month 89
    // starts above the line and is the last charged.
    expect(closedBalance(270_000, 6, 360, 88)).toBeGreaterThan(240_000);
    expect(closedBalance(270_000, 6, 360, 89)).toBeLessThanOrEqual(240_000);
    expect(result.pmiMonths).toBe(89);
    expect(result.schedule[88]!.pmi).toBe(112.5);
    expect(result.schedule[89]!.pmi).toBe(0);
    expect(result.schedule.slice(89).every((row) => row.pmi === 0)).toBe(true);
    expect(toCents(result.totalPmi)).toBe(89 * 112.5);
  });

  it('charges PMI on a loan just above 80 %, though its first payment brings it under', () => {
    // /mortgage-calculator?price=400000&down=79900&rate=6.5&term=30&tax=1.1&insurance=1500&pmi=0.5
    const result = calculateMortgage({
      price: 400_000,
      downPayment: 79_900,
      rate: 6.5,
      termYears: 30,
      taxRate: 1.1,
      insurance: 1500,
      hoa: 0,
      pmiRate: 0.5,
    });
    expect(result.loan).toBe(320_100);
    // The first payment leaves less than $320,000: the month still began above the line.
    expect(result.schedule[0]!.balance).toBeLessThan(320_000);
    expect(result.pmiMonths).toBe(1);
    expect(toCents(result.monthly.pmi)).toBe(133.38);
    expect(result.schedule[1]!.pmi).toBe(0);
  });

  it('charges none on a loan of exactly 80 %', () => {
    const result = calculateMortgage({ ...base, price: 400_000, downPayment: 80_000, pmiRate: 1 });
    expect(result.pmiMonths).toBe(0);
  });

  it('charges no PMI from a 20 % down payment, or when the rate is 0', () => {
    expect(calculateMortgage({ ...base, pmiRate: 1 }).pmiMonths).toBe(0);
    expect(calculateMortgage({ ...base, downPayment: 0, pmiRate: 0 }).totalPmi).toBe(0);
  });

  it('handles 1-year and 40-year terms', () => {
    const short = calculateMortgage({
      ...base,
      price: 15_000,
      downPayment: 3_000,
      rate: 12,
      termYears: 1,
    });
    expect(short.schedule).toHaveLength(12);
    expect(toCents(short.monthly.principalAndInterest)).toBe(1066.19);
    expect(toCents(short.totalInterest)).toBe(794.23);
    const long = calculateMortgage({
      ...base,
      price: 625_000,
      downPayment: 125_000,
      rate: 5,
      termYears: 40,
    });
    expect(long.years).toHaveLength(40);
    expect(toCents(long.monthly.principalAndInterest)).toBe(2410.98);
    expect(toCents(long.totalInterest)).toBe(657_271.84);
    expect(long.schedule.at(-1)!.balance).toBe(0);
  });

  it('has nothing to repay when the down payment covers the price', () => {
    const result = calculateMortgage({ ...base, downPayment: 250_000, taxRate: 1.2, pmiRate: 1 });
    expect(result.loan).toBe(0);
    expect(result.downPercent).toBe(100);
    expect(result.monthly.principalAndInterest).toBe(0);
    expect(result.monthly.pmi).toBe(0);
    expect(result.monthly.total).toBe(250);
    expect(result.schedule).toEqual([]);
    expect(result.totalInterest).toBe(0);
  });

  it('never gives NaN or Infinity, whatever the inputs', () => {
    const prices = [0, 1_000, 100_000_000];
    const rates = [0, 1e-12, 30];
    const terms = [0, 1, 40];
    for (const price of prices)
      for (const rate of rates)
        for (const termYears of terms)
          for (const downPayment of [-5, 0, price / 2, price, price * 2]) {
            const result = calculateMortgage({
              ...base,
              price,
              rate,
              termYears,
              downPayment,
              pmiRate: 5,
              taxRate: 10,
              insurance: 1e6,
              hoa: 1e5,
            });
            const numbers = [
              result.loan,
              result.downPercent,
              result.totalInterest,
              result.totalPmi,
              result.totalOfPayments,
              ...Object.values(result.monthly),
              ...result.schedule.flatMap((row) => [row.principal, row.interest, row.balance]),
            ];
            expect(
              numbers.every(Number.isFinite),
              `${price} ${rate} ${termYears} ${downPayment}`,
            ).toBe(true);
            expect(result.loan).toBeGreaterThanOrEqual(0);
            if (result.schedule.length) expect(result.schedule.at(-1)!.balance).toBe(0);
          }
  });
});
