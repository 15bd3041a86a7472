import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { SiteStats } from '~/models/stats.server';
import { placeLabel } from '~/lib/catalog-labels';

/** The about page's figures, as counted in the database when the page was asked for. */
export function SiteFigures({ stats }: { stats: Omit<SiteStats, 'homesByLocation'> }) {
  const { t, format } = useI18n();
  const figures = [
    {
      id: 'homes',
      label: t('content.about.homesListed'),
      value: stats.homesListed,
      note: t('content.about.homesSplit', {
        sale: format.number(stats.homesForSale),
        rent: format.number(stats.homesForRent),
      }),
    },
    {
      id: 'locations',
      label: t('content.about.locations'),
      value: stats.locations,
      note: t('content.about.locationsNote'),
    },
    {
      id: 'reviews',
      label: t('content.about.reviewsPosted'),
      value: stats.reviewsPosted,
      note:
        stats.averageRating === null
          ? t('content.about.noRatingYet')
          : t('content.about.averageRating', {
              n: stats.averageRating.toLocaleString(format.locale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            }),
    },
    {
      id: 'posts',
      label: t('content.about.blogPosts'),
      value: stats.blogPosts,
      note: t('content.about.blogNote'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.id}
          data-figure={figure.id}
          className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
        >
          <dt className="order-2 mt-1 text-sm font-semibold text-slate-900">{figure.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-4xl">
            {format.number(figure.value)}
          </dd>
          <dd className="order-3 mt-1 text-xs text-slate-600 sm:text-sm">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many homes each location has, as bars that lead to that location's results. */
export function HomesByLocation({ rows }: { rows: SiteStats['homesByLocation'] }) {
  const { t, format } = useI18n();
  const most = Math.max(1, ...rows.map((row) => row.homes));
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <li key={row.location}>
          <Link
            to={`/properties?location=${encodeURIComponent(row.location)}`}
            prefetch="intent"
            className="group block rounded-lg p-1"
          >
            <span className="flex justify-between text-sm">
              <span className="font-medium text-slate-900 group-hover:text-brand-700">
                {placeLabel(t, row.location)}
              </span>
              <span className="text-slate-600 tabular-nums">
                {format.number(row.homes)}
                <span className="sr-only"> {t('content.about.homesWord')}</span>
              </span>
            </span>
            <span className="mt-1 block h-2 rounded-full bg-slate-100">
              <span
                className="block h-2 rounded-full bg-brand-500 group-hover:bg-brand-600"
                style={{ width: `${(row.homes / most) * 100}%` }}
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
