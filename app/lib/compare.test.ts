import { describe, expect, it } from 'vitest';

import {
  bestOf,
  compareHref,
  differs,
  MAX_COMPARE,
  mergeCompared,
  parseCompareIds,
} from './compare';
import { toggleCompared } from './compare-list';

describe('compare ids in the address', () => {
  it('reads comma-separated and repeated ids, once each', () => {
    expect(parseCompareIds(['3,17', '3', ' 42 '])).toEqual({
      ids: [3, 17, 42],
      junk: false,
      tooMany: false,
    });
  });

  it('keeps the first four of fifty and says so', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => String(i + 1)).join(',');
    expect(parseCompareIds([fifty])).toEqual({ ids: [1, 2, 3, 4], junk: false, tooMany: true });
  });

  it('ignores what is no home number and says so', () => {
    for (const raw of ['abc', '-1', '0', '1.5', '99999999999', 'NaN', '<script>', '1e3']) {
      expect(parseCompareIds([`${raw},7`])).toEqual({ ids: [7], junk: true, tooMany: false });
    }
    expect(parseCompareIds([',,'])).toEqual({ ids: [], junk: false, tooMany: false });
  });

  it('writes one address per comparison', () => {
    expect(compareHref([3, 17])).toBe('/compare?ids=3,17');
    expect(compareHref([3], { onlyDifferences: true })).toBe('/compare?ids=3&only=differences');
    expect(compareHref([])).toBe('/compare');
  });
});

describe('the list', () => {
  const home = (id: number) => ({ id, name: `Home ${id}` });

  it('adds and removes a home, and refuses a fifth', () => {
    let list = [home(1)];
    list = toggleCompared(list, home(2)).list;
    expect(list.map((item) => item.id)).toEqual([1, 2]);
    expect(toggleCompared(list, home(1)).list.map((item) => item.id)).toEqual([2]);
    const four = [1, 2, 3, 4].map(home);
    expect(toggleCompared(four, home(5))).toEqual({ list: four, full: true });
    expect(MAX_COMPARE).toBe(4);
  });

  it("merges at sign-in: the account's first, then the browser's others, four at most", () => {
    expect(mergeCompared([5, 3], [7, 3, 8, 11])).toEqual([5, 3, 7, 8]);
    expect(mergeCompared([], [2])).toEqual([2]);
  });
});

describe('the table', () => {
  it('marks the best value of a row, and none when all are alike', () => {
    expect(bestOf([300, 200, null, 200], 'low')).toEqual([false, true, false, true]);
    expect(bestOf([3, 5, 4], 'high')).toEqual([false, true, false]);
    expect(bestOf([2, 2], 'high')).toEqual([false, false]);
    expect(bestOf([2, null], 'high')).toEqual([false, false]);
  });

  it('tells a row whose cells differ', () => {
    expect(differs(['Yes', 'Yes'])).toBe(false);
    expect(differs(['Yes', 'No'])).toBe(true);
  });
});
