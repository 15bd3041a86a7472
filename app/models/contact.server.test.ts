import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { contactMessages } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createContactMessage } from './contact.server';

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
