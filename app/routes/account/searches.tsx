import { data, redirect, useHref } from 'react-router';

import { SavedSearchItem } from '~/components/account/saved-search-item';
import { stationNames } from '~/models/stations.server';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { readForm } from '~/http/read-form.server';
import { notFound } from '~/http/not-found.server';
import { savedSearchSchema } from '~/lib/forms/saved-search';
import { SAVED_SEARCHES_MAX } from '~/lib/saved-search';
import { DEFAULT_ALERT_FREQUENCY } from '~/lib/alerts';
import { requestLanguage } from '~/http/language-cookie.server';
import { alertFrequencies, setAlertFrequency } from '~/models/alerts.server';
import { currentMonthlyTerms } from '~/models/market-terms.server';
import { getUser } from '~/models/auth.server';
import {
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  renameSavedSearch,
  saveSearch,
} from '~/models/saved-searches.server';

import type { Route } from './+types/searches';

/** The account's saved searches (docs/product.md#saved-searches-and-price-history). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/searches' })}`);
  const lang = await requestLanguage(request);
  const [searches, frequencies, stationName] = await Promise.all([
    listSavedSearches(context.db, user.id),
    alertFrequencies(context.db, user.id),
    stationNames(context.db, lang),
  ]);
  return {
    searches: searches.map((search) => ({
      ...search,
      frequency: frequencies.get(search.id) ?? ('off' as const),
      // Its station named in the page's language (docs/product.md#stations-and-walking-minutes).
      stationName: search.filters.station ? stationName(search.filters.station) : undefined,
    })),
  };
}

export type SavedSearchAnswer =
  | { ok: true; done: 'save' | 'rename' | 'delete' | 'alerts'; id?: number }
  | { ok: false; limit?: true; result?: unknown };

/**
 * Save, rename, delete and open. A search that is not the account's answers 404, as one that
 * does not exist (docs/product.md#who-sees-what); a visitor signed out who saves is sent to sign
 * in and back to the results they were on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context.db);
  const read = await readForm(
    { request, context },
    { schema: savedSearchSchema, form: 'saved-search' },
  );
  if (!read.ok) {
    if (!user) throw notFound(request);
    return read.answer;
  }
  const input = read.value;
  const language = await requestLanguage(request);
  if (!user) {
    if (input.intent !== 'save') throw notFound(request);
    const back = `/properties${input.query ? `?${input.query}` : ''}`;
    return redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
  }
  switch (input.intent) {
    case 'save': {
      const saved = await saveSearch(context.db, user.id, {
        name: input.name,
        search: input.query ?? '',
      });
      if (!saved.ok) return data({ ok: false, limit: true } as const, { status: 409 });
      const frequency = input.frequency ?? DEFAULT_ALERT_FREQUENCY;
      await setAlertFrequency(
        context.db,
        user.id,
        saved.id,
        frequency,
        language,
        await currentMonthlyTerms(context.db, context.settings.monthly.markets),
      );
      return { ok: true, done: 'save', id: saved.id } as const;
    }
    case 'open': {
      const href = await openSavedSearch(context.db, user.id, input.id);
      if (!href) throw notFound(request);
      return redirect(href);
    }
    case 'rename': {
      if (!(await renameSavedSearch(context.db, user.id, input.id, input.name))) {
        throw notFound(request);
      }
      return { ok: true, done: 'rename', id: input.id } as const;
    }
    case 'alerts': {
      if (
        !(await setAlertFrequency(
          context.db,
          user.id,
          input.id,
          input.frequency,
          language,
          await currentMonthlyTerms(context.db, context.settings.monthly.markets),
        ))
      ) {
        throw notFound(request);
      }
      return { ok: true, done: 'alerts', id: input.id } as const;
    }
    case 'delete': {
      if (!(await deleteSavedSearch(context.db, user.id, input.id))) {
        throw notFound(request);
      }
      return { ok: true, done: 'delete' } as const;
    }
  }
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const browseHref = useHref('/properties');
  const { searches } = loaderData;
  const answer = actionData as SavedSearchAnswer | undefined;
  const alertsSaved = (id?: number) => {
    const search = searches.find((item) => item.id === id);
    if (!search) return '';
    return t('alerts.frequencySaved', {
      name: search.name,
      frequency: t(`alerts.frequency.${search.frequency}`),
    });
  };
  return (
    <>
      <PageMeta title={t('savedSearches.title')} description={t('savedSearches.description')} />
      <SubHeader title={t('savedSearches.title')} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        {answer && (
          <p
            role="status"
            className={`mb-6 rounded-xl p-4 text-sm ${
              answer.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
            }`}
          >
            {answer.ok
              ? answer.done === 'alerts'
                ? alertsSaved(answer.id)
                : t(
                    `savedSearches.${answer.done === 'save' ? 'saved' : answer.done === 'rename' ? 'renamed' : 'deleted'}`,
                  )
              : answer.limit
                ? t('savedSearches.limit', { max: SAVED_SEARCHES_MAX })
                : t('notice.formInvalidBody')}
          </p>
        )}
        {searches.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('savedSearches.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('savedSearches.emptyText')}</p>
            <a
              href={browseHref}
              className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('savedSearches.browse')}
            </a>
          </div>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-slate-900">
              {t('savedSearches.count', {
                n: format.number(searches.length),
                max: format.number(SAVED_SEARCHES_MAX),
              })}
            </h2>
            <ul className="mt-6 space-y-4">
              {searches.map((search) => (
                <li key={search.id}>
                  <SavedSearchItem search={search} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
