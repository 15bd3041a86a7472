import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { createComment } from './comments.server';
import { createReview } from './reviews.server';
import { holdsPostsWithLinks, setHoldPostsWithLinks } from './site-settings.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const spam = { name: 'Pill Shop', email: 'spam@example.com', message: 'Cheap pills at pills.shop' };

describe('holding posts with links (docs/product.md#posts-with-links)', () => {
  it('is on for a new site: a spam link waits for a moderator; an admin can turn it off', async () => {
    expect(await holdsPostsWithLinks(db)).toBe(true);
    expect((await createComment(db, 1, spam))?.status).toBe('held');
    expect((await createReview(db, 5, { ...spam, rating: 5 }))?.status).toBe('held');
    const admin = { id: await createTestAccount(db, 'Admin') };
    expect(await setHoldPostsWithLinks(db, admin, false)).toBe(true);
    expect(await holdsPostsWithLinks(db)).toBe(false);
    const shown = await createComment(db, 1, { ...spam, message: 'Now at pills.shop/2' });
    expect(shown?.status).toBe('published');
    expect(await setHoldPostsWithLinks(db, admin, true)).toBe(true);
    expect(await holdsPostsWithLinks(db)).toBe(true);
  });
});
