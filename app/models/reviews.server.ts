import { and, asc, count, eq, gt, sql, type AnyColumn } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, reviews } from '~/db/schema';
import { reviewSchema, type ReviewInput } from '~/lib/forms/review';
import { readListPage, type ListPage } from '~/lib/pagination';

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

/** Reviews shown on a page of a property's reviews. */
export const REVIEWS_PER_PAGE = 10;

/**
 * A page of a property's reviews, oldest first: a new review is appended. Without a page, or past
 * the last, the last page, which holds the newest. The rating summary comes from the property's
 * counters, not from this page.
 */
export async function listReviews(
  db: Database,
  propertyId: number,
  asked?: number,
): Promise<ListPage<PublicReview>> {
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.propertyId, propertyId));
  return readListPage(counted?.total ?? 0, REVIEWS_PER_PAGE, asked, (offset, limit) =>
    db
      .select(publicColumns)
      .from(reviews)
      .where(eq(reviews.propertyId, propertyId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * A review or comment posted again the same, to the same page, within this time is the same post
 * sent twice (a double-click, a form sent again after a slow answer): it is stored once.
 */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** Rows created within the repeat window. */
export function withinRepeatWindow(createdAt: AnyColumn) {
  return gt(createdAt, sql`now() - ${`${REPEAT_WINDOW_MS} milliseconds`}::interval`);
}

/**
 * Creates a review (docs/product.md#reviews-and-comments): validated again here (the server is the
 * authority), stored with the property's counters in one transaction. Returns null when the
 * property does not exist, and the review already stored when the same one was posted within the
 * repeat window.
 */
export async function createReview(
  db: Database,
  propertyId: number,
  input: Omit<ReviewInput, 'website'>,
): Promise<PublicReview | null> {
  const review = reviewSchema.parse(input);
  return db.transaction(async (tx) => {
    // The home is locked first, so two posts of one review at once are taken in turn and the
    // second finds the first.
    const [home] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!home) return null;
    const [posted] = await tx
      .select(publicColumns)
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
    if (posted) return posted;
    await tx
      .update(properties)
      .set({
        reviewCount: sql`${properties.reviewCount} + 1`,
        ratingTotal: sql`${properties.ratingTotal} + ${review.rating}`,
      })
      .where(eq(properties.id, propertyId));
    const [row] = await tx
      .insert(reviews)
      .values({
        propertyId,
        name: review.name,
        email: review.email,
        rating: review.rating,
        message: review.message,
      })
      .returning(publicColumns);
    return row ?? null;
  });
}
