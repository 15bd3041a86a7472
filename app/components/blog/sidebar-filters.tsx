import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { tagLabel } from '~/lib/generated-labels';
import { blogFilterHref } from '~/lib/blog-search';
import type { BlogQuery } from '~/lib/query';
import type { BlogGroup } from '~/models/blogs.server';
import { categoryLabel } from '~/lib/catalog-labels';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * 'All' and the five categories with their counts (docs/product.md#sidebar). A choice keeps the
 * other parameters and goes to page 0 with fresh results. `query` is the list's search; on a post
 * there is none, so nothing is marked.
 */
export function CategoryList({ groups, query }: { groups: BlogGroup[]; query?: BlogQuery }) {
  const { t, format } = useI18n();
  return (
    <ul className="-mx-2 flex flex-col">
      {groups.map((group) => {
        const all = group.name === 'All';
        const current =
          query !== undefined && (all ? !query.category : same(group.name, query.category));
        return (
          <li key={group.name}>
            <Link
              to={blogFilterHref(query ?? {}, { category: all ? undefined : group.name })}
              prefetch="intent"
              aria-current={current ? 'true' : undefined}
              className={`flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm ${
                current
                  ? 'bg-brand-50 font-semibold text-brand-700'
                  : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'
              }`}
            >
              <span>{all ? t('blog.categoryAll') : categoryLabel(t, group.name)}</span>
              <span
                className={`min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-medium ${
                  current ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'
                }`}
              >
                <span aria-hidden="true">{format.number(group.numberOfBlogs)}</span>
                <span className="sr-only">
                  {t('blog.postCount', { n: format.number(group.numberOfBlogs) })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Every tag in use (docs/product.md#sidebar); a choice sets the tag, page 0 and fresh results. */
export function TagList({ tags, query }: { tags: string[]; query?: BlogQuery }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const current = query !== undefined && same(tag, query.tag);
        return (
          <li key={tag}>
            <Link
              to={blogFilterHref(query ?? {}, { tag })}
              prefetch="intent"
              aria-current={current ? 'true' : undefined}
              className={`inline-block rounded-full px-3 py-1.5 text-sm ring-1 ${
                current
                  ? 'bg-brand-600 font-semibold text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-200 hover:text-brand-700 hover:ring-brand-500'
              }`}
            >
              {tagLabel(t, tag)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
