import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, reviews } from '~/db/schema';
import { reviewSchema, type ReviewInput } from '~/lib/forms/review';
import type { PostStatus } from '~/lib/owners-desk';
import type { ListPage } from '~/lib/pagination';

import { publicHome } from './home-access.server';
import { listThread, postToThread, withinRepeatWindow } from './threads.server';

/** What a page shows of a review: never the email (docs/product.md#reviews-and-comments). */
const publicColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  message: reviews.message,
  createdAt: reviews.createdAt,
};

export type PublicReview = {
  id: number;
  name: string;
  rating: number;
  message: string;
  createdAt: Date;
};

/** A home's reviews, a thread (models/threads.server.ts). */
const thread = {
  table: reviews,
  parent: reviews.propertyId,
  id: reviews.id,
  status: reviews.status,
  createdAt: reviews.createdAt,
};

/**
 * A page of a property's published reviews, oldest first: a new review is appended. Without a
 * page, or past the last, the last page, which holds the newest. The rating summary comes from
 * the property's counters, not from this page.
 */
export function listReviews(
  db: Database,
  propertyId: number,
  asked?: number,
): Promise<ListPage<PublicReview>> {
  return listThread<PublicReview>(db, thread, propertyId, publicColumns, asked);
}

/**
 * Creates a review (docs/product.md#reviews-and-comments): validated again here (the server is the
 * authority), stored with the property's counters in one transaction. Returns null when the
 * property is not one everyone sees (docs/product.md#who-sees-a-home), and the review already stored when the same one was
 * posted within the repeat window. A held review (`status: 'held'`) is not counted until a
 * moderator approves it.
 */
export async function createReview(
  db: Database,
  propertyId: number,
  input: Omit<ReviewInput, 'website'>,
): Promise<(PublicReview & { status: PostStatus }) | null> {
  const review = reviewSchema.parse(input);
  const columns = { ...publicColumns, status: reviews.status };
  return postToThread(db, {
    lockParent: async (tx) => {
      const [home] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), publicHome))
        .for('update');
      return home !== undefined;
    },
    sameWithin: async (tx) => {
      const [posted] = await tx
        .select(columns)
        .from(reviews)
        .where(
          and(
            eq(reviews.propertyId, propertyId),
            withinRepeatWindow(reviews.createdAt),
            eq(reviews.name, review.name),
            eq(reviews.email, review.email),
            eq(reviews.rating, review.rating),
            eq(reviews.message, review.message),
          ),
        )
        .limit(1);
      return posted;
    },
    texts: [review.name, review.message],
    store: async (tx, status) => {
      if (status === 'published') await countReview(tx, propertyId, review.rating, 1);
      const [row] = await tx
        .insert(reviews)
        .values({
          propertyId,
          name: review.name,
          email: review.email,
          rating: review.rating,
          message: review.message,
          status,
        })
        .returning(columns);
      return row;
    },
  });
}

type Tx = Pick<Database, 'update'>;

/**
 * Adds a published review to its home's counters (`by` 1), or takes one away (-1): in the
 * transaction that publishes, hides or restores it, after locking the home's row.
 */
export async function countReview(tx: Tx, propertyId: number, rating: number, by: 1 | -1) {
  await tx
    .update(properties)
    .set({
      reviewCount: sql`${properties.reviewCount} + ${by}`,
      ratingTotal: sql`${properties.ratingTotal} + ${by * rating}`,
    })
    .where(eq(properties.id, propertyId));
}
