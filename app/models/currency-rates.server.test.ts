import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { homeChanges, priceChanges, properties } from '~/db/schema';
import { DEFAULT_RATES, localPrice, toUsd, type Rates } from '~/lib/money';

import { openTestDatabase } from '../../tests/unit/test-database';
import { parseRates, recomputeDollarPrices, setRates } from './currency-rates.server';
import { storedRates } from './rates-store.server';
import { pricesInLocalCurrency } from './currency-upgrade.server';
import { createProperty, updateProperty, type PropertyInput } from './property-writes.server';
import { buildSearchIndex } from './search/index-build.server';
import { applyHomeChanges } from './search/index-state.server';
import { SORT_ORDER } from './search/sort.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

function newHome(n: number, changes: Partial<PropertyInput> = {}): PropertyInput {
  const {
    searchText: _text,
    searchWords: _words,
    createdAt: _created,
    priceUsd: _usd,
    ...home
  } = buildProperty(seededFaker(7_000 + n), 20_000 + n);
  return { ...home, ...changes };
}

const dollarsOf = async (id: number) =>
  (await db.select({ usd: properties.priceUsd }).from(properties).where(eq(properties.id, id)))[0]!
    .usd;

describe('the dollar price, written with the price', () => {
  it('is the price at the stored rates, on listing and on every change of price or currency', async () => {
    const id = await createProperty(
      db,
      newHome(1, { location: 'Tokyo, Japan', currency: 'JPY', price: 48_000_000 }),
    );
    expect(await dollarsOf(id)).toBe(toUsd(48_000_000, 'JPY', DEFAULT_RATES));
    await updateProperty(db, id, { price: 45_000_000 });
    expect(await dollarsOf(id)).toBe(toUsd(45_000_000, 'JPY', DEFAULT_RATES));
    await updateProperty(db, id, { currency: 'GBP', price: 850_000 });
    expect(await dollarsOf(id)).toBe(toUsd(850_000, 'GBP', DEFAULT_RATES));
  });
});

describe("the site's rates", () => {
  it('reads only a complete table with a date and positive numbers', () => {
    expect(parseRates(DEFAULT_RATES)).toEqual(DEFAULT_RATES);
    expect(parseRates({ ...DEFAULT_RATES, date: '20 Nov' })).toBeNull();
    expect(parseRates({ date: '2026-11-20', perUsd: { JPY: 150 } })).toBeNull();
    expect(
      parseRates({ date: '2026-11-20', perUsd: { ...DEFAULT_RATES.perUsd, GBP: -1 } }),
    ).toBeNull();
    expect(
      parseRates({ date: '2026-11-20', perUsd: { ...DEFAULT_RATES.perUsd, XXX: 2 } }),
    ).toBeNull();
  });

  it('price every home again a batch at a time, and every index follows', async () => {
    const index = await buildSearchIndex(db, SORT_ORDER);
    const yen = await createProperty(
      db,
      newHome(2, {
        location: 'Tokyo, Japan',
        currency: 'JPY',
        price: 120_000,
        listingType: 'rent',
      }),
    );
    const dollars = await createProperty(db, newHome(3, { currency: 'USD', price: 3_000 }));
    await applyHomeChanges(db, index);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(homeChanges);
    const rates: Rates = { date: '2026-11-27', perUsd: { ...DEFAULT_RATES.perUsd, JPY: 100 } };
    const changed = await setRates(db, rates);
    expect(await storedRates(db)).toEqual(rates);
    expect(await dollarsOf(yen)).toBe(1_200);
    expect(await dollarsOf(dollars)).toBe(3_000);
    // Every home in yen, and those alone, changed; each has its row for the indexes.
    const all = await db
      .select({ id: properties.id, price: properties.price, currency: properties.currency })
      .from(properties);
    const yenHomes = all.filter((home) => home.currency === 'JPY');
    const moved = yenHomes.filter(
      (home) => toUsd(home.price, 'JPY', rates) !== toUsd(home.price, 'JPY', DEFAULT_RATES),
    );
    expect(changed).toBe(moved.length);
    const dollarsNow = await db
      .select({ id: properties.id, usd: properties.priceUsd })
      .from(properties);
    const want = new Map(all.map((home) => [home.id, toUsd(home.price, home.currency, rates)]));
    for (const home of dollarsNow) expect(home.usd).toBe(want.get(home.id));
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(homeChanges);
    expect(after[0]!.n).toBeGreaterThan(before[0]!.n);
    await applyHomeChanges(db, index);
    expect(index.price[yen]).toBe(1_200);
    // Nothing left to do: a second pass, in small batches, writes no home.
    expect(await recomputeDollarPrices(db, 7)).toBe(0);
    await setRates(db, DEFAULT_RATES);
  });
});

describe('the start-up upgrade to local currencies', () => {
  it("reprices generated homes in their city's currency and leaves an owner's dollars", async () => {
    // As a database from before stored them: every price in dollars, no dollar price yet.
    const tokyo = await createProperty(
      db,
      newHome(4, {
        location: 'Tokyo, Japan',
        neighbourhood: 'Shibuya',
        currency: 'USD',
        price: 650_000,
        listingType: 'sale',
      }),
    );
    const owners = await createProperty(
      db,
      newHome(5, { location: 'London, UK', neighbourhood: null, currency: 'USD', price: 900_000 }),
    );
    await db
      .insert(priceChanges)
      .values({ propertyId: tokyo, oldPrice: 700_000, newPrice: 650_000 });
    await db
      .update(properties)
      .set({ priceUsd: 0 })
      .where(inArray(properties.id, [tokyo, owners]));
    let from = 0;
    for (;;) {
      const piece = await pricesInLocalCurrency(db, from);
      if (piece.next === null) break;
      from = piece.next;
    }
    const [home] = await db.select().from(properties).where(eq(properties.id, tokyo));
    expect(home!.currency).toBe('JPY');
    expect(home!.price).toBe(localPrice(650_000, 'JPY', false, DEFAULT_RATES));
    expect(home!.priceUsd).toBe(toUsd(home!.price, 'JPY', DEFAULT_RATES));
    const [change] = await db.select().from(priceChanges).where(eq(priceChanges.propertyId, tokyo));
    expect(change!.newPrice).toBe(home!.price);
    expect(change!.oldPrice).toBe(localPrice(700_000, 'JPY', false, DEFAULT_RATES));
    const [own] = await db.select().from(properties).where(eq(properties.id, owners));
    expect([own!.currency, own!.price, own!.priceUsd]).toEqual(['USD', 900_000, 900_000]);
    // Run again, it changes nothing: a database filled by this version passes through.
    expect((await pricesInLocalCurrency(db, 0)).count).toBe(0);
  });
});
