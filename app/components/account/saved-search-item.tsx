import type { SubmissionResult } from '@conform-to/react';
import { Form, useFetcher } from 'react-router';

import { useI18n } from '~/i18n/context';
import { areaUnitFor } from '~/i18n/units';
import type { AlertFrequency } from '~/lib/alerts';

import { AlertFrequencyForm } from './alert-frequency-form';
import { fieldErrorText } from '~/lib/forms/field-error';
import { NEW_MATCHES_SHOWN_UP_TO, SAVED_SEARCH_NAME_MAX, describeSearch } from '~/lib/saved-search';
import type { SavedSearchRow } from '~/models/saved-searches.server';

type Search = Omit<SavedSearchRow, 'seenAt' | 'createdAt'> & {
  seenAt: Date | string;
  createdAt: Date | string;
  /** Its alerts (docs/product.md#alerts-and-the-job-queue). */
  frequency?: AlertFrequency;
  /** Its station's name in the page's language, when it searches by one. */
  stationName?: string;
};

/**
 * One saved search on /account/searches: its name, its filters in words, its new homes since it
 * was last opened, and its buttons (docs/product.md#saved-searches-and-price-history). Names and
 * filters are the visitor's own text, shown as text.
 */
export function SavedSearchItem({ search }: { search: Search }) {
  const { t, format, lang } = useI18n();
  const rename = useFetcher<{ ok: boolean; result?: SubmissionResult<string[]> }>({
    key: `rename-search-${search.id}`,
  });
  const parts = describeSearch(
    search.filters,
    t,
    format,
    areaUnitFor(lang),
    () => search.stationName,
  );
  const nameError =
    rename.data && !rename.data.ok ? rename.data.result?.error?.name?.[0] : undefined;
  const errorText = fieldErrorText(t, 'savedSearches.name', nameError);
  const inputId = `search-${search.id}-name`;
  const fresh = search.newMatches;
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-slate-900">{search.name}</h3>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            <span className="sr-only">{t('savedSearches.filters')}: </span>
            {parts.length > 0 ? parts.join(' · ') : t('savedSearches.everything')}
          </p>
          {search.dropped.location !== undefined && (
            <p className="mt-1 text-sm text-amber-800">
              {t('savedSearches.droppedPlace', { value: search.dropped.location })}
            </p>
          )}
          {search.dropped.category !== undefined && (
            <p className="mt-1 text-sm text-amber-800">
              {t('savedSearches.droppedType', { value: search.dropped.category })}
            </p>
          )}
          <p
            className={`mt-2 text-sm font-semibold ${fresh > 0 ? 'text-brand-700' : 'text-slate-500'}`}
          >
            {fresh > NEW_MATCHES_SHOWN_UP_TO
              ? t('savedSearches.newCapped', { n: format.number(NEW_MATCHES_SHOWN_UP_TO) })
              : t('savedSearches.newMatches', { n: format.number(fresh) })}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Form method="post" action="/account/searches">
            <input type="hidden" name="intent" value="open" />
            <input type="hidden" name="id" value={search.id} />
            <button
              type="submit"
              aria-label={t('savedSearches.openNamed', { name: search.name })}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('savedSearches.open')}
            </button>
          </Form>
          <Form method="post" action="/account/searches">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            <button
              type="submit"
              aria-label={t('savedSearches.deleteNamed', { name: search.name })}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('savedSearches.delete')}
            </button>
          </Form>
        </div>
      </div>
      {search.frequency && (
        <AlertFrequencyForm search={{ ...search, frequency: search.frequency }} />
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {t('savedSearches.rename')}
        </summary>
        <rename.Form
          method="post"
          action="/account/searches"
          className="mt-2 flex flex-wrap items-start gap-2"
        >
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={search.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t('savedSearches.name')}
            </label>
            <input
              id={inputId}
              name="name"
              defaultValue={search.name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? `${inputId}-error` : undefined}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            {errorText && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                {errorText}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('savedSearches.rename')}
          </button>
        </rename.Form>
      </details>
    </article>
  );
}
