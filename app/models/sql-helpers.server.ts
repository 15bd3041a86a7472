import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern that matches `text` literally anywhere: % _ and \ typed by a visitor are escaped. */
export function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Case-insensitive substring match (docs/product.md#search-parameters), served by a trigram index
 * on lower(column).
 */
export function containsText(column: AnyColumn | SQL, text: string) {
  return sql`lower(${column}) like ${containsPattern(text)}`;
}
