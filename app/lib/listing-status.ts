import type { MessageKey } from '~/i18n/en';

import type { ListingType } from './catalog';

/** The statuses of a home (docs/product.md#listing-a-home); `db/schema.ts` stores these. */
export type ListingStatus = 'draft' | 'available' | 'under_offer' | 'closed';

/** How a status reads wherever a home is shown (docs/product.md#a-homes-status). */
export type StatusShown = {
  /** The chip's words: For sale, For rent, Under offer, Sold, Let, Draft. */
  label: MessageKey;
  /** The chip's colours. */
  tone: string;
  /** schema.org's ItemAvailability for the offer of the home's JSON-LD. */
  availability: string;
  /** Still on the market: a buyer may ask about it and work out a monthly payment. */
  onMarket: boolean;
};

const SCHEMA = 'https://schema.org/';

/**
 * A home's status as every page, card, map card, compare table, email and structured data shows
 * it: one answer for each status and kind (ADR 0103).
 */
export function listingStatus(status: ListingStatus, listingType: ListingType): StatusShown {
  const rent = listingType === 'rent';
  switch (status) {
    case 'available':
      return {
        label: rent ? 'listings.status.rentAvailable' : 'listings.status.saleAvailable',
        tone: rent ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
        availability: `${SCHEMA}InStock`,
        onMarket: true,
      };
    case 'under_offer':
      return {
        label: 'listings.status.under_offer',
        tone: 'bg-violet-100 text-violet-900',
        // Taken by a buyer or tenant, not yet theirs: schema.org's "reserved".
        availability: `${SCHEMA}Reserved`,
        onMarket: true,
      };
    case 'closed':
      return {
        label: rent ? 'listings.status.rentClosed' : 'listings.status.saleClosed',
        tone: 'bg-slate-800 text-white',
        availability: `${SCHEMA}SoldOut`,
        onMarket: false,
      };
    case 'draft':
      return {
        label: 'listings.status.draft',
        tone: 'bg-slate-100 text-slate-700',
        availability: `${SCHEMA}OutOfStock`,
        onMarket: false,
      };
  }
}
