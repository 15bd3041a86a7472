import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodError as ZodError } from 'zod/v4/core';

import type { Database } from '~/db/client.server';
import { properties, reviews } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createReview, listReviews } from './reviews.server';
import { THREAD_PAGE_SIZE } from './threads.server';
import { REPEAT_WINDOW_MS } from './threads.server';

type ReviewPayload = Parameters<typeof createReview>[2];

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const valid: ReviewPayload = {
  name: 'Ada Lovelace',
  email: 'Ada.Lovelace@Example.com',
  rating: 4,
  message: 'Bright rooms and a friendly landlord.',
};

async function counters(propertyId: number) {
  const [row] = await db
    .select({ reviewCount: properties.reviewCount, ratingTotal: properties.ratingTotal })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row!;
}

const storedReviews = (propertyId: number) =>
  db.select().from(reviews).where(eq(reviews.propertyId, propertyId));

describe('listReviews', () => {
  it("lists a property's reviews oldest first, without emails", async () => {
    const rows = await storedReviews(11);
    const want = [...rows]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map(({ id, name, rating, message, createdAt }) => ({
        id,
        name,
        rating,
        message,
        createdAt,
      }));
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThanOrEqual(THREAD_PAGE_SIZE);
    const list = await listReviews(db, 11);
    expect(list).toEqual({ items: want, page: 0, pageCount: 1, total: want.length });
    for (const review of list.items) expect(review).not.toHaveProperty('email');
  });

  it('lists nothing for a property that does not exist', async () => {
    expect(await listReviews(db, 987_654)).toEqual({
      items: [],
      page: 0,
      pageCount: 0,
      total: 0,
    });
  });

  it('shows a page of reviews at a time, the newest page unless another is asked for', async () => {
    const before = (await storedReviews(19)).length;
    for (let i = 0; i < 2 * THREAD_PAGE_SIZE + 3 - before; i++) {
      await createReview(db, 19, { ...valid, message: `Review number ${i}.` });
    }
    const total = 2 * THREAD_PAGE_SIZE + 3;
    const all = [...(await storedReviews(19))].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    );
    expect(all).toHaveLength(total);
    const ids = (page: { items: { id: number }[] }) => page.items.map((review) => review.id);
    const newest = await listReviews(db, 19);
    expect(newest).toMatchObject({ page: 2, pageCount: 3, total });
    expect(ids(newest)).toEqual(all.slice(2 * THREAD_PAGE_SIZE).map((row) => row.id));
    const first = await listReviews(db, 19, 0);
    expect(first).toMatchObject({ page: 0, pageCount: 3, total });
    expect(ids(first)).toEqual(all.slice(0, THREAD_PAGE_SIZE).map((row) => row.id));
    expect(ids(await listReviews(db, 19, 1))).toEqual(
      all.slice(THREAD_PAGE_SIZE, 2 * THREAD_PAGE_SIZE).map((row) => row.id),
    );
    // Past the last page, or below the first: the newest.
    expect(await listReviews(db, 19, 3)).toEqual(newest);
    expect(await listReviews(db, 19, -1)).toEqual(newest);
  });
});

describe('createReview', () => {
  it('stores the review and returns it without the email', async () => {
    const review = await createReview(db, 7, valid);
    expect(review).toMatchObject({ name: 'Ada Lovelace', rating: 4, message: valid.message });
    expect(review).not.toHaveProperty('email');
    const [stored] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(stored).toMatchObject({
      propertyId: 7,
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      rating: 4,
      message: valid.message,
    });
  });

  it("adds one to the property's review count and the rating to its total", async () => {
    const before = await counters(8);
    await createReview(db, 8, { ...valid, rating: 3 });
    expect(await counters(8)).toEqual({
      reviewCount: before.reviewCount + 1,
      ratingTotal: before.ratingTotal + 3,
    });
    const rows = await storedReviews(8);
    expect(rows).toHaveLength(before.reviewCount + 1);
  });

  it('appends the new review at the end of the list', async () => {
    const review = await createReview(db, 9, { ...valid, name: 'Newest Visitor' });
    const list = await listReviews(db, 9);
    const { status, ...shown } = review!;
    expect(status).toBe('published');
    expect(list.items.at(-1)).toEqual(shown);
    expect(list.items.at(-1)?.name).toBe('Newest Visitor');
  });

  it('trims what the visitor typed', async () => {
    const review = await createReview(db, 10, { ...valid, name: '  Grace Hopper  ' });
    expect(review?.name).toBe('Grace Hopper');
  });

  it('gives 5 stars when no rating is sent', async () => {
    const withoutRating: Partial<ReviewPayload> = { ...valid };
    delete withoutRating.rating;
    const review = await createReview(db, 12, withoutRating as ReviewPayload);
    expect(review?.rating).toBe(5);
  });

  it('accepts the longest name and message allowed', async () => {
    const review = await createReview(db, 13, {
      ...valid,
      name: 'n'.repeat(80),
      message: 'm'.repeat(300),
    });
    expect(review?.name).toHaveLength(80);
    expect(review?.message).toHaveLength(300);
  });

  it('returns null and stores nothing for a property that does not exist', async () => {
    const count = (await db.select({ id: reviews.id }).from(reviews)).length;
    expect(await createReview(db, 987_654, valid)).toBeNull();
    expect((await db.select({ id: reviews.id }).from(reviews)).length).toBe(count);
  });

  it.each<[string, Partial<ReviewPayload>]>([
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a name of 81 characters', { name: 'n'.repeat(81) }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an empty email', { email: '' }],
    ['an empty message', { message: '' }],
    ['a message of 301 characters', { message: 'm'.repeat(301) }],
    ['a rating of 6', { rating: 6 }],
    ['a negative rating', { rating: -1 }],
    ['a fractional rating', { rating: 2.5 }],
  ])('refuses %s and changes nothing', async (_name, change) => {
    const before = await counters(14);
    await expect(createReview(db, 14, { ...valid, ...change })).rejects.toThrow(ZodError);
    expect(await counters(14)).toEqual(before);
    expect(await storedReviews(14)).toHaveLength(before.reviewCount);
  });

  it('refuses a filled-in honeypot field', async () => {
    const bot = { ...valid, website: 'http://spam.example' } as ReviewPayload;
    await expect(createReview(db, 14, bot)).rejects.toThrow(ZodError);
  });
});

describe('a review sent again', () => {
  const twice = { ...valid, message: 'Sent twice by a double-click.' };

  it('is stored once when the same review comes again within the repeat window', async () => {
    const before = await counters(15);
    const first = await createReview(db, 15, twice);
    const again = await createReview(db, 15, twice);
    expect(again).toEqual(first);
    expect(await counters(15)).toEqual({
      reviewCount: before.reviewCount + 1,
      ratingTotal: before.ratingTotal + twice.rating,
    });
    expect(await storedReviews(15)).toHaveLength(before.reviewCount + 1);
  });

  it('is stored once when three copies arrive at the same moment', async () => {
    const before = await counters(16);
    const answers = await Promise.all([1, 2, 3].map(() => createReview(db, 16, twice)));
    expect(new Set(answers.map((review) => review?.id)).size).toBe(1);
    expect(await counters(16)).toEqual({
      reviewCount: before.reviewCount + 1,
      ratingTotal: before.ratingTotal + twice.rating,
    });
  });

  it('is stored again when anything differs, or once the window has passed', async () => {
    const before = await counters(17);
    const first = await createReview(db, 17, twice);
    await createReview(db, 17, { ...twice, rating: 5 });
    await createReview(db, 17, { ...twice, name: 'Someone Else' });
    await createReview(db, 17, { ...twice, message: `${twice.message} Again.` });
    // The same review on another home is another review.
    const elsewhere = await createReview(db, 18, twice);
    expect(elsewhere?.id).not.toBe(first?.id);
    await db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - REPEAT_WINDOW_MS - 60_000) })
      .where(eq(reviews.id, first!.id));
    const later = await createReview(db, 17, twice);
    expect(later?.id).not.toBe(first?.id);
    expect((await counters(17)).reviewCount).toBe(before.reviewCount + 5);
  });
});
