import type { ReactNode } from 'react';

import { NewsletterForm } from '~/components/newsletter-form';
import { useI18n } from '~/i18n/context';
import type { BlogQuery } from '~/lib/query';
import { BLOG_FEED } from '~/lib/rss';
import type { BlogGroup, RecentPost } from '~/models/blogs.server';

import { KeywordSearch } from './keyword-search';
import { RecentPosts } from './recent-posts';
import { CategoryList, TagList } from './sidebar-filters';

export type BlogSidebarData = {
  blogsGroup: BlogGroup[];
  recentPosts: RecentPost[];
  tags: string[];
};

function Box({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The blog's sidebar (docs/product.md#sidebar), on the list and on each post: search, categories,
 * recent posts, newsletter and tags. On the list, `query` is the current search, which every
 * control keeps and which marks the current category and tag.
 */
export function BlogSidebar({ data, query }: { data: BlogSidebarData; query?: BlogQuery }) {
  const { t } = useI18n();
  return (
    <aside
      id="blog-sidebar"
      aria-label={t('blog.sidebar')}
      className="flex scroll-mt-20 flex-col gap-6"
    >
      <Box id="blog-search-title" title={t('blog.searchLabel')}>
        <KeywordSearch key={query?.keywords ?? ''} query={query ?? {}} />
      </Box>
      <Box id="blog-categories-title" title={t('blog.categories')}>
        <CategoryList groups={data.blogsGroup} query={query} />
      </Box>
      <Box id="blog-recent-title" title={t('blog.recentPosts')}>
        <RecentPosts posts={data.recentPosts} />
      </Box>
      <Box id="blog-newsletter-title" title={t('blog.newsletter')}>
        <p className="mb-3 text-sm text-slate-600">{t('blog.newsletterText')}</p>
        <NewsletterForm id="blog-newsletter" tone="light" />
      </Box>
      <Box id="blog-tags-title" title={t('blog.tags')}>
        <TagList tags={data.tags} query={query} />
      </Box>
      <a
        href={BLOG_FEED.path}
        className="flex items-center gap-2 self-start rounded text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        <svg
          viewBox="0 0 20 20"
          className="size-4 text-orange-600"
          aria-hidden="true"
          fill="currentColor"
        >
          <path d="M4 4a12 12 0 0 1 12 12h-2.5A9.5 9.5 0 0 0 4 6.5V4Zm0 5a7 7 0 0 1 7 7H8.5A4.5 4.5 0 0 0 4 11.5V9Zm1.75 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Z" />
        </svg>
        {t('blog.rssLink')}
      </a>
    </aside>
  );
}
