import { useId } from 'react';

import { useI18n } from '~/i18n/context';

import { DetailSection } from './detail-section';

/** The plot's own units; it is stretched to the width it is given. */
const WIDTH = 600;
const HEIGHT = 140;

type Change = { oldPrice: number; newPrice: number; changedAt: Date | string };

/**
 * A home's price over time (docs/product.md#saved-searches-and-price-history), drawn as SVG the
 * way the owner's desk draws its activity (components/admin/activity-chart.tsx): a stepped line
 * from the price it was listed at through each change, with a title and a description that say
 * the first and last prices; every change, with its date, price and the difference, is in the
 * table below. Nothing for a home whose price never changed.
 */
export function PriceHistory({
  changes,
  listedAt,
  perMonth,
}: {
  changes: Change[];
  listedAt: Date | string;
  perMonth: boolean;
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
    perMonth ? `${format.currency(price)} ${t('property.perMonth')}` : format.currency(price);
  return (
    <DetailSection id="price-history" title={t('priceHistory.title')}>
      <figure>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-desc`}
          className="block h-32 w-full overflow-visible"
        >
          <path
            d={path}
            fill="none"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-brand-600"
          />
        </svg>
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
                <td className="py-1.5 text-end tabular-nums">{format.currency(change.newPrice)}</td>
                <td
                  className={`py-1.5 text-end tabular-nums ${difference < 0 ? 'text-emerald-800' : 'text-slate-700'}`}
                >
                  {difference < 0 ? '−' : '+'}
                  {format.currency(Math.abs(difference))}
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
              {format.currency(changes[0]!.oldPrice)}
            </td>
            <td className="py-1.5 text-end" />
          </tr>
        </tbody>
      </table>
    </DetailSection>
  );
}
