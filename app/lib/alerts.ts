import { mapAreaOf } from './map/area';
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

/**
 * A saved search's filters as the columns of `saved_search_alerts` (its order and page left out),
 * the map's box and drawn area included; a box or area that does not read well is left out, as the
 * results page leaves it out.
 */
export function alertCriteria(query: PropertyQuery) {
  const { box, area } = mapAreaOf(query);
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
    boxWest: box?.[0] ?? null,
    boxSouth: box?.[1] ?? null,
    boxEast: box?.[2] ?? null,
    boxNorth: box?.[3] ?? null,
    areaLngs: area?.map(([lng]) => lng) ?? null,
    areaLats: area?.map(([, lat]) => lat) ?? null,
  };
}
