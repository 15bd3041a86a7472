import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import {
  agents,
  comments,
  inquiries,
  newsletterSubscriptions,
  properties,
  reviews,
  users,
} from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getActivity, getDeskFigures } from './desk-stats.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

describe('the desk figures', () => {
  it('count homes by listing type without the hidden ones, and posts by status', async () => {
    const before = await getDeskFigures(db);
    const all = await db
      .select({ id: properties.id, type: properties.listingType })
      .from(properties);
    expect(before.homes.sale + before.homes.rent).toBe(all.length);
    const rental = all.find((home) => home.type === 'rent')!;
    await db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, rental.id));
    await db.update(reviews).set({ status: 'held' }).where(eq(reviews.propertyId, 1));
    const after = await getDeskFigures(db);
    expect(after.homes).toEqual({ ...before.homes, rent: before.homes.rent - 1, hidden: 1 });
    expect(after.reviews.held).toBeGreaterThan(0);
    expect(after.reviews.published + after.reviews.held).toBe(
      before.reviews.published + before.reviews.held,
    );
    expect(after.accounts).toEqual({ total: 0, moderators: 0, admins: 0, locked: 0 });
  });

  it('count homes by status, each once: listed (under offer among them), drafts, sold or let', async () => {
    const before = await getDeskFigures(db);
    const shown = await db
      .select({ id: properties.id, type: properties.listingType })
      .from(properties)
      .where(isNull(properties.hiddenAt))
      .orderBy(properties.id)
      .limit(3);
    const [draft, offered, closed] = shown;
    await db.update(properties).set({ status: 'draft' }).where(eq(properties.id, draft!.id));
    await db
      .update(properties)
      .set({ status: 'under_offer' })
      .where(eq(properties.id, offered!.id));
    await db.update(properties).set({ status: 'closed' }).where(eq(properties.id, closed!.id));
    const after = await getDeskFigures(db);
    const listedBefore = before.homes.sale + before.homes.rent;
    expect(after.homes.sale + after.homes.rent).toBe(listedBefore - 2);
    expect(after.homes.underOffer).toBe(before.homes.underOffer + 1);
    expect(after.homes.drafts).toBe(before.homes.drafts + 1);
    expect(after.homes.closed).toBe(before.homes.closed + 1);
    expect(after.homes.hidden).toBe(before.homes.hidden);
  });

  it('count inquiries to listers, and those not yet answered', async () => {
    const before = await getDeskFigures(db);
    const [agent] = await db.select({ id: agents.id }).from(agents).limit(1);
    await db.insert(inquiries).values([
      { agentId: agent!.id, name: 'Ann', email: 'ann@example.com', message: 'Is it free?' },
      {
        agentId: agent!.id,
        name: 'Bo',
        email: 'bo@example.com',
        message: 'A viewing?',
        answeredAt: new Date(),
      },
    ]);
    const after = await getDeskFigures(db);
    expect(after.inquiries).toEqual({
      total: before.inquiries.total + 2,
      unanswered: before.inquiries.unanswered + 1,
    });
  });

  it('count confirmed newsletter readers as subscribers, and sign-ups waiting apart', async () => {
    const before = await getDeskFigures(db);
    await db
      .insert(newsletterSubscriptions)
      .values([
        { email: 'confirmed-reader@example.com', confirmedAt: new Date() },
        { email: 'waiting-reader-1@example.com' },
        { email: 'waiting-reader-2@example.com' },
      ]);
    const after = await getDeskFigures(db);
    expect(after.subscribers).toEqual({
      total: before.subscribers.total + 1,
      waiting: before.subscribers.waiting + 2,
    });
  });
});

describe('the activity chart', () => {
  it('has one entry a day for 90 days, today last, with sign-ups and posts counted in UTC', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const quiet = await getActivity(db, 90, now);
    expect(quiet).toHaveLength(90);
    expect(quiet[0]!.day).toBe('2026-08-27');
    expect(quiet.at(-1)!.day).toBe('2026-11-24');

    await db.insert(users).values([
      {
        name: 'A',
        email: 'a@example.com',
        passwordHash: 'x',
        createdAt: new Date('2026-11-24T00:30:00Z'),
      },
      {
        name: 'B',
        email: 'b@example.com',
        passwordHash: 'x',
        createdAt: new Date('2026-11-23T23:30:00Z'),
      },
      {
        name: 'C',
        email: 'c@example.com',
        passwordHash: 'x',
        createdAt: new Date('2026-08-26T23:59:00Z'),
      },
    ]);
    await db.insert(reviews).values({
      propertyId: 2,
      name: 'R',
      email: 'r@example.com',
      rating: 3,
      message: 'm',
      createdAt: new Date('2026-11-24T01:00:00Z'),
    });
    await db.insert(comments).values({
      blogId: 2,
      name: 'C',
      email: 'c@example.com',
      content: 'c',
      status: 'hidden',
      createdAt: new Date('2026-11-24T02:00:00Z'),
    });
    const busy = await getActivity(db, 90, now);
    const diff = busy
      .map((day, i) => ({
        day: day.day,
        signUps: day.signUps - quiet[i]!.signUps,
        posts: day.posts - quiet[i]!.posts,
      }))
      .filter((day) => day.signUps !== 0 || day.posts !== 0);
    expect(diff).toEqual([
      { day: '2026-11-23', signUps: 1, posts: 0 },
      { day: '2026-11-24', signUps: 1, posts: 2 },
    ]);
  });
});
