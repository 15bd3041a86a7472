/**
 * A listing as a feed sends it (docs/reso-mapping.md): a plain object keyed by RESO Data
 * Dictionary field names, `Media` an array of photos. CSV and RESO Web API JSON feeds both become
 * these, and the importer reads nothing else.
 */
export type ResoRecord = Record<string, unknown>;

/**
 * Why a row was refused, or a photo of it passed over: a message key of the `feeds.reason.` or
 * `feeds.photo.` family and its values, so each reader sees it in their own language.
 */
export type FeedProblem = { code: string; params?: Record<string, string | number> };

/** A site column as the mapping needs to know it (from the schema, so new columns travel too). */
export type SiteColumn = {
  name: string;
  kind: 'integer' | 'number' | 'text' | 'boolean' | 'json' | 'timestamp' | 'other';
  /** Must hold a value when a home is written, and has no default of its own. */
  required: boolean;
};

/** The prefix of the fields the site adds to a feed for columns the Data Dictionary has no name for. */
export const LOCAL_PREFIX = 'Roofline_';

/** The most a feed (an upload, or an address's pages together) may weigh (docs/product.md#listing-feeds). */
export const FEED_MAX_BYTES = 32 * 1024 * 1024;
