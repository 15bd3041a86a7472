import type { Translate } from '~/i18n/i18n';
import type { ListingType } from '~/lib/catalog';
import { listingStatus, type ListingStatus } from '~/lib/listing-status';

/** A home's status in words: For sale or For rent, Under offer, Sold or Let, Draft (ADR 0103). */
export function statusText(t: Translate, status: ListingStatus, listingType: ListingType) {
  return t(listingStatus(status, listingType).label);
}

/** A home's status as a chip, the same on cards, pages, the map's card and the owner's list. */
export function StatusChip({
  t,
  status,
  listingType,
  className = '',
}: {
  t: Translate;
  status: ListingStatus;
  listingType: ListingType;
  className?: string;
}) {
  const shown = listingStatus(status, listingType);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${shown.tone} ${className}`}
      data-status={status}
    >
      {t(shown.label)}
    </span>
  );
}
