import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createComment, listComments } from './comments.server';
import { createReview, listReviews } from './reviews.server';
import { setHoldPostsWithLinks } from './site-settings.server';
import { createUser } from './users.server';
import { THREAD_PAGE_SIZE } from './threads.server';

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

/** Reviews and comments, each a thread: the same rules through one core (ADR 0036, ADR 0046). */
const KINDS = [
  {
    kind: 'reviews',
    parent: 7,
    post: (text: string, name = 'Ann') =>
      createReview(db, 7, { name, email: 'ann@example.com', rating: 4, message: text }),
    list: (page?: number) => listReviews(db, 7, page),
    textOf: (item: { message: string }) => item.message,
  },
  {
    kind: 'comments',
    parent: 2,
    post: (text: string, name = 'Ann') =>
      createComment(db, 2, { name, email: 'ann@example.com', message: text }),
    list: (page?: number) => listComments(db, 2, page),
    textOf: (item: { content: string }) => item.content,
  },
] as const;

describe.each(KINDS)('$kind are a thread', ({ post, list, textOf }) => {
  it('ten to a page, oldest first, the newest on the last page', async () => {
    const before = (await list()).total;
    const add = THREAD_PAGE_SIZE + 1 - (before % THREAD_PAGE_SIZE);
    for (let i = 0; i < add; i++) await post(`Note ${i} ${Math.random()}`);
    const last = await list();
    expect(last.total).toBe(before + add);
    expect(last.pageCount).toBe(Math.ceil(last.total / THREAD_PAGE_SIZE));
    expect(last.page).toBe(last.pageCount - 1);
    expect(last.items.length).toBe(last.total - last.page * THREAD_PAGE_SIZE);
    const first = await list(0);
    expect(first.items).toHaveLength(THREAD_PAGE_SIZE);
    const times = first.items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('stores the same post sent twice once, and holds one with a link while the site holds them', async () => {
    const text = `Twice ${Math.random()}`;
    const [one, two] = await Promise.all([post(text), post(text)]);
    expect(one!.id).toBe(two!.id);
    await setHoldPostsWithLinks(db, moderator, true);
    try {
      const linked = await post('See https://spam.example for more', 'Link');
      expect(linked!.status).toBe('held');
      const shown = await list();
      expect(shown.items.map((item) => textOf(item as never))).not.toContain(
        'See https://spam.example for more',
      );
    } finally {
      await setHoldPostsWithLinks(db, moderator, false);
    }
  });
});
