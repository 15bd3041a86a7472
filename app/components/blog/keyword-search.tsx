import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

import { useI18n } from '~/i18n/context';
import { blogSearchHref } from '~/lib/blog-search';
import type { BlogQuery } from '~/lib/query';

function KeptFilters({ query }: { query: Partial<BlogQuery> }) {
  return (
    <>
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {query.tag && <input type="hidden" name="tag" value={query.tag} />}
    </>
  );
}

/**
 * The sidebar's keyword search (docs/product.md#sidebar). Two GET forms, so it works without
 * JavaScript: the search (keywords, keeping category and tag, page 0) and the clear (x) button's,
 * which sends the same search without keywords. The clear button shows only while there is text.
 * Key it by the current keywords so it follows the URL.
 */
export function KeywordSearch({ query }: { query: Partial<BlogQuery> }) {
  const { t } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const blogsHref = useHref('/blogs');
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query.keywords ?? '');
  const kept = { category: query.category, tag: query.tag };

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(blogSearchHref({ ...kept, keywords: text.trim() || undefined }));
  }
  function clear(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setText('');
    input.current?.focus();
    void navigate(blogSearchHref(kept));
  }

  return (
    <div>
      <form
        method="get"
        action={blogsHref}
        role="search"
        aria-label={t('blog.searchLabel')}
        onSubmit={search}
        className="flex gap-2"
      >
        <KeptFilters query={kept} />
        <label htmlFor={`${id}-keywords`} className="sr-only">
          {t('blog.searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            ref={input}
            id={`${id}-keywords`}
            type="search"
            name="keywords"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            enterKeyHint="search"
            placeholder={t('blog.searchPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 ps-3.5 pe-10 text-sm text-slate-900 placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text !== '' && (
            <button
              type="submit"
              form={`${id}-clear`}
              onClick={clear}
              className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-900"
            >
              <span className="sr-only">{t('blog.searchClear')}</span>
              <svg
                viewBox="0 0 20 20"
                className="size-4"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M5 5l10 10M15 5 5 15" />
              </svg>
            </button>
          )}
        </div>
        <button
          type="submit"
          className="flex items-center justify-center rounded-lg bg-brand-600 px-3.5 text-white hover:bg-brand-700"
        >
          <span className="sr-only">{t('blog.searchSubmit')}</span>
          <svg
            viewBox="0 0 20 20"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" />
          </svg>
        </button>
      </form>
      <form id={`${id}-clear`} method="get" action={blogsHref} hidden>
        <KeptFilters query={kept} />
      </form>
    </div>
  );
}
