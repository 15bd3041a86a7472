import { describe, expect, it } from 'vitest';

import { ceilingFor, roundCeiling } from './price-range';

describe('the price slider’s top', () => {
  it('reaches the dearest home of the kind, rounded up', () => {
    expect(roundCeiling('sale', 7_100_001)).toBe(7_200_000);
    expect(roundCeiling('sale', 7_100_000)).toBe(7_100_000);
    expect(roundCeiling('rent', 10_114)).toBe(10_500);
    // No home of the kind: one step, never 0.
    expect(roundCeiling('sale', 0)).toBe(100_000);
  });

  it('follows the chosen kind, or both', () => {
    const ceilings = { sale: 7_200_000, rent: 20_500 };
    expect(ceilingFor(ceilings, 'rent')).toBe(20_500);
    expect(ceilingFor(ceilings, 'sale')).toBe(7_200_000);
    expect(ceilingFor(ceilings, undefined)).toBe(7_200_000);
  });
});
