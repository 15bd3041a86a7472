import { useI18n } from '~/i18n/context';
import type { MortgageResult } from '~/lib/mortgage';

import { useMoney } from './money';

const PARTS = [
  { key: 'principalAndInterest', color: 'var(--color-brand-600)' },
  { key: 'tax', color: 'var(--color-amber-500)' },
  { key: 'insurance', color: 'var(--color-emerald-500)' },
  { key: 'hoa', color: 'var(--color-sky-500)' },
  { key: 'pmi', color: 'var(--color-rose-500)' },
] as const;

// A circle whose circumference is 100, so each part's dash length is its percentage.
const RADIUS = 100 / (2 * Math.PI);

/** Each part's share of the payment, in percent, and where its arc starts on the donut. */
function arcsOf(monthly: MortgageResult['monthly']) {
  const arcs = [];
  let start = 0;
  for (const part of PARTS) {
    const share = monthly.total > 0 ? (monthly[part.key] / monthly.total) * 100 : 0;
    arcs.push({ ...part, share, start });
    start += share;
  }
  return arcs;
}

/**
 * The first month's payment, part by part: a donut drawn here, and the same figures in a table
 * (the donut is decoration for eyes; the table is what it says).
 */
export function PaymentBreakdown({ monthly }: { monthly: MortgageResult['monthly'] }) {
  const { t } = useI18n();
  const money = useMoney();
  const total = monthly.total;
  const arcs = arcsOf(monthly);
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[12rem_1fr]">
      <div className="relative mx-auto size-44 sm:size-48">
        <svg viewBox="0 0 40 40" aria-hidden="true" className="size-full -rotate-90">
          <circle
            cx="20"
            cy="20"
            r={RADIUS}
            fill="none"
            stroke="var(--color-slate-100)"
            strokeWidth="5"
          />
          {arcs
            .filter((arc) => arc.share > 0)
            .map((arc) => (
              <circle
                key={arc.key}
                data-part={arc.key}
                cx="20"
                cy="20"
                r={RADIUS}
                fill="none"
                stroke={arc.color}
                strokeWidth="5"
                strokeDasharray={`${arc.share} ${100 - arc.share}`}
                strokeDashoffset={-arc.start}
              />
            ))}
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-xs text-slate-600">{t('content.mortgage.perMonthColumn')}</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {money.whole(total)}
          </span>
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('content.mortgage.breakdownCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="py-2 text-start font-medium">
              {t('content.mortgage.cost')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('content.mortgage.perMonthColumn')}
            </th>
            <th scope="col" className="py-2 ps-3 text-end font-medium">
              {t('content.mortgage.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {arcs.map((arc) => (
            <tr key={arc.key} data-part={arc.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 text-start font-normal text-slate-800">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-sm"
                    style={{ background: arc.color }}
                  />
                  {t(`content.mortgage.part.${arc.key}`)}
                </span>
              </th>
              <td className="py-2 text-end font-medium text-slate-900 tabular-nums">
                {money.cents(monthly[arc.key])}
              </td>
              <td className="py-2 ps-3 text-end text-slate-600 tabular-nums">
                {money.percent(Math.round(arc.share))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-part="total">
            <th scope="row" className="pt-3 text-start font-semibold text-slate-900">
              {t('content.mortgage.total')}
            </th>
            <td className="pt-3 text-end font-bold text-slate-900 tabular-nums">
              {money.cents(total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
