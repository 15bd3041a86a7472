import { asc, gt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { toUsd } from '~/lib/money';
import { moveInTotal } from '~/lib/move-in-cost';

import { storedRates } from './rates-store.server';

/** Homes brought over in one piece, each piece a transaction of its own. */
const PIECE = 5_000;

/**
 * Writes the move-in cost of the homes of a database from before it was kept
 * (docs/product.md#move-in-cost, ADR 0132), as the write path makes it: in the listing's currency
 * and in dollars at the stored rates. A start-up upgrade before the pages and the index, which
 * compares the dollars; a piece of ids from `after` on at a time.
 */
export async function writeMoveInCosts(db: Database, after: number) {
  const rates = await storedRates(db);
  const homes = await db
    .select({
      id: properties.id,
      listingType: properties.listingType,
      location: properties.location,
      price: properties.price,
      currency: properties.currency,
      deposit: properties.deposit,
      keyMoney: properties.keyMoney,
      guarantorFee: properties.guarantorFee,
      otherMoveIn: properties.otherMoveIn,
      moveIn: properties.moveIn,
      moveInUsd: properties.moveInUsd,
    })
    .from(properties)
    .where(gt(properties.id, after))
    .orderBy(asc(properties.id))
    .limit(PIECE);
  if (homes.length === 0) return { count: 0, next: null };
  const written = homes.flatMap((home) => {
    const total = moveInTotal(home, rates);
    const usd = toUsd(total, home.currency, rates);
    return total === home.moveIn && usd === home.moveInUsd ? [] : [{ id: home.id, total, usd }];
  });
  if (written.length > 0) {
    await db.execute(sql`
      update ${properties} set move_in = v.total, move_in_usd = v.usd
      from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as v(id int, total int, usd int)
      where ${properties.id} = v.id`);
  }
  return { count: written.length, next: homes.length < PIECE ? null : homes.at(-1)!.id };
}
