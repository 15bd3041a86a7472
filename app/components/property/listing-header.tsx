import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { StatusChip } from '~/components/listing/status-label';
import type { ListingType } from '~/lib/catalog';
import type { ListingStatus } from '~/lib/listing-status';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { neighbourhoodLabel } from '~/lib/generated-labels';

/** The listing's name (the page's h1), with its breadcrumb, status, type, place and date. */
export function ListingHeader({
  name,
  status,
  listingType,
  category,
  location,
  neighbourhood,
  createdAt,
}: {
  name: string;
  /** Its status chip reads as on its cards (ADR 0103). */
  status: ListingStatus;
  listingType: ListingType;
  category: string;
  location: string;
  /** A generated home's neighbourhood, named before its city (docs/product.md#places). */
  neighbourhood?: string | null;
  createdAt: Date;
}) {
  const { t, format } = useI18n();
  return (
    <header>
      <nav aria-label={t('a11y.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <li>
            <Link to="/" prefetch="intent" className="rounded hover:text-brand-700 hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            <Link
              to="/properties"
              prefetch="intent"
              className="rounded hover:text-brand-700 hover:underline"
            >
              {t('nav.properties')}
            </Link>
          </li>
          {/* On a phone the name is the heading just below; the trail stops at Properties. */}
          <li aria-hidden="true" className="max-sm:hidden">
            &gt;
          </li>
          <li
            aria-current="page"
            className="min-w-0 truncate font-medium text-slate-800 max-sm:hidden"
          >
            {name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl">
        {name}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <StatusChip t={t} status={status} listingType={listingType} />
        <span className="rounded-full bg-slate-200/70 px-2.5 py-1 text-xs font-semibold text-slate-800">
          {typeLabel(t, category)}
        </span>
        <span className="flex items-center gap-1">
          <svg
            viewBox="0 0 20 20"
            className="size-4 text-slate-500"
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10Zm0-7.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
          </svg>
          {neighbourhood
            ? t('generated.placeIn', {
                area: neighbourhoodLabel(t, neighbourhood),
                place: placeLabel(t, location),
              })
            : placeLabel(t, location)}
        </span>
        <span>{t('detail.listedOn', { date: format.date(createdAt) })}</span>
      </div>
    </header>
  );
}
