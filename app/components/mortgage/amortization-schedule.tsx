import { useState } from 'react';

import { useI18n } from '~/i18n/context';
import type { YearRow } from '~/lib/mortgage';

import { MonthTable } from './month-table';
import { useMoney } from './money';
import { useHydrated } from './use-mortgage-draft';

// Year, principal, interest, (PMI from 640 px, when any is charged), balance.
const COLUMNS = 'grid grid-cols-[3.5rem_repeat(3,minmax(0,1fr))] gap-x-2';
const COLUMNS_WITH_PMI = `${COLUMNS} sm:grid-cols-[5rem_repeat(4,minmax(0,1fr))]`;
const COLUMNS_WITHOUT_PMI = `${COLUMNS} sm:grid-cols-[5rem_repeat(3,minmax(0,1fr))]`;

/**
 * The schedule by loan year; each year is a <details> (keyboard-operable, works without
 * JavaScript) that opens to a table of its monthly payments. The server sends every table, for
 * browsers without JavaScript; once scripts run, only open years keep theirs, so a 40-year
 * schedule does not weigh on every keystroke.
 */
export function AmortizationSchedule({ years, showPmi }: { years: YearRow[]; showPmi: boolean }) {
  const { t } = useI18n();
  const money = useMoney();
  const columns = showPmi ? COLUMNS_WITH_PMI : COLUMNS_WITHOUT_PMI;
  const hydrated = useHydrated();
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number, open: boolean) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (open) next.add(year);
      else next.delete(year);
      return next;
    });
  return (
    <div className="text-sm">
      <div
        aria-hidden="true"
        className={`${columns} border-b border-slate-200 px-3 pb-2 text-xs font-medium text-slate-600`}
      >
        <span>{t('content.mortgage.year')}</span>
        <span className="text-end">{t('content.mortgage.principal')}</span>
        <span className="text-end">{t('content.mortgage.interest')}</span>
        {showPmi && (
          <span className="hidden text-end sm:block">{t('content.mortgage.part.pmi')}</span>
        )}
        <span className="text-end">{t('content.mortgage.balance')}</span>
      </div>
      <ul>
        {years.map((year) => (
          <li key={year.year} className="border-b border-slate-100">
            <details
              className="group"
              data-year={year.year}
              onToggle={(event) => toggle(year.year, event.currentTarget.open)}
            >
              <summary
                className={`${columns} cursor-pointer list-none items-center rounded-md px-3 py-2.5 tabular-nums hover:bg-slate-50 [&::-webkit-details-marker]:hidden`}
              >
                <span className="flex items-center gap-1 font-medium text-slate-900">
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-4 shrink-0 text-slate-500 group-open:rotate-90 motion-safe:transition-transform"
                    fill="currentColor"
                  >
                    <path d="M7.2 5.2a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 1 1-1.06-1.06L10.94 10 7.2 6.26a.75.75 0 0 1 0-1.06Z" />
                  </svg>
                  <span className="sr-only">{t('content.mortgage.yearN', { n: year.year })}</span>
                  <span aria-hidden="true">{year.year}</span>
                </span>
                <Cell label={t('content.mortgage.principal')} value={money.whole(year.principal)} />
                <Cell label={t('content.mortgage.interest')} value={money.whole(year.interest)} />
                {showPmi && (
                  <span className="hidden text-end sm:block">
                    <Cell label={t('content.mortgage.part.pmi')} value={money.whole(year.pmi)} />
                  </span>
                )}
                <Cell
                  label={t('content.mortgage.balance')}
                  value={money.whole(year.balance)}
                  strong
                />
              </summary>
              {(!hydrated || openYears.has(year.year)) && (
                <MonthTable year={year} showPmi={showPmi} />
              )}
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A figure of a year's row, named for screen readers (the column heads are for eyes only). */
function Cell({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <span className={`text-end ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
      <span className="sr-only">{label} </span>
      {value}
    </span>
  );
}
