import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { accountCompared, homesToCompare, keepCompared } from './compare.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('homes to compare', () => {
  it('gives the homes in the order asked, every amenity, and names the ids it has not', async () => {
    const { homes, missing } = await homesToCompare(db, [9, 999_999, 2]);
    expect(homes.map((home) => home.id)).toEqual([9, 2]);
    expect(missing).toEqual([999_999]);
    const [stored] = await db.select().from(properties).where(eq(properties.id, 9));
    expect(homes[0]).toMatchObject({
      price: stored!.price,
      plotSize: stored!.plotSize,
      built: stored!.built,
      hasSwimmingPool: stored!.hasSwimmingPool,
      hasWardrobe: stored!.hasWardrobe,
    });
  });
});

describe("the account's list", () => {
  it('keeps the list in order, and puts its own homes first when merging at sign-in', async () => {
    const userId = await createTestAccount(db, 'Comparer');
    expect(await accountCompared(db, userId)).toEqual([]);
    await keepCompared(db, userId, [5, 3]);
    expect((await accountCompared(db, userId)).map((home) => home.id)).toEqual([5, 3]);
    // The browser brings 7, 3, 8 and 11: the account's two first, then the first two new ones.
    const merged = await keepCompared(db, userId, [7, 3, 8, 11], { merge: true });
    expect(merged.map((home) => home.id)).toEqual([5, 3, 7, 8]);
    expect((await accountCompared(db, userId)).map((home) => home.id)).toEqual([5, 3, 7, 8]);
    expect(merged[0]!.name.length).toBeGreaterThan(0);
    // A set replaces it; unknown homes are left out.
    await keepCompared(db, userId, [999_999, 4]);
    expect((await accountCompared(db, userId)).map((home) => home.id)).toEqual([4]);
    await keepCompared(db, userId, []);
    expect(await accountCompared(db, userId)).toEqual([]);
  });

  it("gives the tray each home's Japanese name beside the stored one, so a Japanese page shows it", async () => {
    const userId = await createTestAccount(db, 'Comparer in Japanese');
    const stored = await db
      .select({ id: properties.id, name: properties.name, nameJa: properties.nameJa })
      .from(properties)
      .where(eq(properties.id, 6));
    expect(stored[0]!.nameJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
    expect(await keepCompared(db, userId, [6], { merge: true })).toEqual(stored);
    expect(await accountCompared(db, userId)).toEqual(stored);
  });
});
