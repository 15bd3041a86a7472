import { asc, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, reviews } from '~/db/schema';
import { reviewSchema, type ReviewInput } from '~/lib/forms/review';

/** What a page shows of a review: never the email (product decisions). */
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

/** A property's reviews, oldest first: a new review is appended (spec section 4). */
export function listReviews(db: Database, propertyId: number): Promise<PublicReview[]> {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/**
 * Spec section 7 "create review": validated again here (the server is the authority), stored with
 * the property's counters in one transaction. Returns null when the property does not exist.
 */
export async function createReview(
  db: Database,
  propertyId: number,
  input: Omit<ReviewInput, 'website'>,
): Promise<PublicReview | null> {
  const review = reviewSchema.parse(input);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(properties)
      .set({
        reviewCount: sql`${properties.reviewCount} + 1`,
        ratingTotal: sql`${properties.ratingTotal} + ${review.rating}`,
      })
      .where(eq(properties.id, propertyId))
      .returning({ id: properties.id });
    if (updated.length === 0) return null;
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
