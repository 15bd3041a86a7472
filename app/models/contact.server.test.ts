import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { contactMessages } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import {
  createContactMessage,
  listMessages,
  openMessage,
  setMessageHandled,
} from './contact.server';
import { createUser } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const stored = (id: number) => db.select().from(contactMessages).where(eq(contactMessages.id, id));

describe('createContactMessage', () => {
  it('stores the message with its phone and the time it came', async () => {
    const before = Date.now();
    const { id, createdAt } = await createContactMessage(db, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+1 (555) 010-2030',
      subject: 'Viewing',
      message: 'Could I see the loft on Saturday?\nThanks.',
    });
    const [row] = await stored(id);
    expect(row).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+1 (555) 010-2030',
      subject: 'Viewing',
      message: 'Could I see the loft on Saturday?\nThanks.',
    });
    expect(createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('stores no phone when none (or only spaces) was given', async () => {
    const message = { name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Hello' };
    const first = await createContactMessage(db, message);
    const second = await createContactMessage(db, { ...message, phone: '   ' });
    expect((await stored(first.id))[0]!.phone).toBeNull();
    expect((await stored(second.id))[0]!.phone).toBeNull();
  });

  it('keeps every message, even the same one twice', async () => {
    const message = { name: 'Cy', email: 'cy@example.com', subject: 'Again', message: 'Twice' };
    await createContactMessage(db, message);
    await createContactMessage(db, message);
    const rows = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'cy@example.com'));
    expect(rows).toHaveLength(2);
  });
});

describe('the inbox (docs/product.md#the-owners-desk)', () => {
  const send = (subject: string) =>
    createContactMessage(db, { name: 'Cy', email: 'cy@example.com', subject, message: 'Hello' });

  it('marks a message read when it is first opened, and handled when an admin says so', async () => {
    const made = await createUser(db, { name: 'Ada', email: 'ada@example.com', password: 'pw' });
    if (!made.ok) throw new Error('no account');
    const first = await send('First');
    const second = await send('Second');
    const unread = await listMessages(db, { filter: 'unread' });
    expect(unread.items.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);

    const opened = await openMessage(db, first.id);
    expect(opened).toMatchObject({ subject: 'First', message: 'Hello', handledAt: null });
    expect(opened!.readAt).toBeInstanceOf(Date);
    const readAt = opened!.readAt;
    expect((await openMessage(db, first.id))!.readAt).toEqual(readAt);
    expect((await listMessages(db, { filter: 'read' })).items.map((m) => m.id)).toEqual([first.id]);
    expect((await listMessages(db, { filter: 'unread' })).unread).toBe(unread.unread - 1);

    expect(await setMessageHandled(db, made.user, second.id, true)).toBe('done');
    expect(await setMessageHandled(db, made.user, second.id, true)).toBe('unchanged');
    const handled = await listMessages(db, { filter: 'handled' });
    expect(handled.items.map((m) => m.id)).toEqual([second.id]);
    // Handled from the list, it counts as read too.
    expect(handled.items[0]!.readAt).toBeInstanceOf(Date);
    expect(await setMessageHandled(db, made.user, second.id, false)).toBe('done');
    expect((await listMessages(db, { filter: 'handled' })).total).toBe(0);
    expect(await setMessageHandled(db, made.user, 9_999_999, true)).toBe('not-found');
    expect(await openMessage(db, 9_999_999)).toBeNull();
  });
});
