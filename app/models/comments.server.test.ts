import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodError as ZodError } from 'zod/v4/core';

import type { Database } from '~/db/client.server';
import { comments } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getBlog } from './blogs.server';
import { createComment } from './comments.server';
import { REPEAT_WINDOW_MS } from './threads.server';

type CommentPayload = Parameters<typeof createComment>[2];

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const valid: CommentPayload = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  message: 'Useful checklist, thank you.',
};

const storedFor = (blogId: number) => db.select().from(comments).where(eq(comments.blogId, blogId));

describe('createComment', () => {
  it('stores the comment and returns it without the email', async () => {
    const comment = await createComment(db, 5, valid);
    expect(comment).toMatchObject({ name: 'Grace Hopper', content: valid.message });
    expect(comment).not.toHaveProperty('email');
    const [stored] = await db.select().from(comments).where(eq(comments.id, comment!.id));
    expect(stored).toMatchObject({
      blogId: 5,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      content: valid.message,
    });
  });

  it("appears last among the post's comments", async () => {
    const before = await storedFor(6);
    const comment = await createComment(db, 6, { ...valid, name: 'Latest Reader' });
    const blog = await getBlog(db, 6);
    expect(blog!.comments.total).toBe(before.length + 1);
    const { status, ...shown } = comment!;
    expect(status).toBe('published');
    expect(blog!.comments.items.at(-1)).toEqual(shown);
    expect(blog!.comments.items.at(-1)).not.toHaveProperty('email');
  });

  it('trims the name and the message', async () => {
    const comment = await createComment(db, 7, { ...valid, name: ' Ann ', message: ' Hi there ' });
    expect(comment).toMatchObject({ name: 'Ann', content: 'Hi there' });
  });

  it('returns null and stores nothing for a post that does not exist', async () => {
    const count = (await db.select({ id: comments.id }).from(comments)).length;
    expect(await createComment(db, 987_654, valid)).toBeNull();
    expect((await db.select({ id: comments.id }).from(comments)).length).toBe(count);
  });

  it.each<[string, Partial<CommentPayload>]>([
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a name of 81 characters', { name: 'n'.repeat(81) }],
    ['an invalid email', { email: 'grace@' }],
    ['an empty email', { email: '' }],
    ['an empty message', { message: '' }],
    ['a message of 1001 characters', { message: 'm'.repeat(1001) }],
  ])('refuses %s and stores nothing', async (_name, change) => {
    const before = (await storedFor(8)).length;
    await expect(createComment(db, 8, { ...valid, ...change })).rejects.toThrow(ZodError);
    expect(await storedFor(8)).toHaveLength(before);
  });

  it('refuses a filled-in honeypot field', async () => {
    const bot = { ...valid, website: 'http://spam.example' } as CommentPayload;
    await expect(createComment(db, 8, bot)).rejects.toThrow(ZodError);
  });
});

describe('a comment sent again', () => {
  const twice = { ...valid, message: 'Sent twice by a double-click.' };

  it('is stored once when the same comment comes again, even at the same moment', async () => {
    const before = (await storedFor(9)).length;
    const first = await createComment(db, 9, twice);
    const answers = await Promise.all([1, 2, 3].map(() => createComment(db, 9, twice)));
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await storedFor(9)).toHaveLength(before + 1);
  });

  it('is stored again when anything differs, or once the window has passed', async () => {
    const before = (await storedFor(10)).length;
    const first = await createComment(db, 10, twice);
    await createComment(db, 10, { ...twice, name: 'Someone Else' });
    await createComment(db, 10, { ...twice, message: `${twice.message} Again.` });
    await createComment(db, 11, twice);
    await db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - REPEAT_WINDOW_MS - 60_000) })
      .where(eq(comments.id, first!.id));
    await createComment(db, 10, twice);
    expect(await storedFor(10)).toHaveLength(before + 4);
  });
});
