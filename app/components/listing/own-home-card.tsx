import { Form, Link } from 'react-router';

import type { ListingStatus } from '~/db/schema';
import { useI18n } from '~/i18n/context';
import type { OwnHome } from '~/models/listing-stats.server';

import { StatusChip } from './status-label';
import { ViewsChart } from './views-chart';
import { placeLabel } from '~/lib/catalog-labels';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** The moves each status offers, in the order an owner reaches for them. */
const MOVES: Record<ListingStatus, ListingStatus[]> = {
  draft: ['available'],
  available: ['under_offer', 'closed', 'draft'],
  under_offer: ['available', 'closed', 'draft'],
  closed: ['available', 'draft'],
};

/** One of the owner's homes on My listings: status, figures and quick actions. */
export function OwnHomeCard({ home }: { home: OwnHome }) {
  const { t, format } = useI18n();
  const moveLabel = (to: ListingStatus) => {
    if (to === 'draft') return t('mine.unpublish');
    if (to === 'under_offer') return t('mine.underOffer');
    if (to === 'closed') return t(home.listingType === 'rent' ? 'mine.let' : 'mine.sold');
    return home.status === 'draft' ? t('mine.publish') : t('mine.backOnMarket');
  };
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5">
      {home.cover && (
        <img
          src={home.cover}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl object-cover sm:w-40"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip t={t} status={home.status} listingType={home.listingType} />
          {home.held && (
            <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
              {t('copies.waiting')}
            </span>
          )}
          {home.hidden && (
            <span className="text-xs font-medium wrap-anywhere text-amber-800">
              {home.hiddenReason
                ? t('copies.hiddenBecause', { reason: home.hiddenReason })
                : t('listings.status.hidden')}
            </span>
          )}
          {!home.onMap && (
            <span className="text-xs font-medium text-amber-800">{t('pin.notOnMap')}</span>
          )}
        </div>
        <h3 className="mt-1.5 truncate text-lg font-bold text-slate-900">{home.name}</h3>
        <p className="text-sm text-slate-600">
          {placeLabel(t, home.location)} · {format.money(home.price, home.currency)}
          {home.listingType === 'rent' && ` ${t('property.perMonth')}`}
        </p>
        {home.held && <p className="mt-1 text-sm text-amber-900">{t('copies.waitingText')}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
          <span className="flex items-center gap-2">
            <ViewsChart
              views={home.views}
              label={t('mine.viewsChart', {
                first: format.date(home.firstDay),
                total: format.number(home.totalViews),
              })}
            />
            {t('mine.views', { n: format.number(home.totalViews) })}
          </span>
          <span>{t('mine.saves', { n: format.number(home.saves) })}</span>
          <span>{t('mine.inquiries', { n: format.number(home.inquiries) })}</span>
        </div>
        <div
          className="mt-4 flex flex-wrap gap-2"
          role="group"
          aria-label={t('mine.actions', { name: home.name })}
        >
          {home.status !== 'draft' && !home.hidden && (
            <Link to={`/property/${home.id}`} prefetch="intent" className={buttonClass}>
              {t('mine.view')}
            </Link>
          )}
          <Link to={`/listings/${home.id}/edit`} className={buttonClass}>
            {home.editDraftId ? t('mine.continueEdit') : t('mine.edit')}
          </Link>
          {MOVES[home.status].map((to) =>
            to === 'closed' ? (
              <CloseForm key={to} id={home.id} label={moveLabel(to)} />
            ) : (
              <Form key={to} method="post" className="contents">
                <input type="hidden" name="propertyId" value={home.id} />
                <input type="hidden" name="status" value={to} />
                <button type="submit" className={buttonClass}>
                  {moveLabel(to)}
                </button>
              </Form>
            ),
          )}
          <Link
            to={`/listings/${home.id}/delete`}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            {t('mine.delete')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Sold or let, with the price and the day it was agreed if the lister gives them
 * (docs/product.md#sold-and-let-prices): a fold-out, so the card's actions stay one row.
 */
function CloseForm({ id, label }: { id: number; label: string }) {
  const { t } = useI18n();
  const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm';
  return (
    <details className="w-full sm:w-auto">
      <summary className={`${buttonClass} cursor-pointer list-none`}>{label}</summary>
      <Form method="post" className="mt-2 grid gap-2 rounded-xl bg-slate-50 p-3 sm:w-72">
        <input type="hidden" name="propertyId" value={id} />
        <input type="hidden" name="status" value="closed" />
        <p className="text-sm font-semibold text-slate-800">{t('freshness.close.title')}</p>
        <label className="text-sm text-slate-700">
          {t('freshness.close.price')}
          <input
            name="closePrice"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={field}
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('freshness.close.date')}
          <input name="closedOn" type="date" className={field} />
        </label>
        <p className="text-xs text-slate-600">{t('freshness.close.hint')}</p>
        <button type="submit" className={buttonClass}>
          {label}
        </button>
      </Form>
    </details>
  );
}
