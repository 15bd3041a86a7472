import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { comments, reports, reviews } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { moderate } from './moderation.server';
import { visibleTarget } from './moderation-targets.server';
import { createReport, listOpenReports } from './reports.server';
import { createUser } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

async function reviewOf(propertyId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(asc(reviews.id))
    .limit(1);
  return row!;
}

describe('reports (docs/product.md#the-owners-desk)', () => {
  it('are stored for what visitors can see, with the reporter when signed in, and change nothing', async () => {
    const made = await createUser(db, { name: 'Rey', email: 'rey@example.com', password: 'pw' });
    if (!made.ok) throw new Error('no account');
    const review = await reviewOf(3);
    const ref = { kind: 'review' as const, id: review.id };
    expect(
      await createReport(db, {
        ...ref,
        reason: 'offensive',
        details: '  Rude  ',
        reporterId: made.user.id,
      }),
    ).toBe(true);
    const [stored] = await db.select().from(reports).where(eq(reports.targetId, review.id));
    expect(stored).toMatchObject({
      kind: 'review',
      reason: 'offensive',
      details: 'Rude',
      reporterId: made.user.id,
      closedAt: null,
    });
    expect((await reviewOf(3)).status).toBe('published');
    expect(await createReport(db, { kind: 'property', id: 2, reason: 'misleading' })).toBe(true);
  });

  it('are refused for a record that does not exist or that visitors cannot see', async () => {
    expect(await createReport(db, { kind: 'review', id: 9_999_999, reason: 'spam' })).toBe(false);
    expect(await createReport(db, { kind: 'comment', id: 9_999_999, reason: 'spam' })).toBe(false);
    expect(await createReport(db, { kind: 'property', id: 9_999_999, reason: 'spam' })).toBe(false);
    const made = await createUser(db, { name: 'Mod', email: 'mod@example.com', password: 'pw' });
    if (!made.ok) throw new Error('no account');
    const review = await reviewOf(4);
    await moderate(db, made.user, { kind: 'review', id: review.id }, 'hide', 'Spam');
    expect(await visibleTarget(db, { kind: 'review', id: review.id })).toBeNull();
    expect(await createReport(db, { kind: 'review', id: review.id, reason: 'spam' })).toBe(false);
    // A review on a hidden home is out of sight too.
    const onHidden = await reviewOf(5);
    await moderate(db, made.user, { kind: 'property', id: 5 }, 'hide', 'Fake');
    expect(await createReport(db, { kind: 'review', id: onHidden.id, reason: 'spam' })).toBe(false);
  });

  it('are queued one group per record, the most recently reported first, with their reasons', async () => {
    const [comment] = await db.select().from(comments).orderBy(asc(comments.id)).limit(1);
    const review = await reviewOf(6);
    await createReport(db, { kind: 'comment', id: comment!.id, reason: 'spam' });
    await createReport(db, {
      kind: 'review',
      id: review.id,
      reason: 'other',
      details: 'Not a review',
    });
    await createReport(db, {
      kind: 'comment',
      id: comment!.id,
      reason: 'offensive',
      details: 'Slur',
    });
    const queue = await listOpenReports(db);
    expect(queue.items.slice(0, 2).map((group) => [group.ref, group.count])).toEqual([
      [{ kind: 'comment', id: comment!.id }, 2],
      [{ kind: 'review', id: review.id }, 1],
    ]);
    expect(queue.items[0]).toMatchObject({
      target: { kind: 'comment', text: comment!.content, status: 'published' },
      reports: [
        { reason: 'offensive', details: 'Slur' },
        { reason: 'spam', details: null },
      ],
    });
    expect(queue.total).toBe(4);
  });
});
