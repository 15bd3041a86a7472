/*
 * Limits and choices that pages draw with, for forms that only the server checks. They live apart
 * from those forms' schemas: a page importing a schema's module keeps its schema, and with it the
 * parts of zod only that schema needs (unions, literals), in the one zod chunk every form page
 * loads first (tests/e2e/bytes.spec.ts).
 */

/** The longest name an API client is given (docs/product.md#reso-api). */
export const API_CLIENT_NAME_MAX = 80;

/** How often a feed can be pulled, in hours (docs/product.md#listing-feeds). */
export const FEED_EVERY_HOURS = [1, 6, 12, 24, 168] as const;
