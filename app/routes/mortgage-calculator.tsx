import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';

import { AmortizationSchedule } from '~/components/mortgage/amortization-schedule';
import { BalanceChart } from '~/components/mortgage/balance-chart';
import { LoanTotals } from '~/components/mortgage/loan-totals';
import { useMoney } from '~/components/mortgage/money';
import { MortgageForm } from '~/components/mortgage/mortgage-form';
import { PaymentBreakdown } from '~/components/mortgage/payment-breakdown';
import { useHydrated, useMortgageDraft } from '~/components/mortgage/use-mortgage-draft';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { calculateMortgage } from '~/lib/mortgage';
import { parseMortgageQuery, queryFromDraft } from '~/lib/mortgage-query';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6';

/**
 * The mortgage calculator (docs/product.md#mortgage-calculator): all arithmetic in lib/mortgage.ts,
 * all inputs in the URL. It needs no loader: the page is computed from the address, on the server
 * and in the browser alike.
 */
export default function MortgageCalculatorPage() {
  const { t } = useI18n();
  const money = useMoney();
  const hydrated = useHydrated();
  const { draft, change, submit } = useMortgageDraft();
  const queryString = queryFromDraft(draft).toString();
  const formQuery = useMemo(
    () => parseMortgageQuery(new URLSearchParams(queryString)),
    [queryString],
  );
  // Typing stays quick however long the schedule is: the results may trail a keystroke behind.
  const resultQuery = useDeferredValue(formQuery);
  const result = useMemo(() => calculateMortgage(resultQuery.inputs), [resultQuery]);
  return (
    <>
      <PageMeta
        title={t('nav.mortgageCalculator')}
        description={t('content.mortgage.description')}
      />
      <SubHeader title={t('nav.mortgageCalculator')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">
          {t('content.mortgage.intro')}
        </p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[23rem_1fr] lg:items-start">
          <section aria-labelledby="loan-title" className={CARD}>
            <h2 id="loan-title" className="mb-4 text-lg font-bold text-slate-900">
              {t('content.mortgage.formTitle')}
            </h2>
            <MortgageForm
              draft={draft}
              query={formQuery}
              hydrated={hydrated}
              onChange={change}
              onSubmit={submit}
            />
          </section>
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="results-title" className={CARD}>
              <h2 id="results-title" className="text-lg font-bold text-slate-900">
                {t('content.mortgage.resultsTitle')}
              </h2>
              <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl bg-brand-900 px-5 py-4 text-white">
                <span className="text-sm text-slate-200">
                  {t('content.mortgage.monthlyPayment')}
                </span>
                <strong
                  data-testid="monthly-payment"
                  aria-live="polite"
                  className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
                >
                  {money.cents(result.monthly.total)}
                </strong>
              </div>
              <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">
                {t('content.mortgage.breakdownTitle')}
              </h3>
              <PaymentBreakdown monthly={result.monthly} />
              <div className="mt-6">
                <LoanTotals result={result} />
              </div>
            </section>
            {result.loan > 0 && (
              <>
                <section aria-labelledby="balance-title" className={CARD}>
                  <h2 id="balance-title" className="mb-4 text-lg font-bold text-slate-900">
                    {t('content.mortgage.balanceTitle')}
                  </h2>
                  <BalanceChart result={result} />
                </section>
                <section aria-labelledby="schedule-title" className={CARD}>
                  <h2 id="schedule-title" className="text-lg font-bold text-slate-900">
                    {t('content.mortgage.scheduleTitle')}
                  </h2>
                  <p className="mt-1 mb-4 text-sm text-slate-600">
                    {t('content.mortgage.scheduleHint')}
                  </p>
                  <AmortizationSchedule years={result.years} showPmi={result.totalPmi > 0} />
                </section>
              </>
            )}
            <p className="text-xs leading-relaxed text-slate-600">
              {t('content.mortgage.disclaimer')}{' '}
              <Link
                to="/faq#calculator-assumptions"
                prefetch="intent"
                className="font-medium text-brand-700 hover:underline"
              >
                {t('content.mortgage.howItWorks')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
