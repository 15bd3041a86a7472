import { describe, expect, it } from 'vitest';

import { calculateMortgage } from './mortgage';
import {
  calculatorHref,
  DEFAULT_MONTHLY_TERMS,
  maxSalePrice,
  monthlyCost,
  monthlyTerms,
  shownMonthlyCost,
} from './monthly-cost';
import { parseMortgageQuery } from './mortgage-query';

describe('monthly cost', () => {
  it("is the calculator's first payment at its defaults, for any price and rate", () => {
    for (const rate of [0, 2.5, 6.5, 12]) {
      const terms = monthlyTerms(rate);
      for (const price of [1_000, 123_457, 400_000, 999_999]) {
        const { inputs } = parseMortgageQuery(new URLSearchParams(`price=${price}&rate=${rate}`));
        const payment = calculateMortgage(inputs).monthly;
        // 20 % down: no PMI, and the whole payment is principal, interest, tax and insurance.
        expect(payment.pmi).toBe(0);
        expect(monthlyCost({ price, listingType: 'sale' }, terms)).toBeCloseTo(payment.total, 8);
      }
    }
  });

  it('is the rent for a rental', () => {
    expect(monthlyCost({ price: 2_345, listingType: 'rent' }, DEFAULT_MONTHLY_TERMS)).toBe(2_345);
  });

  it('gives as a price bound exactly the homes whose shown payment fits', () => {
    for (const max of [0, 125, 126, 1_000, 2_399, 2_400, 6_000, 123_456]) {
      const bound = maxSalePrice(max, DEFAULT_MONTHLY_TERMS);
      const shown = (price: number) =>
        shownMonthlyCost({ price, listingType: 'sale' }, DEFAULT_MONTHLY_TERMS);
      if (bound < 0) {
        expect(shown(0)).toBeGreaterThan(max);
        continue;
      }
      expect(shown(bound)).toBeLessThanOrEqual(max);
      expect(shown(bound + 1)).toBeGreaterThan(max);
    }
  });

  it('never bounds past the largest price the database holds', () => {
    expect(maxSalePrice(2_147_483_647, DEFAULT_MONTHLY_TERMS)).toBe(2_147_483_647);
  });

  it('links to the calculator with the price and the rate used', () => {
    const href = calculatorHref(450_000, monthlyTerms(5.75));
    expect(href).toBe('/mortgage-calculator?price=450000&rate=5.75');
  });
});
