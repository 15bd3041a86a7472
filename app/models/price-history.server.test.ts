import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { priceChanges, properties } from '~/db/schema';
import { parsePropertyQuery } from '~/lib/query';

import { openTestDatabase } from '../../tests/unit/test-database';
import { priceHistory, REDUCED_FOR_DAYS } from './price-history.server';
import { cardColumns } from './properties.server';
import { searchProperties } from './search/planner.server';
import { updateProperty } from './property-writes.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** A generated home with no price changes. */
async function homeWithoutHistory(skip = 0) {
  const [row] = await db
    .select({ id: properties.id, price: properties.price })
    .from(properties)
    .where(
      sql`not exists (select 1 from ${priceChanges} as change where change.property_id = ${sql.raw('"properties"."id"')})`,
    )
    .orderBy(properties.id)
    .offset(skip)
    .limit(1);
  return row!;
}

async function reduced(ids: number[]) {
  const rows = await db
    .select({ id: cardColumns.id, priceReduced: cardColumns.priceReduced })
    .from(properties)
    .where(inArray(properties.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.priceReduced]));
}

describe('price history', () => {
  it('generated homes have a history that ends at their price, and the first pages show drops', async () => {
    const mismatched = await db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(priceChanges, eq(priceChanges.propertyId, properties.id))
      .where(
        and(
          sql`${priceChanges.changedAt} = (select max(changed_at) from price_changes p where p.property_id = ${properties.id})`,
          sql`${priceChanges.newPrice} <> ${properties.price}`,
        ),
      );
    expect(mismatched).toEqual([]);
    const [counted] = await db
      .select({ homes: sql<number>`count(distinct ${priceChanges.propertyId})::int` })
      .from(priceChanges);
    expect(counted!.homes).toBeGreaterThan(0);
    const badges = [];
    for (const page of [1, 2, 3]) {
      const result = await searchProperties(
        db,
        parsePropertyQuery(new URLSearchParams(`page=${page}`)),
      );
      badges.push(...result.properties.filter((card) => card.priceReduced));
    }
    expect(badges.length).toBeGreaterThan(0);
  });

  it('keeps each change of price, oldest first; none for a home whose price never changed', async () => {
    const home = await homeWithoutHistory();
    expect(await priceHistory(db, home.id)).toEqual([]);
    await updateProperty(db, home.id, { price: home.price - 1_000 });
    await updateProperty(db, home.id, { name: 'Same price, new name' });
    await updateProperty(db, home.id, { price: home.price + 500 });
    const history = await priceHistory(db, home.id);
    expect(history.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [home.price, home.price - 1_000],
      [home.price - 1_000, home.price + 500],
    ]);
    expect(history[0]!.changedAt.getTime()).toBeLessThanOrEqual(history[1]!.changedAt.getTime());
  });

  it(`shows "Price reduced" when the latest change is a drop at most ${REDUCED_FOR_DAYS} days old`, async () => {
    const homes = await Promise.all([1, 2, 3, 4].map((n) => homeWithoutHistory(n)));
    const [inside, outside, raised, none] = homes.map((home) => home.id) as number[];
    const ago = (days: number, minutes: number) =>
      sql`now() - make_interval(days => ${days}) + make_interval(mins => ${minutes})`;
    await db.insert(priceChanges).values([
      // A drop a minute inside the fortnight, and one a minute outside it.
      { propertyId: inside!, oldPrice: 200, newPrice: 100, changedAt: ago(REDUCED_FOR_DAYS, 1) },
      { propertyId: outside!, oldPrice: 200, newPrice: 100, changedAt: ago(REDUCED_FOR_DAYS, -1) },
      // A recent drop, then a rise: the latest change decides.
      { propertyId: raised!, oldPrice: 200, newPrice: 100, changedAt: ago(3, 0) },
      { propertyId: raised!, oldPrice: 100, newPrice: 150, changedAt: ago(1, 0) },
    ] as never);
    expect(await reduced([inside!, outside!, raised!, none!])).toEqual({
      [inside!]: true,
      [outside!]: false,
      [raised!]: false,
      [none!]: false,
    });
  });
});
