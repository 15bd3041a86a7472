import { remember } from '@epic-web/remember';
import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState } from '~/db/schema';
import { parseMarketTerms, type MarketTable } from '~/lib/market-terms';
import { monthlyTerms, type MonthlyTerms } from '~/lib/monthly-cost';

import { recordAudit } from './audit.server';
import { currentRates } from './currency-rates.server';

/**
 * Each market's loan terms as the site owner set them (docs/product.md#what-it-costs-a-month,
 * ADR 0129): one row of `database_state`, set on the desk or by `npm run admin -- market-terms`,
 * and read with the currency rates into the monthly estimates every page and search uses.
 */

/** The `database_state` key the owner's terms are kept under. */
export const MARKET_TERMS_KEY = 'market-terms';

/** How long a server trusts what it read: another server's change reaches it within this. */
const TERMS_MS = 30_000;
const known = remember(
  'roofline:market-terms',
  () => new WeakMap<Database, { table: MarketTable | null; readAt: number }>(),
);

/** The owner's table, or null while none is set (the built-in one applies). */
export async function storedMarketTerms(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, MARKET_TERMS_KEY));
  if (!row) return null;
  const read = parseMarketTerms(row.value);
  return read.ok ? read.table : null;
}

/**
 * The terms a page or a search uses now: the owner's table (or `builtIn`, the built-in one with
 * `MORTGAGE_RATE` for the United States) at the site's rates, read at most every 30 seconds.
 */
export async function currentMonthlyTerms(
  db: Database,
  builtIn: MarketTable,
): Promise<MonthlyTerms> {
  const cached = known.get(db);
  let table = cached?.table;
  if (!cached || Date.now() - cached.readAt >= TERMS_MS) {
    table = await storedMarketTerms(db);
    known.set(db, { table, readAt: Date.now() });
  }
  return monthlyTerms(table ?? builtIn, await currentRates(db));
}

/**
 * Stores a site owner's table after reading it as `parseMarketTerms` does: anything wrong leaves
 * the terms as they were and says what. With an actor the change goes into the audit log.
 */
export async function setMarketTerms(db: Database, value: unknown, actor?: { id: number } | null) {
  const read = parseMarketTerms(value);
  if (!read.ok) return read;
  await db.transaction(async (tx) => {
    const stored = sql`${JSON.stringify(read.table)}::jsonb`;
    await tx
      .insert(databaseState)
      .values({ key: MARKET_TERMS_KEY, value: stored })
      .onConflictDoUpdate({
        target: databaseState.key,
        set: { value: stored, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'setting',
      targetKind: 'setting',
      detail: { setting: MARKET_TERMS_KEY, to: JSON.stringify(read.table) },
    });
  });
  known.set(db, { table: read.table, readAt: Date.now() });
  return read;
}
