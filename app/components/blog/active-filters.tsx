import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { tagLabel } from '~/lib/generated-labels';
import { blogSearchHref } from '~/lib/blog-search';
import type { BlogQuery } from '~/lib/query';

/** The search's category, tag and keywords as chips, each removable on its own (page 0). */
export function ActiveFilters({ query }: { query: BlogQuery }) {
  const { t } = useI18n();
  const chips = [
    query.category && {
      key: 'category',
      label: t('blog.filterCategory', { value: query.category }),
      href: blogSearchHref({ ...query, category: undefined, page: 0, reset: false }),
    },
    query.tag && {
      key: 'tag',
      label: t('blog.filterTag', { value: tagLabel(t, query.tag) }),
      href: blogSearchHref({ ...query, tag: undefined, page: 0, reset: false }),
    },
    query.keywords && {
      key: 'keywords',
      label: t('blog.filterKeywords', { value: query.keywords }),
      href: blogSearchHref({ ...query, keywords: undefined, page: 0, reset: false }),
    },
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('blog.activeFilters')} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            prefetch="intent"
            aria-label={t('blog.removeFilter', { filter: chip.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            <span className="max-w-60 truncate">{chip.label}</span>
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
