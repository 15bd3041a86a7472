import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Language } from '~/i18n/i18n';

/**
 * A generated record's text in the page's language: its Japanese, when it was written with one, on
 * a Japanese page; the stored text otherwise (docs/product.md#generated-data-in-two-languages).
 */
export function shownIn(lang: Language, column: AnyColumn | SQL, japanese: AnyColumn) {
  return lang === 'ja' ? sql<string>`coalesce(${japanese}, ${column})` : sql<string>`${column}`;
}

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
