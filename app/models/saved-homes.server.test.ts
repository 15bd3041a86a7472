import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { listSavedHomes, isSaved, saveHome, savedAmong, unsaveHome } from './saved-homes.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const newUser = () => createTestAccount(db, 'Saver');

describe('saved homes', () => {
  it('save, answer isSaved and savedAmong, and unsave', async () => {
    const userId = await newUser();
    expect(await saveHome(db, userId, 5)).toBe(true);
    expect(await saveHome(db, userId, 9)).toBe(true);
    expect(await isSaved(db, userId, 5)).toBe(true);
    expect(await savedAmong(db, userId, [1, 5, 9, 12])).toEqual([5, 9]);
    expect(await savedAmong(db, userId, [])).toEqual([]);
    await unsaveHome(db, userId, 5);
    expect(await isSaved(db, userId, 5)).toBe(false);
    await expect(unsaveHome(db, userId, 5)).resolves.toBeUndefined();
  });

  it('keep one row when a home is saved twice, and refuse a home that does not exist', async () => {
    const userId = await newUser();
    await saveHome(db, userId, 3);
    expect(await saveHome(db, userId, 3)).toBe(true);
    expect((await listSavedHomes(db, userId, 0)).total).toBe(1);
    expect(await saveHome(db, userId, 999_999)).toBe(false);
    expect((await listSavedHomes(db, userId, 0)).total).toBe(1);
  });

  it("keep each visitor's homes apart", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await saveHome(db, a, 20);
    expect(await isSaved(db, b, 20)).toBe(false);
    expect((await listSavedHomes(db, b, 0)).total).toBe(0);
  });

  it('list the latest saved first, six a page, as cards', async () => {
    const userId = await newUser();
    const ids = [11, 4, 30, 7, 18, 2, 25, 40];
    for (const id of ids) await saveHome(db, userId, id);
    const first = await listSavedHomes(db, userId, 0);
    expect(first.total).toBe(8);
    expect(first.pageCount).toBe(2);
    expect(first.properties.map((p) => p.id)).toEqual([40, 25, 2, 18, 7, 30]);
    expect(Object.keys(first.properties[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'nameJa',
        'listingType',
        'status',
        'location',
        'category',
        'price',
        'numberOfBeds',
        'numberOfLivingRooms',
        'numberOfBathrooms',
        'numberOfArea',
        'cover',
        'reviewCount',
        'ratingTotal',
        'createdAt',
        'priceReduced',
        'currency',
        'priceUsd',
        'confirmedAt',
        'agency',
        'openHouseAt',
        'layout',
      ].sort(),
    );
    expect(first.properties[0]?.cover).toMatch(/^\/art\//);
    const second = await listSavedHomes(db, userId, 1);
    expect(second.properties.map((p) => p.id)).toEqual([4, 11]);
    expect((await listSavedHomes(db, userId, 5)).properties).toEqual([]);
    expect((await listSavedHomes(db, userId, -3)).page).toBe(0);
  });
});
