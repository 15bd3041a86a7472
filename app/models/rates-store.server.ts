import { eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState } from '~/db/schema';
import { CURRENCIES, DEFAULT_RATES, isCurrency, type Currency, type Rates } from '~/lib/money';

/**
 * Where the site's rates are kept (ADR 0121): one row of `database_state`, read by the write path
 * and the search through models/currency-rates.server.ts.
 */

/** The `database_state` key the site's rates are kept under. */
export const RATES_KEY = 'currency-rates';

type Reader = Pick<Database, 'select'>;

/** The rates as stored, or the table a new site starts with (lib/money.ts) when none are. */
export async function storedRates(db: Reader): Promise<Rates> {
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, RATES_KEY));
  return parseRates(row?.value) ?? DEFAULT_RATES;
}

/**
 * Rates as a site owner writes them (a file or the desk): a date `YYYY-MM-DD` and, for each
 * currency, how many of it one US dollar buys; null when any part is missing or not a positive
 * number. The dollar is always 1.
 */
export function parseRates(value: unknown): Rates | null {
  if (!value || typeof value !== 'object') return null;
  const { date, perUsd } = value as { date?: unknown; perUsd?: unknown };
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (!perUsd || typeof perUsd !== 'object') return null;
  const read: Partial<Record<Currency, number>> = { USD: 1 };
  for (const [code, rate] of Object.entries(perUsd)) {
    if (!isCurrency(code)) return null;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
    if (code !== 'USD') read[code] = rate;
  }
  if (CURRENCIES.some((code) => read[code] === undefined)) return null;
  return { date, perUsd: read as Record<Currency, number> };
}
