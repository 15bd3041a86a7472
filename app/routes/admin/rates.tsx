import { data, Form, useNavigation } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { deskButton } from '~/components/admin/desk-controls';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { readForm } from '~/http/read-form.server';
import { ratesSchema } from '~/lib/forms/desk';
import { CURRENCIES, ratesAreStale, type Rates } from '~/lib/money';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { parseRates, setRates } from '~/models/currency-rates.server';
import { storedRates } from '~/models/rates-store.server';

import type { Route } from './+types/rates';

/**
 * The currency rates (docs/product.md#money, ADR 0121): admins only. The table with its date,
 * said to be stale past `RATES_STALE_DAYS`; saving new ones prices every home in dollars again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  const rates = await storedRates(context.db);
  const limit = context.settings.ratesStaleDays;
  const today = new Date();
  const days = Math.floor((today.getTime() - Date.parse(`${rates.date}T00:00:00Z`)) / 86_400_000);
  return { rates, stale: ratesAreStale(rates.date, today, limit) ? { days, limit } : null };
}

export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const read = await readForm({ request, context }, { schema: ratesSchema, form: 'admin-rates' });
  if (!read.ok) return read.answer;
  const { date, ...perUsd } = read.value;
  const rates = parseRates({ date, perUsd: { USD: 1, ...perUsd } });
  if (!rates) {
    return data<DeskOutcome>({ ok: false, key: 'admin.rates.invalid' }, { status: 400 });
  }
  const count = await setRates(context.db, rates, admin);
  return { ok: true, key: 'admin.rates.saved', values: { count } } satisfies DeskOutcome;
}

export default function RatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  const { rates, stale } = loaderData as {
    rates: Rates;
    stale: { days: number; limit: number } | null;
  };
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <DeskHeading title={t('admin.rates.title')} />
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      {stale && (
        <p
          role="alert"
          className="mb-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('admin.rates.stale', { days: stale.days, limit: stale.limit })}
        </p>
      )}
      <p className="max-w-3xl text-sm text-slate-600">{t('admin.rates.intro')}</p>
      <Form method="post" className="mt-5 grid max-w-md gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('admin.rates.date')}
          <input
            type="date"
            name="date"
            required
            defaultValue={rates.date}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('admin.rates.perUsd')}</legend>
          {CURRENCIES.filter((code) => code !== 'USD').map((code) => (
            <label key={code} className="flex items-center justify-between gap-3 text-sm">
              <span className="font-mono">{code}</span>
              <input
                name={code}
                inputMode="decimal"
                required
                defaultValue={format.number(rates.perUsd[code]).replaceAll(',', '')}
                className="w-40 rounded-lg border border-slate-300 px-3 py-2 text-end tabular-nums"
              />
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy} className={deskButton('primary')}>
          {t('admin.rates.save')}
        </button>
      </Form>
    </>
  );
}
