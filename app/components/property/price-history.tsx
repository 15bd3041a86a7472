import type { Currency } from '~/lib/money';
import { useId } from 'react';

import { useI18n } from '~/i18n/context';

import { DetailSection } from './detail-section';

/** The plot's own units; it is stretched to the width it is given. */
const WIDTH = 600;
const HEIGHT = 140;

/**
 * The points (by their place across, in per cent) that get a date and a value: the first and the
 * last always, one between only where it stands clear of the labels kept on either side.
 */
export function spaced(lefts: number[], gap = 22): number[] {
  const last = lefts.length - 1;
  const kept = [0];
  for (let i = 1; i < last; i += 1) {
    if (lefts[i]! - lefts[kept.at(-1)!]! >= gap && lefts[last]! - lefts[i]! >= gap) kept.push(i);
  }
  if (last > 0) kept.push(last);
  return kept;
}

type Change = { oldPrice: number; newPrice: number; changedAt: Date | string };

/**
 * A home's price over time (docs/product.md#saved-searches-and-price-history), drawn as SVG the
 * way the owner's desk draws its activity (components/admin/activity-chart.tsx): a stepped line
 * from the price it was listed at through each change, between a price axis (the lowest, middle
 * and highest prices, with gridlines) and a date axis, each labelled; the points with room for it
 * carry their date and value. A description says the first and last prices; every change, with
 * its date, price and the difference, is in the table below. Nothing for a home whose price never changed.
 */
export function PriceHistory({
  changes,
  listedAt,
  perMonth,
  currency = 'USD',
}: {
  changes: Change[];
  listedAt: Date | string;
  perMonth: boolean;
  /** The listing's currency, which its prices are in (docs/product.md#money). */
  currency?: Currency;
}) {
  const { t, format } = useI18n();
  const id = useId();
  if (changes.length === 0) return null;
  const points = [
    { at: new Date(listedAt).getTime(), price: changes[0]!.oldPrice },
    ...changes.map((change) => ({
      at: new Date(change.changedAt).getTime(),
      price: change.newPrice,
    })),
  ];
  // The listing date can only be earlier than the first change; a home written with an older
  // history than its row (imported) starts at its first change.
  points[0]!.at = Math.min(points[0]!.at, points[1]!.at);
  const from = points[0]!.at;
  const span = Math.max(1, points.at(-1)!.at - from);
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A margin above and below, so a change of a few per cent still reads as a step.
  const pad = Math.max(1, (high - low) * 0.15);
  const x = (at: number) => ((at - from) / span) * WIDTH;
  const y = (price: number) => HEIGHT - ((price - (low - pad)) / (high - low + 2 * pad)) * HEIGHT;
  const path = points
    .map((point, i) =>
      i === 0
        ? `M${x(point.at).toFixed(1)},${y(point.price).toFixed(1)}`
        : `H${x(point.at).toFixed(1)}V${y(point.price).toFixed(1)}`,
    )
    .join('');
  const money = (price: number) =>
    perMonth
      ? `${format.money(price, currency)} ${t('property.perMonth')}`
      : format.money(price, currency);
  // The price axis: the lowest, middle and highest prices, each a gridline with its value.
  const ticks = [...new Set([low, Math.round((low + high) / 2), high])];
  // Dates and values where there is room for them, the first and the last always.
  const labelled = spaced(points.map((point) => (x(point.at) / WIDTH) * 100));
  const at = (left: number) =>
    left > 85 ? '-translate-x-full' : left > 15 ? '-translate-x-1/2' : 'translate-x-0';
  return (
    <DetailSection id="price-history" title={t('priceHistory.title')}>
      <figure>
        <div className="text-xs text-slate-600" data-testid="price-chart">
          {/* The price axis's title, over its values, on a line of its own. */}
          <p className="mb-5 font-semibold text-slate-700">
            {perMonth ? t('priceHistory.axisRent') : t('priceHistory.axisPrice')}
          </p>
          <div className="flex">
            <div className="flex w-16 shrink-0 flex-col sm:w-20">
              <div className="relative h-36" data-axis="price">
                {ticks.map((price) => (
                  <span
                    key={price}
                    className="absolute right-2 -translate-y-1/2 tabular-nums"
                    style={{ top: `${(y(price) / HEIGHT) * 100}%` }}
                  >
                    {format.compactMoney(price, currency)}
                  </span>
                ))}
              </div>
            </div>
            <div className="min-w-0 flex-1">
              <div className="relative h-36 border-b border-l border-slate-300">
                <svg
                  viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                  preserveAspectRatio="none"
                  role="img"
                  aria-labelledby={`${id}-desc`}
                  className="block size-full overflow-visible"
                >
                  {ticks.map((price) => (
                    <line
                      key={price}
                      x1={0}
                      x2={WIDTH}
                      y1={y(price)}
                      y2={y(price)}
                      vectorEffect="non-scaling-stroke"
                      className="stroke-slate-200"
                      strokeDasharray="4 4"
                    />
                  ))}
                  <path
                    d={path}
                    fill="none"
                    strokeWidth="2.5"
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                    className="stroke-brand-600"
                  />
                </svg>
                {points.map((point, i) =>
                  labelled.includes(i) ? (
                    <span
                      key={i}
                      aria-hidden="true"
                      data-value
                      className={`absolute -translate-y-full pb-1 font-semibold whitespace-nowrap text-slate-900 tabular-nums ${at((x(point.at) / WIDTH) * 100)}`}
                      style={{
                        left: `${(x(point.at) / WIDTH) * 100}%`,
                        top: `${(y(point.price) / HEIGHT) * 100}%`,
                      }}
                    >
                      {format.compactMoney(point.price, currency)}
                    </span>
                  ) : null,
                )}
              </div>
              <div className="relative h-5" data-axis="date" aria-hidden="true">
                {points.map((point, i) =>
                  labelled.includes(i) ? (
                    <span
                      key={i}
                      className={`absolute top-1 whitespace-nowrap ${at((x(point.at) / WIDTH) * 100)}`}
                      style={{ left: `${(x(point.at) / WIDTH) * 100}%` }}
                    >
                      {format.monthYear(point.at)}
                    </span>
                  ) : null,
                )}
              </div>
              <p className="mt-1 text-center font-semibold text-slate-700">
                {t('priceHistory.axisDate')}
              </p>
            </div>
          </div>
        </div>
        <figcaption id={`${id}-desc`} className="mt-2 text-sm text-slate-600">
          {t('priceHistory.chart', {
            first: money(points[0]!.price),
            last: money(points.at(-1)!.price),
          })}
        </figcaption>
      </figure>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('priceHistory.title')}</caption>
        <thead className="text-slate-700">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('priceHistory.date')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('priceHistory.price')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('priceHistory.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...changes].reverse().map((change, i) => {
            const difference = change.newPrice - change.oldPrice;
            return (
              <tr key={i}>
                <th scope="row" className="py-1.5 text-start font-normal">
                  <time dateTime={new Date(change.changedAt).toISOString()}>
                    {format.date(change.changedAt)}
                  </time>
                </th>
                <td className="py-1.5 text-end tabular-nums">
                  {format.money(change.newPrice, currency)}
                </td>
                <td
                  className={`py-1.5 text-end tabular-nums ${difference < 0 ? 'text-emerald-800' : 'text-slate-700'}`}
                >
                  {difference < 0 ? '−' : '+'}
                  {format.money(Math.abs(difference), currency)}
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row" className="py-1.5 text-start font-normal">
              <time dateTime={new Date(points[0]!.at).toISOString()}>
                {format.date(new Date(points[0]!.at))}
              </time>{' '}
              <span className="text-slate-500">({t('priceHistory.listed')})</span>
            </th>
            <td className="py-1.5 text-end tabular-nums">
              {format.money(changes[0]!.oldPrice, currency)}
            </td>
            <td className="py-1.5 text-end" />
          </tr>
        </tbody>
      </table>
    </DetailSection>
  );
}
