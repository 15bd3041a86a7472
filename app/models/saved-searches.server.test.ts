import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { properties, savedSearches } from '~/db/schema';
import { SAVED_SEARCHES_MAX, savedSearchQuery } from '~/lib/saved-search';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { searchProperties } from './search/planner.server';
import {
  deleteSavedSearch,
  listSavedSearches,
  NEW_MATCHES_CAP,
  openSavedSearch,
  renameSavedSearch,
  saveSearch,
} from './saved-searches.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const newUser = () => createTestAccount(db, 'Searcher');

/** The homes the search itself finds that were listed after `since` (the oracle). */
async function listedSince(search: string, since: Date) {
  const { query } = savedSearchQuery(search);
  const all = await searchProperties(db, { ...query, page: -1 }, { searchIndex: false });
  return all.properties.filter((home) => home.createdAt > since).length;
}

describe('saved searches', () => {
  it('keeps the canonical query: old names, any page, places in the list spelling', async () => {
    const userId = await newUser();
    const saved = await saveSearch(db, userId, {
      name: 'Cheap flats',
      search: 'propertyType=apartment&maxPrice=500000&location=japan&page=3&amenity=hasPark&x=1',
    });
    expect(saved).toMatchObject({
      ok: true,
      query: 'location=Tokyo%2C+Japan&category=Apartment&priceMax=500000&amenities=hasPark',
    });
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    expect(row?.query).toBe(
      'location=Tokyo%2C+Japan&category=Apartment&priceMax=500000&amenities=hasPark',
    );
  });

  it('counts new matches in SQL as the search itself finds them, and opening marks them seen', async () => {
    const userId = await newUser();
    const searches = ['listingType=sale', 'category=Villa&priceMax=900000', 'keywords=garden', ''];
    const ids: number[] = [];
    for (const search of searches) {
      const saved = await saveSearch(db, userId, { name: search || 'All', search });
      if (!saved.ok) throw new Error('not saved');
      ids.push(saved.id);
    }
    // Seen some time ago: the generated homes listed since are new to each search.
    const [row] = await db
      .select({
        since: sql<string>`percentile_disc(0.99) within group (order by ${properties.createdAt})`,
      })
      .from(properties);
    const seen = new Date(row!.since);
    await db.update(savedSearches).set({ seenAt: seen }).where(eq(savedSearches.userId, userId));
    const list = await listSavedSearches(db, userId);
    expect(list.map((row) => row.id).sort()).toEqual([...ids].sort());
    let someNew = false;
    for (const row of list) {
      const expected = Math.min(await listedSince(row.query, seen), NEW_MATCHES_CAP + 1);
      expect(row.newMatches, row.query).toBe(expected);
      if (expected > 0) someNew = true;
    }
    expect(someNew).toBe(true);

    const target = list.find((row) => row.newMatches > 0 && row.query !== '')!;
    expect(await openSavedSearch(db, userId, target.id)).toBe(`/properties?${target.query}`);
    const after = await listSavedSearches(db, userId);
    expect(after.find((row) => row.id === target.id)?.newMatches).toBe(0);
  });

  it('renames and deletes, and another account reaches nothing', async () => {
    const owner = await newUser();
    const other = await newUser();
    const saved = await saveSearch(db, owner, { name: 'Mine', search: 'listingType=rent' });
    if (!saved.ok) throw new Error('not saved');
    expect(await listSavedSearches(db, other)).toEqual([]);
    expect(await openSavedSearch(db, other, saved.id)).toBeNull();
    expect(await renameSavedSearch(db, other, saved.id, 'Theirs')).toBe(false);
    expect(await deleteSavedSearch(db, other, saved.id)).toBe(false);
    expect((await listSavedSearches(db, owner))[0]?.name).toBe('Mine');

    expect(await renameSavedSearch(db, owner, saved.id, 'Rentals')).toBe(true);
    expect((await listSavedSearches(db, owner))[0]?.name).toBe('Rentals');
    expect(await deleteSavedSearch(db, owner, saved.id)).toBe(true);
    expect(await listSavedSearches(db, owner)).toEqual([]);
    expect(await deleteSavedSearch(db, owner, saved.id)).toBe(false);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches an account`, async () => {
    const userId = await newUser();
    await db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_MAX - 1 }, (_, n) => ({
        userId,
        name: `Search ${n}`,
        query: `bedRooms=${n}`,
      })),
    );
    expect((await saveSearch(db, userId, { name: 'Last', search: '' })).ok).toBe(true);
    expect(await saveSearch(db, userId, { name: 'One more', search: '' })).toEqual({
      ok: false,
      reason: 'limit',
    });
    // Another account is not held by this one's limit.
    expect((await saveSearch(db, await newUser(), { name: 'Mine', search: '' })).ok).toBe(true);
  });

  it('a search whose place or type no longer exists is counted without it', async () => {
    const userId = await newUser();
    await db.insert(savedSearches).values({
      userId,
      name: 'Old',
      query: 'location=Atlantis&category=Castle&listingType=rent',
      seenAt: new Date(0),
    });
    const [row] = await listSavedSearches(db, userId);
    expect(row?.dropped).toEqual({ location: 'Atlantis', category: 'Castle' });
    expect(row?.newMatches).toBe(
      Math.min(await listedSince('listingType=rent', new Date(0)), NEW_MATCHES_CAP + 1),
    );
  });
});
