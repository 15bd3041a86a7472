import type { SubmissionResult } from '@conform-to/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';

import { useUser } from '~/components/account/use-user';
import { AlertFrequencySelect } from '~/components/account/alert-frequency-form';
import { useI18n } from '~/i18n/context';
import { authHref } from '~/lib/auth-links';
import { fieldErrorText } from '~/lib/forms/field-error';
import { checkRequiredText } from '~/lib/forms/text-check';
import type { PropertyQuery } from '~/lib/query';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  defaultSearchName,
  savedSearchQuery,
} from '~/lib/saved-search';
import { propertySearchParams } from '~/lib/query';

type Answer = { ok: boolean; limit?: boolean; result?: SubmissionResult<string[]> };

/**
 * "Save this search" on /properties (docs/product.md#saved-searches-and-price-history): the
 * search of the page, named (a name made from its filters is offered), kept on the account.
 * Signed out, it leads to sign in and back to these results.
 */
export function SaveSearch({ query }: { query: PropertyQuery }) {
  const { t, format } = useI18n();
  const user = useUser();
  const location = useLocation();
  const search = savedSearchQuery(propertySearchParams(query)).canonical;
  // One per search: the answer to saving one is not shown on another's page.
  const fetcher = useFetcher<Answer>({ key: `save-search:${search}` });
  const [clientError, setClientError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  if (!user) {
    return (
      <Link
        to={authHref('/sign-in', location)}
        className="inline-block rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('savedSearches.signInToSave')}
      </Link>
    );
  }
  const answer = fetcher.data;
  const code = clientError ?? (answer && !answer.ok ? answer.result?.error?.name?.[0] : undefined);
  const error = fieldErrorText(t, 'savedSearches.name', code);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The name is the one field a visitor fills; the server's schema (savedSearchSchema) judges
    // the whole post. Checked without Zod, which the results page does not otherwise load.
    const nameError = checkRequiredText(
      new FormData(event.currentTarget).get('name'),
      SAVED_SEARCH_NAME_MAX,
    );
    setClientError(nameError);
    if (nameError) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  }

  return (
    <details className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-900/5">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        {t('savedSearches.save')}
      </summary>
      <fetcher.Form
        method="post"
        action="/account/searches"
        noValidate
        onSubmit={onSubmit}
        className="mt-3 flex flex-wrap items-start gap-2"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="query" value={search} />
        {/* At least 12rem wide, or the row wraps: the name is never cut under the select. */}
        <div className="min-w-48 flex-1">
          <label htmlFor="save-search-name" className="block text-sm font-medium text-slate-700">
            {t('savedSearches.name')}
          </label>
          <input
            ref={inputRef}
            id="save-search-name"
            name="name"
            defaultValue={defaultSearchName(query, t, format)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'save-search-name-error' : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {error && (
            <p id="save-search-name-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <AlertFrequencySelect />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('savedSearches.saveButton')}
        </button>
      </fetcher.Form>
      <div role="status" className="mt-2 text-sm">
        {answer?.ok && (
          <p className="text-emerald-800">
            {t('savedSearches.saved')}{' '}
            <Link to="/account/searches" className="font-semibold underline">
              {t('savedSearches.title')}
            </Link>
          </p>
        )}
        {answer?.limit && (
          <p className="text-amber-800">{t('savedSearches.limit', { max: SAVED_SEARCHES_MAX })}</p>
        )}
      </div>
    </details>
  );
}
