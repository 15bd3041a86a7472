import { useI18n } from '~/i18n/context';
import type { Currency } from '~/lib/money';

import { ConfirmedNote } from './confirmed-note';

/**
 * A home's freshness on its page (docs/product.md#freshness): when it was last confirmed, and
 * the two dates Japan's listing rules ask every online listing to show, registered (情報登録日)
 * and next update (次回更新予定日).
 */
export function FreshnessDates({
  confirmedAt,
  registeredAt,
  nextUpdate,
}: {
  confirmedAt: Date | string;
  registeredAt: Date | string;
  nextUpdate: Date | string;
}) {
  const { t, format } = useI18n();
  return (
    <div className="mt-3 text-sm text-slate-600" data-testid="freshness-dates">
      <ConfirmedNote confirmedAt={confirmedAt} className="font-medium text-emerald-800" />
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <div className="flex flex-wrap gap-x-1 whitespace-nowrap">
          <dt>{t('freshness.registered')}:</dt>
          <dd>{format.date(registeredAt)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1 whitespace-nowrap">
          <dt>{t('freshness.nextUpdate')}:</dt>
          <dd>{format.date(nextUpdate)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The banner of a home out of the search until its lister confirms it: not confirmed within the
 * site's days, or under offer too long (`byStatus`). Its lister is told how to confirm it.
 */
export function StaleBanner({
  staleSince,
  confirmedAt,
  statusSince,
  byStatus,
  ownerView,
}: {
  staleSince: Date | string | null;
  confirmedAt: Date | string;
  statusSince: Date | string;
  byStatus: boolean;
  ownerView: boolean;
}) {
  const { t, format } = useI18n();
  if (!staleSince) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="stale-banner"
    >
      <p className="font-bold">{t('freshness.banner.title')}</p>
      <p className="mt-0.5 text-sm">
        {byStatus
          ? t('freshness.banner.status', { date: format.date(statusSince) })
          : t('freshness.banner.unconfirmed', { date: format.date(confirmedAt) })}
      </p>
      {ownerView && <p className="mt-1 text-sm font-medium">{t('freshness.ownerAction')}</p>}
    </div>
  );
}

/**
 * A relist's earlier listing (docs/product.md#relists): when the home was listed before and its
 * last price then, in the home's currency, so a visitor sees it is not new to the market.
 */
export function ListedBefore({
  earlier,
  currency,
}: {
  earlier: { listedSince: Date | string; removedAt: Date | string; price: number } | null;
  currency: Currency;
}) {
  const { t, format } = useI18n();
  if (!earlier) return null;
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="listed-before">
      {t('freshness.listedBefore', {
        from: format.date(earlier.listedSince),
        to: format.date(earlier.removedAt),
        price: format.money(earlier.price, currency),
      })}
    </p>
  );
}
