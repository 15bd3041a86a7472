/**
 * How fresh a listing is (docs/product.md#freshness): when its lister last confirmed it, when it
 * is next due, and the site's limits. Pure, shared by the pages, the emails and the models.
 */

/** The site's limits, in days (set on the owner's desk; defaults from docs/product.md#freshness). */
export type FreshnessSettings = {
  /** A listing not confirmed for this long leaves the search: Japan's two-week update. */
  confirmDays: number;
  /** A rental left "under offer" (let agreed) this long leaves the search: six weeks. */
  letAgreedDays: number;
  /** A sale left "under offer" (sold subject to contract) this long leaves it: eight months. */
  soldStcDays: number;
};

export const DEFAULT_FRESHNESS: FreshnessSettings = {
  confirmDays: 14,
  letAgreedDays: 42,
  soldStcDays: 240,
};

/** The bounds a setting may take: a day at least, two years at most. */
export const FRESHNESS_DAYS_MIN = 1;
export const FRESHNESS_DAYS_MAX = 730;

const DAY = 86_400_000;

/** Whole days from `date` to `now`, counted by UTC calendar day (0 on the same day). */
export function daysSince(date: Date | string, now: Date | string) {
  const day = (value: Date | string) => Math.floor(new Date(value).getTime() / DAY);
  return Math.max(0, day(now) - day(date));
}

/** The day its next confirmation is due (次回更新予定日): the last one plus the site's days. */
export function nextUpdateDue(confirmedAt: Date | string, settings: FreshnessSettings) {
  return new Date(new Date(confirmedAt).getTime() + settings.confirmDays * DAY);
}

/** How long a home under offer may stay so, by its kind: let agreed or sold subject to contract. */
export function underOfferDays(listingType: 'sale' | 'rent', settings: FreshnessSettings) {
  return listingType === 'rent' ? settings.letAgreedDays : settings.soldStcDays;
}
