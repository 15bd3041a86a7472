import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { blogs, properties } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getHomeData } from './home.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let home: Awaited<ReturnType<typeof getHomeData>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  home = await getHomeData(db);
});
afterAll(() => handle?.close());

describe('getHomeData', () => {
  it('shows the six most reviewed homes, best rated first among equals', async () => {
    const rows = await db.select().from(properties);
    const want = [...rows]
      .sort((a, b) => b.reviewCount - a.reviewCount || b.ratingTotal - a.ratingTotal || a.id - b.id)
      .slice(0, 6);
    expect(home.popularProperties.map((p) => p.id)).toEqual(want.map((p) => p.id));
    for (const [i, card] of home.popularProperties.entries()) {
      const row = want[i]!;
      expect(card).toMatchObject({ name: row.name, price: row.price, location: row.location });
      expect(card.cover).toBe(row.photos[0]!.thumbnail);
    }
  });

  it('shows the three newest blog posts', async () => {
    const rows = await db.select().from(blogs);
    const want = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, 3)
      .map((b) => b.id);
    expect(home.latestBlogs.map((b) => b.id)).toEqual(want);
  });

  it('shows 30 testimonials rated 3 to 5 stars', () => {
    expect(home.testimonials).toHaveLength(30);
    for (const t of home.testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(3);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.name).not.toBe('');
      expect(t.content).not.toBe('');
    }
  });

  it('counts the homes of each property type', async () => {
    const rows = await db.select({ category: properties.category }).from(properties);
    const types = ['Apartment', 'Condo', 'Villa', 'Cabin', 'Studio', 'Office', 'Luxury', 'Duplex'];
    expect(home.propertyTypes).toEqual(
      types.map((name) => ({ name, count: rows.filter((r) => r.category === name).length })),
    );
  });
});
