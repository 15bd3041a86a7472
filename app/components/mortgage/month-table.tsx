import { useI18n } from '~/i18n/context';
import type { YearRow } from '~/lib/mortgage';

import { useMoney } from './money';

/** One loan year's monthly payments, to the cent. */
export function MonthTable({ year, showPmi }: { year: YearRow; showPmi: boolean }) {
  const { t } = useI18n();
  const money = useMoney();
  const caption = t('content.mortgage.monthsCaption', { n: year.year });
  return (
    // It scrolls sideways on a narrow phone: focusable and named, so keys can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto px-1 pb-3">
      <table className="w-full min-w-[22rem] text-xs tabular-nums sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="px-2 py-1.5 text-start font-medium">
              {t('content.mortgage.payment')}
            </th>
            <th scope="col" className="px-2 py-1.5 text-end font-medium">
              {t('content.mortgage.principal')}
            </th>
            <th scope="col" className="px-2 py-1.5 text-end font-medium">
              {t('content.mortgage.interest')}
            </th>
            {showPmi && (
              <th scope="col" className="px-2 py-1.5 text-end font-medium">
                {t('content.mortgage.part.pmi')}
              </th>
            )}
            <th scope="col" className="px-2 py-1.5 text-end font-medium">
              {t('content.mortgage.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {year.months.map((row) => (
            <tr key={row.month} data-month={row.month} className="odd:bg-slate-50">
              <th scope="row" className="px-2 py-1 text-start font-normal text-slate-700">
                {row.month}
              </th>
              <td className="px-2 py-1 text-end">{money.cents(row.principal)}</td>
              <td className="px-2 py-1 text-end">{money.cents(row.interest)}</td>
              {showPmi && <td className="px-2 py-1 text-end">{money.cents(row.pmi)}</td>}
              <td className="px-2 py-1 text-end font-medium text-slate-900">
                {money.cents(row.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
