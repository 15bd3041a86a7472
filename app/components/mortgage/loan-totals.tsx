import { useI18n } from '~/i18n/context';
import type { MortgageResult } from '~/lib/mortgage';

import { useMoney } from './money';

/** The loan in a few figures: what is borrowed, what it costs in all, and when PMI ends. */
export function LoanTotals({ result }: { result: MortgageResult }) {
  const { t, format } = useI18n();
  const money = useMoney();
  const years = result.months / 12;
  const figures = [
    {
      id: 'loan',
      label: t('content.mortgage.loanAmount'),
      value: money.cents(result.loan),
      note: t('content.mortgage.downSummary', {
        amount: money.amount(result.downPayment),
        percent: money.percent(result.downPercent),
      }),
    },
    {
      id: 'interest',
      label: t('content.mortgage.totalInterest'),
      value: money.cents(result.totalInterest),
    },
    ...(result.totalPmi > 0
      ? [{ id: 'pmi', label: t('content.mortgage.totalPmi'), value: money.cents(result.totalPmi) }]
      : []),
    {
      id: 'total',
      label: t('content.mortgage.totalOfPayments', { n: format.number(result.months) }),
      value: money.cents(result.totalOfPayments),
      note: t('content.mortgage.totalOfPaymentsNote'),
    },
    {
      id: 'payoff',
      label: t('content.mortgage.payoff'),
      value: t('content.mortgage.years', { n: years }),
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]">
        {figures.map((figure) => (
          <div key={figure.id} data-total={figure.id} className="rounded-xl bg-slate-50 p-3 sm:p-4">
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-base font-bold text-slate-900 tabular-nums sm:text-lg">
              {figure.value}
            </dd>
            {figure.note && <dd className="mt-0.5 text-xs text-slate-600">{figure.note}</dd>}
          </div>
        ))}
      </dl>
      <p data-testid="pmi-note" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <PmiNote result={result} />
      </p>
    </>
  );
}

function PmiNote({ result }: { result: MortgageResult }) {
  const { t, format } = useI18n();
  const money = useMoney();
  if (result.loan === 0) return t('content.mortgage.noLoan');
  if (result.pmiMonths === 0)
    return result.pmiMonthly === 0 && result.downPercent < 20
      ? t('content.mortgage.pmiZeroRate')
      : t('content.mortgage.pmiNone');
  if (result.pmiMonths === result.months)
    return t('content.mortgage.pmiWholeTerm', { n: format.number(result.pmiMonths) });
  return t('content.mortgage.pmiEnds', {
    n: format.number(result.pmiMonths),
    year: Math.ceil(result.pmiMonths / 12),
    amount: money.cents(result.totalAfterPmi),
  });
}
