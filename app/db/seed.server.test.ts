import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from '~/db/client.server';
import {
  authors,
  blogs,
  comments,
  databaseState,
  properties,
  reviews,
  savedHomes,
  tags,
  testimonials,
  users,
} from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { buildAuthor, buildBlog, buildProperty, seededFaker } from './factories';
import { fillOnFirstStart } from './seed.server';

const LOCATIONS = [
  ...['New York, USA', 'London, UK', 'Los Angeles, California, USA', 'Paris, France'],
  ...['Moscow, Russia', 'Istanbul, Turkey', 'Copenhagen, Denmark', 'Tokyo, Japan'],
  'Phnom Penh, Cambodia',
];
const TYPES = ['Apartment', 'Condo', 'Villa', 'Cabin', 'Studio', 'Office', 'Luxury', 'Duplex'];

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let homes: (typeof properties.$inferSelect)[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  homes = await db.select().from(properties);
});
afterAll(() => handle?.close());

describe('the seeded database', () => {
  it('holds 400 properties, 200 blogs and 30 testimonials', async () => {
    expect(homes).toHaveLength(400);
    expect(await db.select({ id: blogs.id }).from(blogs)).toHaveLength(200);
    expect(await db.select({ id: testimonials.id }).from(testimonials)).toHaveLength(30);
  });

  it('prices every rent as a month and every sale as a home', () => {
    // Compared in dollars: each home is priced in its own market's currency (docs/product.md#money).
    for (const home of homes) {
      if (home.listingType === 'rent') expect(home.priceUsd).toBeLessThan(150_000);
      else expect(home.priceUsd).toBeGreaterThanOrEqual(20_000);
    }
  });

  it('uses only the one list of locations and of property types', () => {
    expect(homes.filter((h) => !LOCATIONS.includes(h.location))).toEqual([]);
    expect(homes.filter((h) => !TYPES.includes(h.category))).toEqual([]);
    expect(new Set(homes.map((h) => h.category)).size).toBe(TYPES.length);
  });

  it('lists every home for sale or for rent, and only rentals carry rental terms', () => {
    for (const home of homes) {
      expect(['sale', 'rent']).toContain(home.listingType);
      if (home.listingType === 'rent') expect(home.rentalTerms).toBeTruthy();
      else expect(home.rentalTerms).toBeNull();
    }
    expect(homes.some((h) => h.listingType === 'rent')).toBe(true);
    expect(homes.some((h) => h.listingType === 'sale')).toBe(true);
  });

  it('gives every home at least one review, and its counters match its reviews', async () => {
    const all = await db.select().from(reviews);
    for (const home of homes) {
      const own = all.filter((r) => r.propertyId === home.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(home.reviewCount).toBe(own.length);
      expect(home.ratingTotal).toBe(own.reduce((sum, r) => sum + r.rating, 0));
    }
  });
});

describe('generated data', () => {
  it('builds the same property from the same seed', () => {
    expect(buildProperty(seededFaker(1001), 0)).toEqual(buildProperty(seededFaker(1001), 0));
    expect(buildProperty(seededFaker(1001), 0)).not.toEqual(buildProperty(seededFaker(1002), 0));
  });

  it('seeds the first home from the fixed seed', () => {
    // The seed adds the review counters afterwards; the factory's fields must be stored as built.
    const built = buildProperty(seededFaker(1001), 0);
    expect(homes.find((h) => h.id === 1)).toMatchObject(built);
  });
});

describe('the first load (PGlite)', () => {
  const counts = { properties: 30, blogs: 3, testimonials: 2 };

  it('stores the homes and reviews already visible to every reader (PGlite)', async () => {
    const empty = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      expect(await fillOnFirstStart(empty.db, 'on', counts)).toBe('filled');
      // Vacuumed after the load: every page is marked visible to all, so the first searches
      // write nothing back.
      const result = (await empty.db.execute(sql`
        select relname, relpages, relallvisible from pg_class
        where relname in ('properties', 'reviews') order by relname`)) as unknown as {
        rows: { relname: string; relpages: number; relallvisible: number }[];
      };
      expect(result.rows).toHaveLength(2);
      const options = (await empty.db.execute(
        sql`select reloptions from pg_class where relname = 'properties'`,
      )) as unknown as { rows: { reloptions: string[] | null }[] };
      expect(options.rows[0]?.reloptions).toEqual(['toast_tuple_target=8160']);
      for (const row of result.rows) {
        expect(row.relpages).toBeGreaterThan(0);
        expect(row.relallvisible).toBe(row.relpages);
      }
    } finally {
      await empty.close();
    }
  });

  it('is all or nothing: a load that fails leaves no homes and no mark behind', async () => {
    const empty = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      // The load fails when it reaches the testimonials, its last table.
      await empty.db.execute(sql`
        create function refuse() returns trigger language plpgsql as
        $$ begin raise exception 'refused'; end $$`);
      await empty.db.execute(
        sql`create trigger refuse before insert on testimonials execute function refuse()`,
      );
      await expect(fillOnFirstStart(empty.db, 'on', counts)).rejects.toThrow();
      expect(await empty.db.select({ id: properties.id }).from(properties)).toEqual([]);
      expect(await empty.db.select().from(databaseState)).toEqual([]);
      // Nothing was left half-done: the next start fills the database from the beginning.
      await empty.db.execute(sql`drop trigger refuse on testimonials`);
      expect(await fillOnFirstStart(empty.db, 'on', counts)).toBe('filled');
      expect(await empty.db.select({ id: properties.id }).from(properties)).toHaveLength(30);
    } finally {
      await empty.close();
    }
  });
});

describe('a start never fills a database twice, nor one holding rows (PGlite)', () => {
  const small = { properties: 12, blogs: 2, testimonials: 2 };

  async function tally(db: Database) {
    const count = async (table: AnyTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      homes: await count(properties),
      blogs: await count(blogs),
      tags: await count(tags),
      users: await count(users),
      comments: await count(comments),
      reviews: await count(reviews),
      saved: await count(savedHomes),
      marked: (await db.select().from(databaseState)).map((row) => row.key),
    };
  }

  /** A new embedded database, migrated and never started. */
  async function withNewDatabase(run: (db: Database) => Promise<void>) {
    const handle = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      await run(handle.db);
    } finally {
      await handle.close();
    }
  }

  it('SEED_PROPERTIES=0: the second start of the folder opens what the first made', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'roofline-seed-'));
    const start = async (seed: Parameters<typeof openDatabase>[0]['seed']) => {
      const handle = await openDatabase({ dataDir: dir, seed });
      try {
        return await tally(handle.db);
      } finally {
        await handle.close();
      }
    };
    try {
      const first = await start({ properties: 0, blogs: 3, testimonials: 2 });
      expect(first).toMatchObject({ homes: 0, blogs: 3, marked: ['filled'] });
      expect(await start({ properties: 0, blogs: 3, testimonials: 2 })).toEqual(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two new PGlite databases in a folder, each migrated from nothing: about 15 s on a quiet
    // machine, over 30 s on a loaded one.
  }, 90_000);

  it('fills once, with the counts of the first start; later starts of any setting change nothing', async () => {
    await withNewDatabase(async (db) => {
      expect(await fillOnFirstStart(db, 'on', small)).toBe('filled');
      const first = await tally(db);
      expect(first).toMatchObject({ homes: 12, blogs: 2, marked: ['filled'] });
      expect(await fillOnFirstStart(db, 'on', small)).toBe('already');
      expect(await fillOnFirstStart(db, 'on', { properties: 5 })).toBe('already');
      expect(await fillOnFirstStart(db, 'off')).toBe('already');
      expect(await tally(db)).toEqual(first);
    });
  });

  it('SEED=off: a new database stays empty, and a later start with generated data leaves it so', async () => {
    await withNewDatabase(async (db) => {
      expect(await fillOnFirstStart(db, 'off')).toBe('marked');
      const first = await tally(db);
      expect(first).toEqual({
        homes: 0,
        blogs: 0,
        tags: 0,
        users: 0,
        comments: 0,
        reviews: 0,
        saved: 0,
        marked: ['filled'],
      });
      expect(await fillOnFirstStart(db, 'off')).toBe('already');
      expect(await fillOnFirstStart(db, 'on', small)).toBe('already');
      expect(await tally(db)).toEqual(first);
    });
  });

  it("a database holding a site's rows but no mark is left untouched: accounts, posts and no homes", async () => {
    await withNewDatabase(async (db) => {
      await db.insert(users).values({ name: 'Ana', email: 'ana@example.com', passwordHash: 'x' });
      const [author] = await db.insert(authors).values(buildAuthor(0)).returning();
      const { tags: _tags, ...post } = buildBlog(seededFaker(1), 0, [author!.id]);
      const [blog] = await db.insert(blogs).values(post).returning();
      await db
        .insert(comments)
        .values({ blogId: blog!.id, name: 'Ben', email: 'ben@example.com', content: 'Kept.' });
      const before = await tally(db);
      expect(before).toMatchObject({ homes: 0, users: 1, blogs: 1, comments: 1, marked: [] });
      expect(await fillOnFirstStart(db, 'on', small)).toBe('marked');
      expect(await tally(db)).toEqual({ ...before, marked: ['filled'] });
    });
  });

  it('a database holding homes, reviews and saved homes but no mark is left untouched', async () => {
    await withNewDatabase(async (db) => {
      const [home] = await db
        .insert(properties)
        // Listed by nobody: the database has no agents.
        .values({ ...buildProperty(seededFaker(7), 0), agentId: null })
        .returning();
      const [user] = await db
        .insert(users)
        .values({ name: 'Ana', email: 'ana@example.com', passwordHash: 'x' })
        .returning();
      await db.insert(reviews).values({
        propertyId: home!.id,
        name: 'Ben',
        email: 'ben@example.com',
        rating: 4,
        message: 'Kept.',
      });
      await db.insert(savedHomes).values({ userId: user!.id, propertyId: home!.id });
      const before = await tally(db);
      expect(before).toMatchObject({ homes: 1, reviews: 1, saved: 1, users: 1, marked: [] });
      expect(await fillOnFirstStart(db, 'on', small)).toBe('marked');
      expect(await tally(db)).toEqual({ ...before, marked: ['filled'] });
    });
  });
});

type AnyTable = Parameters<ReturnType<Database['select']>['from']>[0];
