import type { PropertyQuery } from './query';

/**
 * Alerts (docs/product.md#alerts-and-the-job-queue, ADR 0055): how often a saved search tells its
 * account about new matches, and the filters the matching reads.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** What a new search is saved with unless the account picks another. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** How long a daily or weekly email's period is, in hours. */
export const DIGEST_HOURS = { daily: 24, weekly: 24 * 7 } as const;

/** The notifications page shows the newest this many. */
export const NOTIFICATIONS_SHOWN = 50;

/** A saved search's filters as the columns of `saved_search_alerts` (its order and page left out). */
export function alertCriteria(query: PropertyQuery) {
  return {
    listingType: query.listingType ?? null,
    location: query.location ?? null,
    category: query.category ?? null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
    bedRooms: query.bedRooms ?? null,
    areaMin: query.squareFootMin ?? null,
    areaMax: query.squareFootMax ?? null,
    keywords: query.keywords ?? null,
    amenities: [...query.amenities],
  };
}
