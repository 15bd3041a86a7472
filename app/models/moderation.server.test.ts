import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { auditLog, comments, properties, reports, reviews } from '~/db/schema';
import { SORT_MODES } from '~/lib/catalog';
import { parsePropertyQuery } from '~/lib/query';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getBlog } from './blogs.server';
import { createComment } from './comments.server';
import { getHomeData } from './home.server';
import { listModerated, moderate, moderationCounts } from './moderation.server';
import { countByCategory, getProperty } from './properties.server';
import { searchProperties } from './search/planner.server';
import { SORT_ORDER } from './search/sort.server';
import { createReport } from './reports.server';
import { updateProperty } from './property-writes.server';
import { createReview, listReviews } from './reviews.server';
import { applyHomeChanges } from './search/index-state.server';
import { buildSearchIndex, type SearchIndex } from './search/index-build.server';
import { setHoldPostsWithLinks } from './site-settings.server';
import { getSiteStats } from './stats.server';
import { createUser } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let moderator: { id: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const made = await createUser(db, { name: 'Mo', email: 'mo@example.com', password: 'pw' });
  if (!made.ok) throw new Error('no account');
  moderator = made.user;
});
afterAll(() => handle?.close());

async function counters(propertyId: number) {
  const [row] = await db
    .select({ reviewCount: properties.reviewCount, ratingTotal: properties.ratingTotal })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row!;
}

async function firstReviewOf(propertyId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(asc(reviews.id))
    .limit(1);
  return row!;
}

const post = { name: 'Rea', email: 'rea@example.com', rating: 2 };
const query = (params: string) => parsePropertyQuery(new URLSearchParams(params));
/** Every result on one page (`page: -1`, which an address cannot ask for). */
const everyResult = (params: string) => ({ ...query(params), page: -1 });
const ids = (result: { properties: { id: number }[] }) => result.properties.map((p) => p.id);

describe('hiding and restoring a review (docs/product.md#the-owners-desk)', () => {
  it("leaves the home's page, its review count and its average at once, and comes back", async () => {
    const review = await firstReviewOf(21);
    const before = await counters(21);
    const listed = await listReviews(db, 21);

    expect(await moderate(db, moderator, { kind: 'review', id: review.id }, 'hide', 'Spam')).toBe(
      'done',
    );
    const hidden = await listReviews(db, 21);
    expect(hidden.total).toBe(listed.total - 1);
    expect(hidden.items.map((r) => r.id)).not.toContain(review.id);
    expect(await counters(21)).toEqual({
      reviewCount: before.reviewCount - 1,
      ratingTotal: before.ratingTotal - review.rating,
    });

    expect(
      await moderate(db, moderator, { kind: 'review', id: review.id }, 'restore', 'Fine'),
    ).toBe('done');
    expect((await listReviews(db, 21)).total).toBe(listed.total);
    expect(await counters(21)).toEqual(before);
  });

  it('answers unchanged for a second hide, and not-found for a review that does not exist', async () => {
    const review = await firstReviewOf(22);
    const before = await counters(22);
    await moderate(db, moderator, { kind: 'review', id: review.id }, 'hide', 'Rude');
    expect(await moderate(db, moderator, { kind: 'review', id: review.id }, 'hide', 'Again')).toBe(
      'unchanged',
    );
    expect(await counters(22)).toEqual({
      reviewCount: before.reviewCount - 1,
      ratingTotal: before.ratingTotal - review.rating,
    });
    expect(await moderate(db, moderator, { kind: 'review', id: 9_999_999 }, 'hide', 'x')).toBe(
      'not-found',
    );
  });
});

describe('posts with links held for approval', () => {
  it('are stored held, neither shown nor counted, until a moderator approves them', async () => {
    await setHoldPostsWithLinks(db, moderator, true);
    const before = await counters(23);
    const held = await createReview(db, 23, { ...post, message: 'Cheap pills at pills.shop' });
    expect(held?.status).toBe('held');
    expect(await counters(23)).toEqual(before);
    expect((await listReviews(db, 23)).items.map((r) => r.id)).not.toContain(held!.id);

    const plain = await createReview(db, 23, { ...post, message: 'Quiet street, no links.' });
    expect(plain?.status).toBe('published');
    expect((await counters(23)).reviewCount).toBe(before.reviewCount + 1);

    expect((await listModerated(db, 'held')).items.map((item) => item.ref)).toContainEqual({
      kind: 'review',
      id: held!.id,
    });
    expect((await moderationCounts(db)).held).toBeGreaterThanOrEqual(1);
    expect(await moderate(db, moderator, { kind: 'review', id: held!.id }, 'approve', 'OK')).toBe(
      'done',
    );
    expect(await counters(23)).toEqual({
      reviewCount: before.reviewCount + 2,
      ratingTotal: before.ratingTotal + 4,
    });
    expect((await listReviews(db, 23)).items.map((r) => r.id)).toContain(held!.id);
  });

  it('held and then hidden (turned down) never move the counters', async () => {
    const before = await counters(24);
    const held = await createReview(db, 24, { ...post, message: 'Visit www.example.org' });
    expect(held?.status).toBe('held');
    await moderate(db, moderator, { kind: 'review', id: held!.id }, 'hide', 'Advert');
    expect(await counters(24)).toEqual(before);
    expect(await moderate(db, moderator, { kind: 'review', id: held!.id }, 'approve', 'x')).toBe(
      'unchanged',
    );
  });

  it('holds a comment with a link too; with the setting off, posts are published', async () => {
    const comment = await createComment(db, 4, {
      name: 'Lin',
      email: 'lin@example.com',
      message: 'More at https://spam.example',
    });
    expect(comment?.status).toBe('held');
    expect((await getBlog(db, 4))!.comments.items.map((c) => c.id)).not.toContain(comment!.id);
    await setHoldPostsWithLinks(db, moderator, false);
    const later = await createReview(db, 25, { ...post, message: 'See https://x.example' });
    expect(later?.status).toBe('published');
  });
});

describe('hiding a comment', () => {
  it('takes it off its post, and restoring brings it back', async () => {
    const [comment] = await db
      .select()
      .from(comments)
      .where(eq(comments.blogId, 5))
      .orderBy(asc(comments.id))
      .limit(1);
    const before = (await getBlog(db, 5))!.comments.total;
    await moderate(db, moderator, { kind: 'comment', id: comment!.id }, 'hide', 'Off topic');
    const after = (await getBlog(db, 5))!.comments;
    expect(after.total).toBe(before - 1);
    expect(after.items.map((c) => c.id)).not.toContain(comment!.id);
    await moderate(db, moderator, { kind: 'comment', id: comment!.id }, 'restore', 'On topic');
    expect((await getBlog(db, 5))!.comments.total).toBe(before);
  });
});

describe('hiding a home', () => {
  it('makes it missing for visitors, the search, the popular homes and every count', async () => {
    const [home] = await db
      .select()
      .from(properties)
      .where(eq(properties.location, 'Paris, France'))
      .orderBy(asc(properties.id))
      .limit(1);
    const id = home!.id;
    const byType = async () =>
      (await countByCategory(db)).find((type) => type.name === home!.category)!.count;
    const [typeBefore, statsBefore] = await Promise.all([byType(), getSiteStats(db)]);
    // The most reviewed home of all, so it is among the popular ones.
    await db.update(properties).set({ reviewCount: 10_000 }).where(eq(properties.id, id));
    expect((await getHomeData(db)).popularProperties.map((p) => p.id)).toContain(id);

    expect(await moderate(db, moderator, { kind: 'property', id }, 'hide', 'Fake')).toBe('done');
    expect(await getProperty(db, id)).toBeNull();
    expect(await getProperty(db, id, { withHidden: true })).toMatchObject({ id });
    expect(ids(await searchProperties(db, everyResult('location=paris')))).not.toContain(id);
    expect((await getHomeData(db)).popularProperties.map((p) => p.id)).not.toContain(id);
    expect(await byType()).toBe(typeBefore - 1);
    const stats = await getSiteStats(db);
    expect(stats.homesListed).toBe(statsBefore.homesListed - 1);
    expect(await createReview(db, id, { ...post, message: 'Hello' })).toBeNull();

    expect(await moderate(db, moderator, { kind: 'property', id }, 'restore', 'Real')).toBe('done');
    expect(await getProperty(db, id)).toMatchObject({ id });
    expect(ids(await searchProperties(db, everyResult('location=paris')))).toContain(id);
    expect(await byType()).toBe(typeBefore);
  });

  /** The index's view of every home, by name rather than by the index's own numbering. */
  function snapshot(index: SearchIndex) {
    const homes = [];
    for (let id = 0; id <= index.maxId; id++) {
      if (index.present[id] !== 1) continue;
      homes.push({
        id,
        price: index.price[id],
        location: index.names.location[index.location[id]!],
        category: index.names.category[index.category[id]!],
      });
    }
    const orders = Object.fromEntries(SORT_MODES.map((mode) => [mode, [...index.order[mode]]]));
    return { count: index.homes, homes, orders };
  }

  it('takes it out of a search index as it follows the write, as a fresh build would', async () => {
    const index = await buildSearchIndex(db, SORT_ORDER);
    const [home] = await db
      .select()
      .from(properties)
      .where(eq(properties.location, 'London, UK'))
      .orderBy(asc(properties.id))
      .limit(1);
    await moderate(db, moderator, { kind: 'property', id: home!.id }, 'hide', 'Duplicate');
    expect(await applyHomeChanges(db, index)).toBeGreaterThanOrEqual(1);
    expect(index.present[home!.id]).toBe(0);
    expect(snapshot(index)).toEqual(snapshot(await buildSearchIndex(db, SORT_ORDER)));
    for (const params of ['location=london', 'sort=price-desc', `keywords=${home!.category}`]) {
      const indexed = await searchProperties(db, query(params), { searchIndex: index });
      expect(indexed, params).toEqual(
        await searchProperties(db, query(params), { searchIndex: false }),
      );
      expect(ids(indexed)).not.toContain(home!.id);
    }

    await moderate(db, moderator, { kind: 'property', id: home!.id }, 'restore', 'Unique');
    await applyHomeChanges(db, index);
    expect(index.present[home!.id]).toBe(1);
    expect(snapshot(index)).toEqual(snapshot(await buildSearchIndex(db, SORT_ORDER)));
  });
});

describe('hiding beside the listing status', () => {
  it('both keep a home out: restoring a sold home leaves it out of the search, its index and the counts', async () => {
    const index = await buildSearchIndex(db, SORT_ORDER);
    const [home] = await db
      .select()
      .from(properties)
      .where(eq(properties.location, 'London, UK'))
      .orderBy(desc(properties.id))
      .limit(1);
    const id = home!.id;
    const search = async () => [
      ids(await searchProperties(db, everyResult('location=london'), { searchIndex: false })),
      ids(await searchProperties(db, everyResult('location=london'), { searchIndex: index })),
    ];
    const byType = async () =>
      (await countByCategory(db)).find((type) => type.name === home!.category)?.count;
    const typeBefore = await byType();

    await moderate(db, moderator, { kind: 'property', id }, 'hide', 'Duplicate');
    expect(await updateProperty(db, id, { status: 'closed' })).toBe(true);
    await applyHomeChanges(db, index);
    for (const found of await search()) expect(found).not.toContain(id);

    await moderate(db, moderator, { kind: 'property', id }, 'restore', 'Not a duplicate');
    await applyHomeChanges(db, index);
    // Restored, and its page answers again; still sold, so still out of the search.
    expect(await getProperty(db, id)).toMatchObject({ id, status: 'closed' });
    for (const found of await search()) expect(found).not.toContain(id);
    expect(index.present[id]).toBe(0);
    expect(await byType()).toBe(typeBefore! - 1);

    expect(await updateProperty(db, id, { status: 'available' })).toBe(true);
    await applyHomeChanges(db, index);
    for (const found of await search()) expect(found).toContain(id);
    expect(await byType()).toBe(typeBefore);
  });
});

describe('what every action leaves behind', () => {
  it("closes the record's open reports and writes who, what, which, when and why", async () => {
    const review = await firstReviewOf(30);
    const ref = { kind: 'review' as const, id: review.id };
    expect(await createReport(db, { ...ref, reason: 'spam' })).toBe(true);
    expect(await createReport(db, { ...ref, reason: 'other', details: 'An advert' })).toBe(true);
    await moderate(db, moderator, ref, 'dismiss', 'Not spam');
    const open = await db
      .select()
      .from(reports)
      .where(and(eq(reports.kind, 'review'), eq(reports.targetId, review.id)));
    expect(open.every((report) => report.closedAt !== null)).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'review'), eq(auditLog.targetId, review.id)));
    expect(entry).toMatchObject({
      actorId: moderator.id,
      action: 'dismiss',
      reason: 'Not spam',
      detail: { reportsClosed: 2 },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
    // Dismissing leaves the review where it was.
    expect((await listReviews(db, 30)).items.map((r) => r.id)).toContain(review.id);
  });

  it('lists hidden records, the most recently hidden first, for restoring', async () => {
    const review = await firstReviewOf(31);
    await moderate(db, moderator, { kind: 'review', id: review.id }, 'hide', 'Rude');
    const hidden = await listModerated(db, 'hidden');
    expect(hidden.items[0]).toMatchObject({
      ref: { kind: 'review', id: review.id },
      target: { kind: 'review', status: 'hidden', parent: { id: 31 } },
    });
  });
});
