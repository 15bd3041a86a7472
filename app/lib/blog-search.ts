import type { BlogQuery } from './query';

/**
 * The one canonical query string for the blog list (docs/product.md#blog-list): a fixed order,
 * defaults left out, so one search has one URL and one entry in the page cache. `reset=true` is
 * written only when asked for, by the sidebar's category and tag links, which also state the
 * first page explicitly (`page=1&reset=true`, docs/product.md#sidebar).
 */
export function blogSearchParams(query: Partial<BlogQuery>) {
  const params = new URLSearchParams();
  if (query.category && query.category.toLowerCase() !== 'all') {
    params.set('category', query.category);
  }
  if (query.tag) params.set('tag', query.tag);
  if (query.keywords) params.set('keywords', query.keywords);
  // Counted from 1 in the address (docs/product.md#pagination).
  const page = Math.max(0, query.page ?? 0);
  if (page > 0 || query.reset) params.set('page', String(page + 1));
  if (query.reset) params.set('reset', 'true');
  return params;
}

export function blogSearchHref(query: Partial<BlogQuery>) {
  const search = blogSearchParams(query).toString();
  return search ? `/blogs?${search}` : '/blogs';
}

/** What a sidebar choice leads to: the other parameters kept, page 0, fresh results. */
export function blogFilterHref(
  query: Partial<BlogQuery>,
  change: Pick<Partial<BlogQuery>, 'category' | 'tag'>,
) {
  return blogSearchHref({ ...query, ...change, page: 0, reset: true });
}

/** The page cache's key: the search without the page's reset flag. */
export function blogCacheKey(query: BlogQuery) {
  return blogSearchParams({ ...query, page: Math.max(0, query.page), reset: false }).toString();
}
