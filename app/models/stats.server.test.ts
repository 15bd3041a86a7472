import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database } from '~/db/client.server';
import { blogs, properties, reviews } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createReview } from './reviews.server';
import { getRecentSiteStats, getSiteStats } from './stats.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** The same figures counted in JavaScript from every row. */
async function countedByHand() {
  const [homes, reviewRows, posts] = await Promise.all([
    db.select().from(properties),
    db.select().from(reviews),
    db.select().from(blogs),
  ]);
  const perLocation = new Map<string, number>();
  for (const home of homes)
    perLocation.set(home.location, (perLocation.get(home.location) ?? 0) + 1);
  return {
    homesListed: homes.length,
    homesForSale: homes.filter((home) => home.listingType === 'sale').length,
    homesForRent: homes.filter((home) => home.listingType === 'rent').length,
    locations: perLocation.size,
    reviewsPosted: reviewRows.length,
    averageRating: reviewRows.reduce((sum, review) => sum + review.rating, 0) / reviewRows.length,
    blogPosts: posts.length,
    homesByLocation: [...perLocation]
      .map(([location, count]) => ({ location, homes: count }))
      .sort((a, b) => b.homes - a.homes || (a.location < b.location ? -1 : 1)),
  };
}

describe('getSiteStats', () => {
  it('counts homes, locations, reviews and posts as the rows do', async () => {
    const stats = await getSiteStats(db);
    const want = await countedByHand();
    expect(stats).toEqual({ ...want, averageRating: expect.closeTo(want.averageRating, 9) });
    expect(stats.homesListed).toBe(400);
    expect(stats.locations).toBe(9);
    expect(stats.homesForSale + stats.homesForRent).toBe(stats.homesListed);
  });

  it('follows the data: a new review is counted at once', async () => {
    const before = await getSiteStats(db);
    await createReview(db, 1, { name: 'Ann', email: 'ann@example.com', rating: 0, message: 'Hm.' });
    const after = await getSiteStats(db);
    expect(after.reviewsPosted).toBe(before.reviewsPosted + 1);
    expect(after.averageRating).toBeCloseTo((await countedByHand()).averageRating, 9);
  });
});

describe('getRecentSiteStats', () => {
  it('counts once a minute at most, then counts again', async () => {
    const first = await getRecentSiteStats(db, 60_000, 1_000_000);
    await createReview(db, 2, { name: 'Bo', email: 'bo@example.com', rating: 4, message: 'Ok.' });
    expect(await getRecentSiteStats(db, 60_000, 1_030_000)).toBe(first);
    const later = await getRecentSiteStats(db, 60_000, 1_060_000);
    expect(later!.reviewsPosted).toBe(first!.reviewsPosted + 1);
  });

  it('a count that fails (a statement timeout) answers the last figures, or none, never an error', async () => {
    let failing = false;
    // The same database, whose statements fail while `failing` is set, as under load.
    const slow = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (failing) throw new Error('canceling statement due to statement timeout');
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      failing = true;
      expect(await getRecentSiteStats(slow, 60_000, 2_000_000)).toBeNull();
      failing = false;
      const counted = await getRecentSiteStats(slow, 60_000, 2_000_001);
      expect(counted?.homesListed).toBeGreaterThan(0);
      failing = true;
      expect(await getRecentSiteStats(slow, 60_000, 2_100_000)).toEqual(counted);
      expect(log).toHaveBeenCalledTimes(2);
      expect(String(log.mock.calls[0]![0])).not.toContain('    at ');
    } finally {
      log.mockRestore();
    }
  });
});
