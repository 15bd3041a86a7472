import { useId } from 'react';

import type { ActivityDay } from '~/models/desk-stats.server';

import { useAdminI18n } from './admin-i18n';

/** The plot's own units; it is stretched to the width it is given. */
const WIDTH = 900;
const HEIGHT = 200;

const SERIES = [
  { key: 'posts', label: 'admin.chart.posts', stroke: 'stroke-brand-600', dash: undefined },
  { key: 'signUps', label: 'admin.chart.signUps', stroke: 'stroke-emerald-700', dash: '6 4' },
] as const;

/** A round number at or above `max`, so the scale reads easily (1, 2, 5, 10, 20, 50, …). */
export function niceCeiling(max: number) {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((step) => step * power).find((value) => value >= max) ?? max) as number;
}

/**
 * Sign-ups and posts per day (docs/product.md#the-owners-desk), drawn here as SVG with no chart
 * library: two lines, told apart by colour and by dashes, over a scale from 0. The picture has a
 * title and a description that gives the totals and the busiest days; the numbers of each day are
 * in a table below it. The labels are text beside the drawing, so they keep their size on a phone.
 */
export function ActivityChart({ days }: { days: ActivityDay[] }) {
  const { t, format } = useAdminI18n();
  const id = useId();
  const top = niceCeiling(Math.max(1, ...days.map((day) => Math.max(day.signUps, day.posts))));
  const x = (i: number) => (days.length <= 1 ? 0 : (i / (days.length - 1)) * WIDTH);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const total = (key: 'signUps' | 'posts') => days.reduce((sum, day) => sum + day[key], 0);
  const most = (key: 'signUps' | 'posts') => Math.max(0, ...days.map((day) => day[key]));
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const middle = days[Math.floor(days.length / 2)]?.day ?? '';
  const description = t('admin.chart.description', {
    days: days.length,
    from: format.date(first),
    to: format.date(last),
    signUps: format.number(total('signUps')),
    posts: format.number(total('posts')),
    maxSignUps: format.number(most('signUps')),
    maxPosts: format.number(most('posts')),
  });
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <figcaption>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('admin.chart.title')}
        </h2>
        <p id={`${id}-desc`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </figcaption>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                strokeWidth="3"
                strokeDasharray={series.dash}
                className={series.stroke}
              />
            </svg>
            {t(series.label)}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <div
          className="flex flex-col justify-between text-end text-xs text-slate-600"
          aria-hidden="true"
        >
          <span>{format.number(top)}</span>
          <span>{Number.isInteger(top / 2) ? format.number(top / 2) : ''}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            className="block h-48 w-full overflow-visible sm:h-56"
          >
            {[0, 0.5, 1].map((share) => (
              <line
                key={share}
                x1="0"
                x2={WIDTH}
                y1={HEIGHT * share}
                y2={HEIGHT * share}
                className="stroke-slate-200"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {SERIES.map((series) => (
              <polyline
                key={series.key}
                fill="none"
                strokeWidth="2.5"
                strokeLinejoin="round"
                strokeDasharray={series.dash}
                vectorEffect="non-scaling-stroke"
                className={series.stroke}
                points={days
                  .map((day, i) => `${x(i).toFixed(1)},${y(day[series.key]).toFixed(1)}`)
                  .join(' ')}
              />
            ))}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{format.shortDate(first)}</span>
            <span>{format.shortDate(middle)}</span>
            <span>{format.shortDate(last)}</span>
          </div>
        </div>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline">
          {t('admin.chart.table')}
        </summary>
        <div
          role="region"
          aria-label={t('admin.chart.table')}
          tabIndex={0}
          className="mt-2 max-h-80 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin.chart.title')}</caption>
            <thead className="sticky top-0 bg-slate-50 text-start text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('admin.chart.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('admin.chart.signUps')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('admin.chart.posts')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 text-start font-normal">
                    <time dateTime={day.day}>{format.date(day.day)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">
                    {format.number(day.signUps)}
                  </td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{format.number(day.posts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
