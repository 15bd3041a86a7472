import { desc, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { authors, blogs } from '~/db/schema';

export const FEED_SIZE = 20;

/** The newest posts for the RSS feed, newest first, with what a feed item shows. */
export function getFeedPosts(db: Database, limit = FEED_SIZE) {
  return db
    .select({
      id: blogs.id,
      title: blogs.title,
      excerpt: blogs.excerpt,
      category: blogs.category,
      createdAt: blogs.createdAt,
      firstName: authors.firstName,
      lastName: authors.lastName,
    })
    .from(blogs)
    .innerJoin(authors, eq(authors.id, blogs.authorId))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
}
