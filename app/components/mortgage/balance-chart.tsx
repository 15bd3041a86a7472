import { useI18n } from '~/i18n/context';
import type { MortgageResult } from '~/lib/mortgage';

import { useMoney } from './money';

/** A round step giving at most five gridlines above zero up to `max`. */
export function niceStep(max: number) {
  if (!(max > 0)) return 1;
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
}

function yearStep(years: number) {
  return years <= 5 ? 1 : years <= 10 ? 2 : years <= 20 ? 5 : 10;
}

/**
 * The balance month by month, with the interest paid so far, drawn in a 100 × 100 box stretched
 * to the space it has; the labels are HTML so they stay readable at any width.
 */
export function BalanceChart({ result }: { result: MortgageResult }) {
  const { t, format } = useI18n();
  const money = useMoney();
  const { schedule, loan, months } = result;
  const step = niceStep(Math.max(loan, result.totalInterest));
  const top = Math.max(step, Math.ceil(Math.max(loan, result.totalInterest) / step) * step);
  const x = (month: number) => (month / months) * 100;
  const y = (value: number) => 100 - (value / top) * 100;
  let interestSoFar = 0;
  const balancePoints = [`0,${y(loan)}`];
  const interestPoints = ['0,100'];
  for (const row of schedule) {
    interestSoFar += row.interest;
    balancePoints.push(`${x(row.month)},${y(row.balance)}`);
    interestPoints.push(`${x(row.month)},${y(interestSoFar)}`);
  }
  const years = months / 12;
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const xTicks = Array.from(
    { length: Math.floor(years / yearStep(years)) + 1 },
    (_, i) => i * yearStep(years),
  );
  const pmiEnd = result.pmiMonths > 0 && result.pmiMonths < months ? x(result.pmiMonths) : null;
  const summary = t('content.mortgage.balanceSummary', {
    start: money.whole(loan),
    end: money.whole(0),
    years: t('content.mortgage.years', { n: years }),
    interest: money.whole(result.totalInterest),
  });
  return (
    <figure>
      <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="h-2.5 w-4 rounded-sm bg-brand-500/30 ring-1 ring-brand-600" />
          {t('content.mortgage.legendBalance')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-amber-500" />
          {t('content.mortgage.legendInterest')}
        </li>
        {pmiEnd !== null && (
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-0 border-s-2 border-dashed border-rose-500" />
            {t('content.mortgage.legendPmiEnd')}
          </li>
        )}
      </ul>
      <div className="relative ms-12 me-2 mb-7 sm:ms-14">
        {yTicks.map((tick) => (
          <span
            key={tick}
            aria-hidden="true"
            className="absolute -start-12 w-10 -translate-y-1/2 text-end text-[11px] text-slate-500 tabular-nums sm:-start-14 sm:w-12"
            style={{ top: `${y(tick)}%` }}
          >
            {money.compact(tick)}
          </span>
        ))}
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="block h-52 w-full overflow-visible sm:h-64"
        >
          {yTicks.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100"
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-slate-200)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polygon
            points={`${balancePoints.join(' ')} 100,100 0,100`}
            fill="var(--color-brand-500)"
            fillOpacity="0.15"
          />
          <polyline
            points={balancePoints.join(' ')}
            fill="none"
            stroke="var(--color-brand-600)"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
          <polyline
            points={interestPoints.join(' ')}
            fill="none"
            stroke="var(--color-amber-500)"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
          {pmiEnd !== null && (
            <line
              x1={pmiEnd}
              x2={pmiEnd}
              y1="0"
              y2="100"
              stroke="var(--color-rose-500)"
              strokeWidth="1.5"
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        {xTicks.map((tick) => (
          <span
            key={tick}
            aria-hidden="true"
            className="absolute top-full mt-1.5 -translate-x-1/2 text-[11px] text-slate-500 tabular-nums"
            style={{ left: `${(tick / years) * 100}%` }}
          >
            {format.number(tick)}
          </span>
        ))}
      </div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
    </figure>
  );
}
