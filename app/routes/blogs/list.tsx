import { Link, redirect } from 'react-router';

import { ActiveFilters } from '~/components/blog/active-filters';
import { BlogCard } from '~/components/blog/blog-card';
import { BlogHeadLinks } from '~/components/blog/blog-head-links';
import { BlogSidebar } from '~/components/blog/blog-sidebar';
import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/pagination';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { blogCacheKey, blogSearchHref } from '~/lib/blog-search';
import { BLOGS_PER_PAGE } from '~/lib/catalog';
import { createPageCache } from '~/lib/page-cache';
import { oldFirstPage } from '~/lib/pagination';
import { parseBlogQuery } from '~/lib/query';
import { getBlogs } from '~/models/blogs.server';

import { requestLanguage } from '~/http/language-cookie.server';
import type { Route } from './+types/list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An old zero-based ?page=0 goes on to the first page (docs/product.md#pagination).
  const first = oldFirstPage(url, 'page');
  if (first) throw redirect(first, 301);
  const query = parseBlogQuery(url.searchParams);
  // The page shows pages, not "everything": -1 is the operation's, not the visitor's.
  query.page = Math.max(0, query.page);
  const lang = await requestLanguage(request);
  let result = await getBlogs(context.db, query, lang);
  if (result.pageCount > 0 && query.page >= result.pageCount) {
    // Past the last page: show the last one rather than an empty list.
    query.page = result.pageCount - 1;
    result = await getBlogs(context.db, query, lang);
  }
  const canonical = blogSearchHref({ ...query, reset: false });
  return { query, result, canonical };
}

const cache = createPageCache<Awaited<ReturnType<typeof loader>>>();

/**
 * Pages already seen come from memory; reset=true asks the server
 * (docs/product.md#pages-already-seen).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const key = blogCacheKey(query);
  if (!query.reset) {
    const hit = cache.get(key);
    if (hit) return hit;
  }
  const data = (await serverLoader()) as Awaited<ReturnType<typeof loader>>;
  cache.set(key, data);
  return data;
}
// Runs on the first page too, so the server-rendered results are remembered as well.
clientLoader.hydrate = true as const;

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { query, result, canonical } = loaderData;
  const first = result.total === 0 ? 0 : query.page * BLOGS_PER_PAGE + 1;
  const last = Math.min(result.total, (query.page + 1) * BLOGS_PER_PAGE);
  return (
    <>
      <PageMeta title={t('blog.title')} description={t('blog.description')} path={canonical} />
      <BlogHeadLinks />
      <SubHeader title={t('blog.title')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <section aria-labelledby="blog-results-heading" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="blog-results-heading"
              className="text-lg font-semibold text-slate-900"
              aria-live="polite"
            >
              {result.total === 0
                ? t('blog.none')
                : t('blog.count', { first, last, total: format.number(result.total) })}
            </h2>
            {/* On a phone the sidebar comes after the posts. */}
            <a
              href="#blog-sidebar"
              className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 lg:hidden"
            >
              {t('blog.jumpToSidebar')}
            </a>
          </div>
          <ActiveFilters query={query} />
          {result.total === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('blog.emptyTitle')}</p>
              <p className="mt-2 text-slate-600">{t('blog.emptyText')}</p>
              <Link
                to="/blogs"
                prefetch="intent"
                className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('blog.showAll')}
              </Link>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2" data-testid="blog-results">
              {result.blogs.map((post, index) => (
                <li key={post.id}>
                  <BlogCard post={post} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={query.page}
            pageCount={result.pageCount}
            hrefFor={(page) => blogSearchHref({ ...query, page, reset: false })}
          />
        </section>
        <BlogSidebar data={result} query={query} />
      </div>
    </>
  );
}
