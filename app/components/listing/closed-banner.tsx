import { useI18n } from '~/i18n/context';
import { listingStatus } from '~/lib/listing-status';

/**
 * A banner on the page of a home sold or let (docs/product.md#listing-a-home), with the date: the
 * page stays, out of the search.
 */
export function ClosedBanner({
  status,
  closedAt,
  closePrice,
  listingType,
}: {
  status: string;
  closedAt: Date | string | null;
  /** What it sold or let for, when its lister gave it (docs/product.md#sold-and-let-prices). */
  closePrice?: number | null;
  listingType: 'sale' | 'rent';
}) {
  const { t, format } = useI18n();
  if (status !== 'closed') return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-slate-300 bg-slate-900 px-4 py-3 text-white"
      data-testid="closed-banner"
    >
      <p className="font-bold">
        {closedAt && closePrice != null
          ? t(listingType === 'rent' ? 'freshness.close.let' : 'freshness.close.sold', {
              price: format.currency(closePrice),
              date: format.date(closedAt),
            })
          : closedAt
            ? t(listingType === 'rent' ? 'listings.banner.let' : 'listings.banner.sold', {
                date: format.date(closedAt),
              })
            : t(listingStatus('closed', listingType).label)}
      </p>
      <p className="mt-0.5 text-sm text-slate-200">{t('listings.banner.text')}</p>
    </div>
  );
}

/** The street address an owner gave, under the home's name; generated homes have none. */
export function ListingAddress({ address }: { address: string | null }) {
  const { t } = useI18n();
  if (!address) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="listing-address">
      {t('listings.field.address')}: {address}
    </p>
  );
}
