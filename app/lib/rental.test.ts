import { describe, expect, it } from 'vitest';

import { depositMonths, rentalNeeds } from './rental';

describe('depositMonths', () => {
  it('reads the months of deposit the terms name, in words or digits', () => {
    expect(depositMonths('12-month lease, one month deposit')).toBe(1);
    expect(depositMonths('6-month minimum, two months deposit')).toBe(2);
    expect(depositMonths('3 months deposit')).toBe(3);
  });

  it('makes none up where the terms name none', () => {
    expect(depositMonths('24-month lease, utilities included')).toBeUndefined();
    expect(depositMonths('12-month lease, pets welcome')).toBeUndefined();
    expect(depositMonths(null)).toBeUndefined();
  });
});

describe('rentalNeeds', () => {
  it('gives the deposit in dollars and the income of about 40 × the monthly rent', () => {
    expect(rentalNeeds(10_114, 'Month-to-month, one month deposit')).toEqual({
      depositMonths: 1,
      deposit: 10_114,
      income: 404_560,
    });
    expect(rentalNeeds(2_000, null)).toEqual({
      depositMonths: undefined,
      deposit: undefined,
      income: 80_000,
    });
  });
});
