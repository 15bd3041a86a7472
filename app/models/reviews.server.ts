import { and, asc, count, eq, gt, sql, type AnyColumn } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, reviews } from '~/db/schema';
import { reviewSchema, type ReviewInput } from '~/lib/forms/review';
import { containsLink } from '~/lib/links';
import type { PostStatus } from '~/lib/owners-desk';
import { readListPage, type ListPage } from '~/lib/pagination';

import { publicHome } from './home-access.server';
import { holdsPostsWithLinks } from './site-settings.server';

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

/** Only published reviews are shown and counted: not those held or hidden (ADR 0046). */
const published = eq(reviews.status, 'published');

/**
 * A page of a property's published reviews, oldest first: a new review is appended. Without a
 * page, or past the last, the last page, which holds the newest. The rating summary comes from
 * the property's counters, not from this page.
 */
export async function listReviews(
  db: Database,
  propertyId: number,
  asked?: number,
): Promise<ListPage<PublicReview>> {
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), published));
  return readListPage(counted?.total ?? 0, REVIEWS_PER_PAGE, asked, (offset, limit) =>
    db
      .select(publicColumns)
      .from(reviews)
      .where(and(eq(reviews.propertyId, propertyId), published))
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
 * Where a new post goes: held for a moderator when it holds a link and the site holds such posts
 * (docs/product.md#the-owners-desk), published otherwise.
 */
export async function newPostStatus(
  db: Pick<Database, 'select'>,
  texts: string[],
): Promise<PostStatus> {
  if (!texts.some(containsLink)) return 'published';
  return (await holdsPostsWithLinks(db)) ? 'held' : 'published';
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
  return db.transaction(async (tx) => {
    // The home is locked first, so two posts of one review at once are taken in turn and the
    // second finds the first.
    const [home] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), publicHome))
      .for('update');
    if (!home) return null;
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
    if (posted) return posted;
    const status = await newPostStatus(tx, [review.name, review.message]);
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
    return row ?? null;
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
