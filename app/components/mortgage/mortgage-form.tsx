import type { FormEvent } from 'react';
import { Link, useHref } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { MortgageDraft, MortgageQuery } from '~/lib/mortgage-query';

import { useMoney } from './money';
import { NumberField } from './number-field';
import type { DraftField } from './use-mortgage-draft';

/**
 * The calculator's inputs: a GET form, so without JavaScript "Calculate" puts them in the URL and
 * the page answers; with JavaScript every change updates the results at once.
 */
export function MortgageForm({
  draft,
  query,
  hydrated,
  onChange,
  onSubmit,
}: {
  draft: MortgageDraft;
  query: MortgageQuery;
  hydrated: boolean;
  onChange: (field: DraftField, value: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const calculatorHref = useHref('/mortgage-calculator');
  const money = useMoney();
  const { inputs, issues } = query;
  const field = (name: DraftField) => ({
    field: name,
    value: draft[name],
    issue: issues[name],
    onChange: (value: string) => onChange(name, value),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form method="get" action={calculatorHref} onSubmit={submit} className="space-y-4">
      {/* A home's page may open the calculator in its listing's currency; sending keeps it. */}
      {money.currency !== 'USD' && <input type="hidden" name="currency" value={money.currency} />}
      <NumberField {...field('price')} label={t('content.mortgage.price')} prefix={money.symbol} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('content.mortgage.downPayment')}
        </legend>
        <div className="grid grid-cols-[3fr_2fr] gap-3">
          <NumberField
            {...field('down')}
            label={t('content.mortgage.downAmount')}
            prefix={money.symbol}
            hideLabel
          />
          {/* Without JavaScript only the amount is sent as typed; the percent follows it. */}
          <NumberField
            {...field('downPercent')}
            label={t('content.mortgage.downPercent')}
            suffix="%"
            readOnly={!hydrated}
            hideLabel
          />
        </div>
        {!hydrated && (
          <p className="mt-1 text-xs text-slate-600">{t('content.mortgage.downFollows')}</p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          {...field('rate')}
          label={t('content.mortgage.rate')}
          suffix={t('content.mortgage.rateUnit')}
        />
        <NumberField
          {...field('term')}
          label={t('content.mortgage.term')}
          suffix={t('content.mortgage.termUnit')}
        />
      </div>
      <NumberField
        {...field('tax')}
        label={t('content.mortgage.tax')}
        suffix={t('content.mortgage.taxUnit')}
        hint={t('content.mortgage.taxHint', {
          amount: money.amount((inputs.price * inputs.taxRate) / 100),
        })}
      />
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          {...field('insurance')}
          label={t('content.mortgage.insurance')}
          prefix={money.symbol}
          suffix={t('content.mortgage.perYear')}
        />
        <NumberField
          {...field('hoa')}
          label={t('content.mortgage.hoa')}
          prefix={money.symbol}
          suffix={t('content.mortgage.perMonth')}
        />
      </div>
      <NumberField
        {...field('pmi')}
        label={t('content.mortgage.pmi')}
        suffix={t('content.mortgage.pmiUnit')}
        hint={t('content.mortgage.pmiHint')}
      />
      <div className="flex items-center gap-3 pt-2">
        <button
          type="submit"
          className="flex-1 rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('content.mortgage.calculate')}
        </button>
        <Link
          to={
            money.currency === 'USD'
              ? '/mortgage-calculator'
              : `/mortgage-calculator?currency=${money.currency}`
          }
          preventScrollReset
          className="rounded-xl px-4 py-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('content.mortgage.reset')}
        </Link>
      </div>
    </form>
  );
}
