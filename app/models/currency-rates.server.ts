import { remember } from '@epic-web/remember';
import { and, gt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { databaseState, homeChanges, properties } from '~/db/schema';
import { CURRENCIES, type Rates } from '~/lib/money';

import { recordAudit } from './audit.server';
import { HOME_CHANGES_CHANNEL } from './property-writes.server';
import { RATES_KEY, storedRates } from './rates-store.server';

export { parseRates } from './rates-store.server';

/** How long a server trusts the rates it read: another server's change reaches it within this. */
const RATES_MS = 30_000;
const known = remember(
  'roofline:currency-rates',
  () => new WeakMap<Database, { rates: Rates; readAt: number }>(),
);

/** The rates a page or a search uses: read at most every 30 seconds per server. */
export async function currentRates(db: Database): Promise<Rates> {
  const cached = known.get(db);
  if (cached && Date.now() - cached.readAt < RATES_MS) return cached.rates;
  const rates = await storedRates(db);
  known.set(db, { rates, readAt: Date.now() });
  return rates;
}

/** How many homes a piece of the recomputation writes, each piece a transaction of its own. */
export const RECOMPUTE_BATCH = 5_000;

/**
 * Stores new rates and writes every home's dollar price again from them (ADR 0121), while the
 * site answers: the rates in one transaction, then the homes a batch of ids at a time, each batch
 * with its rows in `home_changes` so every server's search index follows. A home written
 * meanwhile gets the new rates from the write path, which reads them in its own transaction.
 * Returns how many homes changed.
 */
export async function setRates(db: Database, rates: Rates, actor?: { id: number }) {
  await db.transaction(async (tx) => {
    const value = sql`${JSON.stringify(rates)}::jsonb`;
    await tx
      .insert(databaseState)
      .values({ key: RATES_KEY, value })
      .onConflictDoUpdate({ target: databaseState.key, set: { value, updatedAt: sql`now()` } });
    if (actor) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'setting',
        targetKind: 'setting',
        detail: { setting: RATES_KEY, to: JSON.stringify(rates) },
      });
    }
  });
  known.set(db, { rates, readAt: Date.now() });
  return recomputeDollarPrices(db);
}

/**
 * Every home's `price_usd` and `move_in_usd` from its price, move-in cost, currency and the stored
 * rates, a batch at a time.
 */
export async function recomputeDollarPrices(db: Database, batch = RECOMPUTE_BATCH) {
  let changed = 0;
  for (let after = 0; ;) {
    const piece = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(gt(properties.id, after))
        .orderBy(properties.id)
        .offset(batch - 1)
        .limit(1);
      const upTo = last?.id ?? null;
      // Read in the batch's transaction: rates changed again meanwhile are the ones written.
      const rates = await storedRates(tx);
      const range = and(
        gt(properties.id, after),
        upTo === null ? undefined : lte(properties.id, upTo),
      );
      const written = await tx
        .update(properties)
        .set({
          priceUsd: dollarPriceSql(rates),
          moveInUsd: dollarPriceSql(rates, properties.moveIn),
        })
        .where(
          and(
            range,
            sql`(${properties.priceUsd} <> ${dollarPriceSql(rates)} or ${properties.moveInUsd} <> ${dollarPriceSql(rates, properties.moveIn)})`,
          ),
        )
        .returning({ id: properties.id });
      if (written.length > 0) {
        await tx
          .insert(homeChanges)
          .values(written.map((home) => ({ propertyId: home.id })))
          .onConflictDoUpdate({ target: homeChanges.propertyId, set: { changedAt: sql`now()` } });
        await tx.execute(sql`select pg_notify(${HOME_CHANGES_CHANNEL}, ${String(written[0]!.id)})`);
      }
      return { count: written.length, upTo };
    });
    changed += piece.count;
    if (piece.upTo === null) return changed;
    after = piece.upTo;
  }
}

/**
 * lib/money.ts's `toUsd` in SQL: the price (or another amount in the listing's currency, its
 * move-in cost) over its currency's rate, rounded half up as Math.round.
 */
export function dollarPriceSql(rates: Rates, amount: AnyPgColumn = properties.price) {
  const cases = CURRENCIES.map(
    (code) => sql`when ${code} then ${amount}::float8 / ${rates.perUsd[code]}::float8`,
  );
  return sql<number>`floor(case ${properties.currency} ${sql.join(cases, sql` `)} else ${amount}::float8 end + 0.5)::int`;
}
