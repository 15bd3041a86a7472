import type { MonthlyTerms } from '~/lib/monthly-cost';
import type { SocialSettings } from '~/lib/social';

/**
 * The settings pages and models read, from the validated environment (`server/env.ts`), passed
 * to them in the load context: app code never reads `process.env` itself.
 */
export type AppSettings = {
  /** A production build: cookies may be Secure, errors show no stack. */
  production: boolean;
  /** Proxies in front of the server whose `X-Forwarded-*` headers are believed. */
  trustProxy: number;
  /**
   * Failures the end-to-end tests may ask for by header (`E2E_FAULTS=1`, set only by the test
   * server), to see a page's failure state without breaking the database.
   */
  faults: boolean;
  /** The social sign-in providers configured (ADR 0045). */
  social: SocialSettings;
  /**
   * The built-in loan terms of each market, the United States' rate from `MORTGAGE_RATE` (ADR 0058,
   * ADR 0129), at the built-in rates: what applies while the site owner has set none
   * (models/market-terms.server.ts reads the terms in force).
   */
  monthly: MonthlyTerms;
  /** How old the currency rates may be before the desk says so (`RATES_STALE_DAYS`, ADR 0121). */
  ratesStaleDays: number;
  /** The server's folder for files it keeps (`DATA_DIR`): the Open Graph images' cache (ADR 0067). */
  dataDir: string;
  /** A MapLibre style to use instead of the site's own base map (`MAP_STYLE_URL`, ADR 0064). */
  mapStyleUrl?: string;
};
