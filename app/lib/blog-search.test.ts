import { describe, expect, it } from 'vitest';

import { blogCacheKey, blogFilterHref, blogSearchHref } from './blog-search';
import { parseBlogQuery } from './query';

describe('blogSearchHref', () => {
  it('is /blogs alone for the default search', () => {
    expect(blogSearchHref({})).toBe('/blogs');
    expect(blogSearchHref({ page: 0, reset: false, category: 'All' })).toBe('/blogs');
  });

  it('writes the parameters in one fixed order, pages from 1, and leaves the first page out', () => {
    expect(
      blogSearchHref({
        keywords: 'garden path',
        tag: 'First Home',
        category: 'Life Style',
        page: 2,
      }),
    ).toBe('/blogs?category=Life+Style&tag=First+Home&keywords=garden+path&page=3');
    expect(blogSearchHref({ tag: 'Buying', page: 0 })).toBe('/blogs?tag=Buying');
  });

  it('escapes what a visitor typed', () => {
    expect(blogSearchHref({ keywords: 'a&b=c#d' })).toBe('/blogs?keywords=a%26b%3Dc%23d');
  });

  it('reads back as the same search', () => {
    const query = { category: 'Product', tag: 'Smart Home', keywords: '50% off', page: 3 };
    const href = blogSearchHref(query);
    expect(parseBlogQuery(new URL(href, 'http://x').searchParams)).toEqual({
      ...query,
      reset: false,
    });
  });
});

describe('blogFilterHref', () => {
  it('keeps the other parameters, goes to the first page and asks for fresh results', () => {
    const query = { keywords: 'rent', tag: 'Buying', page: 4, reset: false };
    expect(blogFilterHref(query, { category: 'Marketing' })).toBe(
      '/blogs?category=Marketing&tag=Buying&keywords=rent&page=1&reset=true',
    );
    expect(blogFilterHref({ ...query, category: 'Product' }, { tag: 'Design' })).toBe(
      '/blogs?category=Product&tag=Design&keywords=rent&page=1&reset=true',
    );
  });

  it("'All' drops the category", () => {
    expect(blogFilterHref({ category: 'Product', tag: 'Design' }, { category: 'All' })).toBe(
      '/blogs?tag=Design&page=1&reset=true',
    );
  });
});

describe('blogCacheKey', () => {
  it('is the same with and without reset, and for page 0 written or not', () => {
    const a = parseBlogQuery(new URLSearchParams('category=marketing&page=1&reset=true'));
    const b = parseBlogQuery(new URLSearchParams('category=Marketing'));
    expect(blogCacheKey(a)).toBe(blogCacheKey(b));
    expect(blogCacheKey(b)).not.toBe(blogCacheKey({ ...b, page: 1 }));
  });
});
