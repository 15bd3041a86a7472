import { describe, expect, it } from 'vitest';

import { createPageCache } from './page-cache';

describe('createPageCache', () => {
  it('returns what was stored and forgets the least recently used past its limit', () => {
    const cache = createPageCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces an entry stored again', () => {
    const cache = createPageCache<number>();
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
  });
});
