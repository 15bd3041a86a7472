import { describe, expect, it } from 'vitest';

import { LOCATIONS } from './catalog';
import { CITY_COUNTRY, COUNTRY_CURRENCY, MARKET_COUNTRIES, type MarketTable } from './market-terms';
import { DEFAULT_MARKET_TERMS } from './market-terms-built-in';
import { DEFAULT_RATES } from './money';
import { calculateMortgage } from './mortgage';
import {
  calculatorHref,
  DEFAULT_MONTHLY_TERMS,
  estimateIn,
  maxSalePrice,
  monthlyCost,
  monthlyTerms,
  shownMonthlyCost,
} from './monthly-cost';
import { parseMortgageQuery } from './mortgage-query';

/** The built-in table with every market's down payment and PMI changed. */
const varied = (downPercent: number, pmi: boolean): MarketTable =>
  Object.fromEntries(
    MARKET_COUNTRIES.map((c) => [c, { ...DEFAULT_MARKET_TERMS[c], downPercent, pmi }]),
  ) as MarketTable;

describe('monthly cost', () => {
  it("is the first payment of the calculator opened from the home's page, in every market", () => {
    for (const table of [DEFAULT_MARKET_TERMS, varied(10, true), varied(5, false)]) {
      const terms = monthlyTerms(table);
      for (const location of LOCATIONS) {
        const country = CITY_COUNTRY[location];
        // Priced in its market's currency, as the calculator is opened in it.
        const currency = COUNTRY_CURRENCY[country];
        for (const usd of [20_000, 123_457, 400_000, 999_999]) {
          const price = usd * DEFAULT_RATES.perUsd[currency];
          const href = calculatorHref({ price, currency, location }, terms);
          const { inputs, currency: read } = parseMortgageQuery(
            new URL(href, 'http://x').searchParams,
          );
          expect(read).toBe(currency);
          const payment = calculateMortgage(inputs).monthly;
          // PMI where the market charges it and the loan is above 80 %; never where it has none.
          expect(payment.pmi > 0).toBe(table[country].pmi && table[country].downPercent < 20);
          const estimate = monthlyCost({ price: usd, listingType: 'sale', location }, terms);
          expect(estimate * DEFAULT_RATES.perUsd[currency]).toBeCloseTo(payment.total, 6);
        }
      }
    }
  });

  it("differs by market: Tokyo's and London's are not New York's", () => {
    const cost = (location: string) =>
      monthlyCost({ price: 1_000_000, listingType: 'sale', location }, DEFAULT_MONTHLY_TERMS);
    expect(cost('Tokyo, Japan')).toBeLessThan(cost('New York, USA') * 0.75);
    expect(cost('Istanbul, Turkey')).toBeGreaterThan(cost('New York, USA') * 2);
    // A place outside the list is estimated on the United States' terms.
    expect(cost('Atlantis')).toBe(cost('Los Angeles, California, USA'));
  });

  it('makes the insurance dollars at the rates given', () => {
    const dear = { ...DEFAULT_RATES, perUsd: { ...DEFAULT_RATES.perUsd, JPY: 304 } };
    const at = (rates: typeof DEFAULT_RATES) =>
      estimateIn('Tokyo, Japan', monthlyTerms(DEFAULT_MARKET_TERMS, rates)).fixed;
    expect(at(DEFAULT_RATES)).toBeCloseTo(30_000 / 152 / 12, 10);
    expect(at(dear)).toBeCloseTo(at(DEFAULT_RATES) / 2, 10);
  });

  it('is the rent for a rental', () => {
    expect(
      monthlyCost(
        { price: 2_345, listingType: 'rent', location: 'Tokyo, Japan' },
        DEFAULT_MONTHLY_TERMS,
      ),
    ).toBe(2_345);
  });

  it('gives as a price bound per market exactly the homes whose shown payment fits', () => {
    for (const location of LOCATIONS) {
      const line = estimateIn(location, DEFAULT_MONTHLY_TERMS);
      for (const max of [0, 10, 125, 126, 1_000, 2_399, 2_400, 6_000, 123_456]) {
        const bound = maxSalePrice(max, line);
        const shown = (price: number) =>
          shownMonthlyCost({ price, listingType: 'sale', location }, DEFAULT_MONTHLY_TERMS);
        if (bound < 0) {
          expect(shown(0)).toBeGreaterThan(max);
          continue;
        }
        expect(shown(bound)).toBeLessThanOrEqual(max);
        expect(shown(bound + 1)).toBeGreaterThan(max);
      }
    }
  });

  it('never bounds past the largest price the database holds', () => {
    expect(maxSalePrice(2_147_483_647, DEFAULT_MONTHLY_TERMS.byCountry.US)).toBe(2_147_483_647);
  });

  it("links to the calculator with the price, the market's terms and the currency", () => {
    const href = calculatorHref(
      { price: 450_000, currency: 'USD', location: 'New York, USA' },
      DEFAULT_MONTHLY_TERMS,
    );
    expect(href).toBe(
      '/mortgage-calculator?price=450000&rate=6.5&term=30&downPercent=20&tax=1.1&insurance=1500',
    );
    // A Tokyo home listed in dollars: the calculator in dollars, Japan's insurance in dollars.
    expect(
      calculatorHref(
        { price: 300_000, currency: 'USD', location: 'Tokyo, Japan' },
        DEFAULT_MONTHLY_TERMS,
      ),
    ).toBe(
      '/mortgage-calculator?price=300000&rate=1.9&term=35&downPercent=10&tax=0.5&insurance=197&pmi=0',
    );
  });
});
