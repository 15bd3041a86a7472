import { describe, expect, it } from 'vitest';

import { pageCountOf, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('centres five pages on the current one', () => {
    expect(pageWindow(5, 20)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps five pages at either end', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(1, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(18, 20)).toEqual([15, 16, 17, 18, 19]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(2, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(-3, 10)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('pageCountOf', () => {
  it('rounds up (docs/product.md#paging-and-totals)', () => {
    expect(pageCountOf(0, 6)).toBe(0);
    expect(pageCountOf(6, 6)).toBe(1);
    expect(pageCountOf(7, 6)).toBe(2);
    expect(pageCountOf(400, 6)).toBe(67);
  });
});
