import { useI18n } from '~/i18n/context';

/**
 * What an owner's listing adds to its page (docs/product.md#listing-a-home): a banner once it is
 * sold or let, with the date, and the street address the owner gave.
 */
export function ListingNotes({
  status,
  closedAt,
  listingType,
  address,
}: {
  status: string;
  closedAt: Date | string | null;
  listingType: 'sale' | 'rent';
  address: string | null;
}) {
  const { t, format } = useI18n();
  return (
    <>
      {status === 'closed' && (
        <div
          role="status"
          className="mb-4 rounded-xl border border-slate-300 bg-slate-900 px-4 py-3 text-white"
          data-testid="closed-banner"
        >
          <p className="font-bold">
            {closedAt
              ? t(listingType === 'rent' ? 'listings.banner.let' : 'listings.banner.sold', {
                  date: format.date(closedAt),
                })
              : t(
                  listingType === 'rent'
                    ? 'listings.status.rentClosed'
                    : 'listings.status.saleClosed',
                )}
          </p>
          <p className="mt-0.5 text-sm text-slate-200">{t('listings.banner.text')}</p>
        </div>
      )}
      {address && (
        <p className="mb-3 text-sm text-slate-700" data-testid="listing-address">
          {t('listings.field.address')}: {address}
        </p>
      )}
    </>
  );
}
