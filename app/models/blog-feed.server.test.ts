import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { blogs } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { FEED_SIZE, getFeedPosts } from './blog-feed.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('getFeedPosts', () => {
  it('gives the 20 newest posts, newest first, with their author', async () => {
    const posts = await getFeedPosts(db);
    const newest = await db
      .select({ id: blogs.id })
      .from(blogs)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(FEED_SIZE);
    expect(posts.map((p) => p.id)).toEqual(newest.map((p) => p.id));
    expect(posts).toHaveLength(20);
    expect(posts[0]).toMatchObject({
      title: expect.any(String),
      excerpt: expect.any(String),
      category: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
  });
});
