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
