import { describe, expect, it } from 'vitest';

import { oldFirstPage, pageCountOf, pageParam, pageWindow, pageValue } from './pagination';

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

describe('pages in addresses, counted from 1', () => {
  it('reads ?page=2 as the second page and writes it back so', () => {
    expect(pageParam('1')).toBe(0);
    expect(pageParam('2')).toBe(1);
    expect(pageValue(1)).toBe('2');
    for (const bad of [null, '', 'abc', '-1', '1.5', '0']) expect(pageParam(bad)).toBeUndefined();
  });

  it('sends an old ?page=0, the one unambiguous old address, on to the first page', () => {
    const at = (path: string) => new URL(path, 'http://x');
    expect(oldFirstPage(at('/blogs?tag=Buying&page=0'), 'page')).toBe('/blogs?tag=Buying');
    expect(oldFirstPage(at('/property/4?reviews=0'), 'reviews', { keep: true })).toBe(
      '/property/4?reviews=1',
    );
    expect(oldFirstPage(at('/blogs?page=1'), 'page')).toBeNull();
    expect(oldFirstPage(at('/blogs'), 'page')).toBeNull();
  });
});
