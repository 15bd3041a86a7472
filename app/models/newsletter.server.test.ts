import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { subscribeToNewsletter } from './newsletter.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const rowsFor = (email: string) =>
  db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('subscribeToNewsletter', () => {
  it('stores a sign-up trimmed and in lower case', async () => {
    await subscribeToNewsletter(db, '  Reader@Example.com ');
    expect(await rowsFor('reader@example.com')).toHaveLength(1);
  });

  it('keeps one row when the same address signs up twice, in any case or spacing', async () => {
    await subscribeToNewsletter(db, 'Twice@Example.com');
    await expect(subscribeToNewsletter(db, '  twice@EXAMPLE.COM  ')).resolves.toBeUndefined();
    await subscribeToNewsletter(db, 'twice@example.com');
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });

  it('keeps different addresses apart', async () => {
    const before = (await db.select().from(newsletterSubscriptions)).length;
    await subscribeToNewsletter(db, 'one@example.com');
    await subscribeToNewsletter(db, 'two@example.com');
    expect(await db.select().from(newsletterSubscriptions)).toHaveLength(before + 2);
  });
});
