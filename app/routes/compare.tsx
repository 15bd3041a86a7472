import { Form, Link, useSubmit } from 'react-router';

import { CompareTable } from '~/components/compare/compare-table';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { MAX_COMPARE, parseCompareIds } from '~/lib/compare';
import { homesToCompare } from '~/models/compare.server';
import { currentMonthlyTerms } from '~/models/market-terms.server';

import type { Route } from './+types/compare';

/**
 * The comparison (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): made from its
 * address alone, so it is shared by its link and works without JavaScript. Bad parts of the
 * address are left out and named, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { ids, junk, tooMany } = parseCompareIds(params.getAll('ids'));
  const { homes, missing } = await homesToCompare(context.db, ids);
  return {
    homes,
    missing,
    junk,
    tooMany,
    onlyDifferences: params.get('only') === 'differences',
    monthly: await currentMonthlyTerms(context.db, context.settings.monthly.markets),
  };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { homes, missing, junk, tooMany, onlyDifferences, monthly } = loaderData;
  const submit = useSubmit();
  const notes = [
    tooMany && t('compare.tooMany', { max: MAX_COMPARE }),
    missing.length > 0 && t('compare.unknown', { ids: missing.join(', ') }),
    junk && t('compare.junk'),
  ].filter((note): note is string => typeof note === 'string');
  return (
    <>
      <PageMeta title={t('compare.title')} description={t('compare.description')} />
      <SubHeader title={t('compare.title')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {notes.length > 0 && (
          <div
            role="status"
            className="mb-6 space-y-1 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
          >
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        )}
        {homes.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('compare.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('compare.emptyText')}</p>
            <Link
              to="/properties"
              prefetch="intent"
              className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('compare.browse')}
            </Link>
          </div>
        ) : (
          <>
            <Form
              method="get"
              className="mb-4 flex flex-wrap items-center gap-3 text-sm"
              onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
            >
              <input type="hidden" name="ids" value={homes.map((home) => home.id).join(',')} />
              <label className="flex items-center gap-2 font-medium text-slate-800">
                <input
                  type="checkbox"
                  name="only"
                  value="differences"
                  key={String(onlyDifferences)}
                  defaultChecked={onlyDifferences}
                  className="size-4 rounded border-slate-300 accent-brand-600"
                />
                {t('compare.onlyDifferences')}
              </label>
              <noscript>
                <button
                  type="submit"
                  className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800"
                >
                  {t('compare.apply')}
                </button>
              </noscript>
              <p className="text-slate-600">{t('compare.share')}</p>
            </Form>
            <p className="mb-2 text-xs text-slate-600 sm:hidden">{t('compare.scrollHint')}</p>
            <CompareTable homes={homes} monthly={monthly} onlyDifferences={onlyDifferences} />
          </>
        )}
      </div>
    </>
  );
}
