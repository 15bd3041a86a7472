import { data, Form, useNavigation } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { deskButton } from '~/components/admin/desk-controls';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { readForm } from '~/http/read-form.server';
import type { AdminKey } from '~/i18n/admin-dictionary.server';
import { loanTermsSchema, marketTermsFromForm } from '~/lib/forms/loan-terms';
import {
  COUNTRY_CURRENCY,
  MARKET_COUNTRIES,
  type MarketTable,
  type MarketTermsProblem,
} from '~/lib/market-terms';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { setMarketTerms, storedMarketTerms } from '~/models/market-terms.server';

import type { Route } from './+types/loan-terms';

/**
 * Each market's loan terms (docs/product.md#what-it-costs-a-month, ADR 0129): admins only. The
 * terms in force, a row per country; saving checks every row and keeps nothing unless all hold.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  const stored = await storedMarketTerms(context.db);
  return { table: stored ?? context.settings.monthly.markets, builtIn: stored === null };
}

export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const read = await readForm(
    { request, context },
    { schema: loanTermsSchema, form: 'admin-loan-terms' },
  );
  if (!read.ok) return read.answer;
  const saved = await setMarketTerms(context.db, marketTermsFromForm(read.value), admin);
  if (!saved.ok) {
    return data<DeskOutcome>(problemOutcome(saved.problem), { status: 400 });
  }
  return { ok: true, key: 'admin.loanTerms.saved' } satisfies DeskOutcome;
}

/** The fault as the desk's message, with the row's country and the field's own label. */
function problemOutcome(problem: MarketTermsProblem): DeskOutcome {
  const key = `admin.loanTerms.problem.${problem.code}` as AdminKey;
  const values: Record<string, string | number> = {};
  if ('country' in problem) values.country = problem.country;
  if (problem.code === 'range') {
    Object.assign(values, { field: problem.field, min: problem.min, max: problem.max });
  }
  return { ok: false, key, values };
}

const FIELDS = ['rate', 'termYears', 'downPercent', 'taxRate', 'insurance'] as const;

export default function LoanTermsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { table, builtIn } = loaderData as { table: MarketTable; builtIn: boolean };
  const busy = useNavigation().state === 'submitting';
  const outcome = actionData as DeskOutcome | undefined;
  // A field named in a fault reads as its column's label, in the desk's language.
  const shown =
    outcome && outcome.key && outcome.values?.field
      ? {
          ...outcome,
          values: {
            ...outcome.values,
            field: t(`admin.loanTerms.${outcome.values.field}` as AdminKey, {
              currency: '',
            }).replace(/\s*[（(][^)）]*[)）]$/, ''),
          },
        }
      : outcome;
  return (
    <>
      <DeskHeading title={t('admin.loanTerms.title')} />
      <DeskOutcomeBox outcome={shown} />
      <p className="max-w-3xl text-sm text-slate-600">{t('admin.loanTerms.intro')}</p>
      {builtIn && <p className="mt-2 text-sm text-slate-600">{t('admin.loanTerms.builtIn')}</p>}
      <Form method="post" className="mt-5">
        <div className="overflow-x-auto">
          <table className="min-w-[60rem] text-sm">
            <thead>
              <tr className="text-start text-xs text-slate-600">
                <th className="px-2 py-1 text-start">{t('admin.loanTerms.country')}</th>
                {FIELDS.map((field) => (
                  <th key={field} className="px-2 py-1 text-start font-medium">
                    {t(
                      field === 'insurance'
                        ? 'admin.loanTerms.insuranceHeading'
                        : `admin.loanTerms.${field}`,
                    )}
                  </th>
                ))}
                <th className="px-2 py-1 text-start font-medium">{t('admin.loanTerms.pmi')}</th>
                <th className="px-2 py-1 text-start font-medium">{t('admin.loanTerms.source')}</th>
                <th className="px-2 py-1 text-start font-medium">{t('admin.loanTerms.date')}</th>
              </tr>
            </thead>
            <tbody>
              {MARKET_COUNTRIES.map((country) => {
                const terms = table[country];
                const label = (what: string) => `${country} ${what}`;
                return (
                  <tr key={country} className="border-t border-slate-200">
                    <th scope="row" className="px-2 py-2 text-start font-mono" translate="no">
                      {country}
                      <span className="ms-1 text-xs text-slate-500">
                        {COUNTRY_CURRENCY[country]}
                      </span>
                    </th>
                    {FIELDS.map((field) => (
                      <td key={field} className="px-2 py-2">
                        <input
                          name={`${country}.${field}`}
                          aria-label={label(
                            field === 'insurance'
                              ? t('admin.loanTerms.insurance', {
                                  currency: COUNTRY_CURRENCY[country],
                                })
                              : t(`admin.loanTerms.${field}`),
                          )}
                          inputMode="decimal"
                          required
                          defaultValue={String(terms[field])}
                          className="w-24 rounded-lg border border-slate-300 px-2 py-1.5 text-end tabular-nums"
                        />
                      </td>
                    ))}
                    <td className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        name={`${country}.pmi`}
                        aria-label={label(t('admin.loanTerms.pmi'))}
                        defaultChecked={terms.pmi}
                      />
                    </td>
                    <td className="px-2 py-2">
                      <input
                        name={`${country}.source`}
                        aria-label={label(t('admin.loanTerms.source'))}
                        required
                        maxLength={200}
                        defaultValue={terms.source}
                        className="w-64 rounded-lg border border-slate-300 px-2 py-1.5"
                      />
                    </td>
                    <td className="px-2 py-2">
                      <input
                        type="date"
                        name={`${country}.date`}
                        aria-label={label(t('admin.loanTerms.date'))}
                        required
                        defaultValue={terms.date}
                        className="rounded-lg border border-slate-300 px-2 py-1.5"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <button type="submit" disabled={busy} className={`mt-4 ${deskButton('primary')}`}>
          {t('admin.loanTerms.save')}
        </button>
      </Form>
    </>
  );
}
