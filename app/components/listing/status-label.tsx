import type { ListingStatus } from '~/db/schema';
import type { Translate } from '~/i18n/i18n';

/** A home's status as its owner reads it: for sale or for rent, sold or let, by its kind. */
export function statusText(t: Translate, status: ListingStatus, listingType: 'sale' | 'rent') {
  switch (status) {
    case 'draft':
      return t('listings.status.draft');
    case 'available':
      return t(
        listingType === 'rent' ? 'listings.status.rentAvailable' : 'listings.status.saleAvailable',
      );
    case 'under_offer':
      return t('listings.status.under_offer');
    case 'closed':
      return t(
        listingType === 'rent' ? 'listings.status.rentClosed' : 'listings.status.saleClosed',
      );
  }
}

const TONES: Record<ListingStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  available: 'bg-emerald-50 text-emerald-800',
  under_offer: 'bg-amber-50 text-amber-900',
  closed: 'bg-slate-800 text-white',
};

export function StatusBadge({ text, status }: { text: string; status: ListingStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {text}
    </span>
  );
}
