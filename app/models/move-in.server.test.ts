import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { properties } from '~/db/schema';
import { DEFAULT_RATES, toUsd, type Rates } from '~/lib/money';
import { moveInTotal } from '~/lib/move-in-cost';

import { openTestDatabase } from '../../tests/unit/test-database';
import { setRates } from './currency-rates.server';
import { writeMoveInCosts } from './move-in-upgrade.server';
import { createProperty, updateProperty, type PropertyInput } from './property-writes.server';

/**
 * The cash it takes to move in (docs/product.md#move-in-cost), kept by the one write path: worked
 * out with the home, again on every change of what it counts, its dollars again when the rates
 * change, and for the homes of a database from before.
 */

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

function newHome(n: number, changes: Partial<PropertyInput>): PropertyInput {
  const {
    searchText: _text,
    searchWords: _words,
    createdAt: _created,
    priceUsd: _usd,
    moveIn: _moveIn,
    moveInUsd: _moveInUsd,
    ...home
  } = buildProperty(seededFaker(9_000 + n), 30_000 + n);
  return { ...home, ...changes };
}

const stored = async (id: number) =>
  (
    await db
      .select({ moveIn: properties.moveIn, usd: properties.moveInUsd })
      .from(properties)
      .where(eq(properties.id, id))
  )[0]!;

const TOKYO_RENT: Partial<PropertyInput> = {
  listingType: 'rent',
  location: 'Tokyo, Japan',
  currency: 'JPY',
  price: 150_000,
  deposit: 150_000,
  keyMoney: 150_000,
  guarantorFee: 75_000,
  otherMoveIn: null,
};

describe('the move-in cost, written with the home', () => {
  it('is the breakdown’s total and its dollars, on listing and on every change it counts', async () => {
    const id = await createProperty(db, newHome(1, TOKYO_RENT));
    // ¥150,000 rent, deposit and key money, ¥165,000 agent's fee, ¥75,000 guarantor.
    expect(await stored(id)).toEqual({
      moveIn: 690_000,
      usd: toUsd(690_000, 'JPY', DEFAULT_RATES),
    });
    await updateProperty(db, id, { keyMoney: null });
    expect((await stored(id)).moveIn).toBe(540_000);
    await updateProperty(db, id, { price: 200_000 });
    expect((await stored(id)).moveIn).toBe(200_000 + 150_000 + 220_000 + 75_000);
    // For sale: Japan's 10 % down and the broker's fee, 3 % + ¥60,000 and tax.
    await updateProperty(db, id, { listingType: 'sale', price: 50_000_000 });
    expect((await stored(id)).moveIn).toBe(5_000_000 + 1_716_000);
  });

  it('writes its dollars again for every home when the rates change', async () => {
    const id = await createProperty(db, newHome(2, TOKYO_RENT));
    const rates: Rates = { ...DEFAULT_RATES, perUsd: { ...DEFAULT_RATES.perUsd, JPY: 100 } };
    try {
      await setRates(db, rates);
      expect(await stored(id)).toEqual({ moveIn: 690_000, usd: 6_900 });
    } finally {
      await setRates(db, DEFAULT_RATES);
    }
    expect((await stored(id)).usd).toBe(toUsd(690_000, 'JPY', DEFAULT_RATES));
  });

  it('is written for the homes of a database from before, as the write path writes it', async () => {
    const id = await createProperty(db, newHome(3, TOKYO_RENT));
    await db.execute(sql`update ${properties} set move_in = 0, move_in_usd = 0`);
    for (let after: number | null = 0; after !== null;)
      after = (await writeMoveInCosts(db, after)).next;
    expect(await stored(id)).toEqual({
      moveIn: 690_000,
      usd: toUsd(690_000, 'JPY', DEFAULT_RATES),
    });
    const rows = await db.select().from(properties);
    for (const home of rows) {
      const total = moveInTotal(home, DEFAULT_RATES);
      expect([home.id, home.moveIn, home.moveInUsd]).toEqual([
        home.id,
        total,
        toUsd(total, home.currency, DEFAULT_RATES),
      ]);
    }
  });
});
