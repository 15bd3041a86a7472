import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { authors, blogs, blogTags, comments, tags } from '~/db/schema';
import { markdownAsShown } from '~/db/search-words';
import { parseBlogQuery } from '~/lib/query';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getBlog, getBlogs } from './blogs.server';
import { THREAD_PAGE_SIZE } from './threads.server';
import { createComment } from './comments.server';

const commenter = { name: 'Page Turner', email: 'pages@example.com', message: '' };

type Blog = typeof blogs.$inferSelect;
type Search = { category?: string; tags?: string; keywords?: string };

const PAGE = 6;
const SPEC_CATEGORIES = ['Marketing', 'Management', 'Life Style', 'Development', 'Product'];
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let rows: Blog[];
let tagsOf: Map<number, string[]>;
let authorRows: (typeof authors.$inferSelect)[];
let commentRows: (typeof comments.$inferSelect)[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  rows = await db.select().from(blogs);
  authorRows = await db.select().from(authors);
  commentRows = await db.select().from(comments);
  const tagNames = new Map((await db.select().from(tags)).map((t) => [t.id, t.name]));
  tagsOf = new Map(rows.map((b) => [b.id, []]));
  for (const link of await db.select().from(blogTags)) {
    tagsOf.get(link.blogId)!.push(tagNames.get(link.tagId)!);
  }
});
afterAll(() => handle?.close());

const lower = (text: string) => text.toLowerCase();
const newestFirst = (a: Blog, b: Blog) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** The blog list's filters in plain JavaScript: matching ids, newest first. */
function expected(s: Search): number[] {
  return rows
    .filter(
      (b) =>
        (!s.category || lower(s.category) === 'all' || lower(b.category) === lower(s.category)) &&
        (!s.tags || tagsOf.get(b.id)!.some((t) => lower(t) === lower(s.tags!))) &&
        (!s.keywords ||
          [
            [b.title, b.category, markdownAsShown(b.markdown)],
            // Or its Japanese text, as a Japanese page shows it (ADR 0078).
            [b.titleJa ?? '', markdownAsShown(b.markdownJa ?? '')],
          ].some((text) => lower(text.join(' ')).includes(lower(s.keywords!)))),
    )
    .sort(newestFirst)
    .map((b) => b.id);
}

function list(s: Search, page?: number) {
  const params = new URLSearchParams(s);
  // An address counts pages from 1; every post at once (-1) is set on the query itself.
  if (page !== undefined && page >= 0) params.set('page', String(page + 1));
  return getBlogs(db, { ...parseBlogQuery(params), ...(page === -1 && { page: -1 }) });
}

/** An author as an English page names them. */
function shownAuthor(author: typeof authors.$inferSelect) {
  return { id: author.id, name: `${author.firstName} ${author.lastName}`, photo: author.photo };
}

async function expectPage(s: Search, page = 0) {
  const ids = expected(s);
  const result = await list(s, page);
  expect(result.total).toBe(ids.length);
  const want = page === -1 ? ids : ids.slice(page * PAGE, page * PAGE + PAGE);
  expect(result.blogs.map((b) => b.id)).toEqual(want);
  return { ids, result };
}

describe('getBlogs list', () => {
  it('lists the six newest posts first and counts them all', async () => {
    const { result } = await expectPage({});
    expect(result.total).toBe(200);
    expect(result.blogs).toHaveLength(PAGE);
    expect(result.pageCount).toBe(Math.ceil(200 / PAGE));
  });

  it.each<[string, Search]>([
    ['a category', { category: 'Marketing' }],
    ['a category in lower case', { category: 'life style' }],
    ['a category in capitals', { category: 'DEVELOPMENT' }],
    ['a tag', { tags: 'Mortgage' }],
    ['a tag in lower case', { tags: 'smart home' }],
    ['a keyword in the title', { keywords: 'rental property' }],
    ['a keyword in the text', { keywords: 'FLOOR PLAN SELLS' }],
    ['category and tag', { category: 'product', tags: 'Mortgage' }],
    ['category, tag and keyword', { category: 'Management', tags: 'Finance', keywords: 'o' }],
    ['a Japanese word of the Japanese title or text', { keywords: '東京' }],
    ['a Japanese phrase of the Japanese text', { keywords: '買い手は内見' }],
  ])('filters by %s', async (_name, s) => {
    const { ids } = await expectPage(s);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(rows.length);
  });

  it('matches keywords in the category as well as the title and text', async () => {
    const text = (b: Blog) => lower(`${b.title} ${b.markdown}`);
    const onlyByCategory = rows.filter(
      (b) => b.category === 'Development' && !text(b).includes('development'),
    );
    expect(onlyByCategory.length).toBeGreaterThan(0);
    const { ids } = await expectPage({ keywords: 'development' }, -1);
    for (const b of onlyByCategory) expect(ids).toContain(b.id);
  });

  it('never matches keywords in the link targets of the text', async () => {
    const shown = (b: Blog) =>
      lower(`${b.title} ${b.category} ${b.markdown.replace(/\]\([^)]*\)/g, ']')}`);
    const onlyInLinks = rows.filter(
      (b) => lower(b.markdown).includes('location') && !shown(b).includes('location'),
    );
    expect(onlyInLinks.length).toBeGreaterThan(0);
    const { ids } = await expectPage({ keywords: 'location' }, -1);
    for (const b of onlyInLinks) expect(ids).not.toContain(b.id);
  });

  it("shows every post for the category 'all'", async () => {
    expect(parseBlogQuery(new URLSearchParams('category=all')).category).toBeUndefined();
    const { result } = await expectPage({ category: 'all' });
    expect(result.total).toBe(200);
  });

  it.each<[string, Search]>([
    ['an unused tag', { tags: 'Gardening' }],
    ['a keyword nobody wrote', { keywords: 'zebra submarine' }],
    ['a literal wildcard', { keywords: '%_\\' }],
    ['SQL-looking text', { keywords: "' or 1=1 --", tags: "' or 1=1 --" }],
  ])('finds nothing for %s', async (_name, s) => {
    const { result } = await expectPage(s);
    expect(result.total).toBe(0);
    expect(result.blogs).toEqual([]);
  });

  it('walks through every page of a filtered list in order', async () => {
    const s: Search = { tags: 'Design' };
    const ids = expected(s);
    const seen: number[] = [];
    for (let page = 0; page * PAGE < ids.length; page++) {
      seen.push(...(await expectPage(s, page)).result.blogs.map((b) => b.id));
    }
    expect(seen).toEqual(ids);
  });

  it('gives an empty page past the last one, with the total still right', async () => {
    const { result } = await expectPage({ category: 'Product' }, 40);
    expect(result.blogs).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });

  it('returns every match on page -1', async () => {
    const { result } = await expectPage({}, -1);
    expect(result.blogs).toHaveLength(200);
    await expectPage({ category: 'marketing', keywords: 'home' }, -1);
  });

  it("shows each post's author", async () => {
    const { result } = await expectPage({}, 5);
    for (const item of result.blogs) {
      const blog = rows.find((b) => b.id === item.id)!;
      const author = authorRows.find((a) => a.id === blog.authorId)!;
      expect(item.author).toEqual(shownAuthor(author));
      expect(item).toMatchObject({ title: blog.title, category: blog.category });
    }
  });

  it('names each author in Japanese on Japanese pages, as a Japanese reader writes them', async () => {
    const { blogs: listed } = await getBlogs(db, parseBlogQuery(new URLSearchParams()), 'ja');
    const post = await getBlog(db, listed[0]!.id, undefined, 'ja');
    for (const item of [...listed, post!]) {
      const author = authorRows.find((a) => a.id === item.author.id)!;
      expect(item.author).toEqual({ ...shownAuthor(author), name: author.nameJa });
      expect(item.author.name).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff\s・]+$/u);
    }
  });
});

describe('getBlogs sidebar', () => {
  it('lists the tags in use, sorted, once each', async () => {
    const { tags: names } = await list({ category: 'Product' });
    const inUse = [...new Set([...tagsOf.values()].flat())].sort();
    expect(names).toEqual(inUse);
  });

  it("groups posts as 'All' plus the five categories in their listed order", async () => {
    const { blogsGroup } = await list({ tags: 'Buying' });
    expect(blogsGroup).toEqual([
      { name: 'All', numberOfBlogs: rows.length },
      ...SPEC_CATEGORIES.map((name) => ({
        name,
        numberOfBlogs: rows.filter((b) => b.category === name).length,
      })),
    ]);
  });

  it('shows the four newest posts as recent posts', async () => {
    const { recentPosts } = await list({ category: 'Marketing' }, 3);
    const newest = [...rows].sort(newestFirst).slice(0, 4);
    expect(recentPosts).toEqual(
      newest.map(({ id, title, thumbnail, createdAt }) => ({ id, title, thumbnail, createdAt })),
    );
  });
});

describe('getBlog', () => {
  it('returns the post with its author, tags and comments oldest first, without emails', async () => {
    const blog = rows.find((b) => commentRows.filter((c) => c.blogId === b.id).length > 2)!;
    const found = await getBlog(db, blog.id);
    expect(found).toMatchObject({
      id: blog.id,
      title: blog.title,
      category: blog.category,
      markdown: blog.markdown,
      photo: blog.photo,
      createdAt: blog.createdAt,
    });
    expect(found!.author).toEqual(shownAuthor(authorRows.find((a) => a.id === blog.authorId)!));
    expect(found!.tags).toEqual([...tagsOf.get(blog.id)!].sort());
    const want = commentRows
      .filter((c) => c.blogId === blog.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map(({ id, name, content, createdAt }) => ({ id, name, content, createdAt }));
    expect(found!.comments).toEqual({ items: want, page: 0, pageCount: 1, total: want.length });
    expect(found).not.toHaveProperty('email');
    const text = JSON.stringify(found);
    for (const c of commentRows.filter((c) => c.blogId === blog.id)) {
      expect(text).not.toContain(c.email);
    }
  });

  it('returns null for an id that does not exist', async () => {
    expect(await getBlog(db, 987_654)).toBeNull();
  });

  it('gives a page of comments at a time, the newest page unless another is asked for', async () => {
    const blog = rows[rows.length - 1]!;
    const before = commentRows.filter((c) => c.blogId === blog.id).length;
    const total = 2 * THREAD_PAGE_SIZE + 1;
    for (let i = before; i < total; i++) {
      await createComment(db, blog.id, { ...commenter, message: `Comment number ${i}.` });
    }
    const newest = await getBlog(db, blog.id);
    expect(newest!.comments).toMatchObject({ page: 2, pageCount: 3, total });
    expect(newest!.comments.items.map((c) => c.content)).toEqual([`Comment number ${total - 1}.`]);
    const first = await getBlog(db, blog.id, 0);
    expect(first!.comments).toMatchObject({ page: 0, pageCount: 3, total });
    expect(first!.comments.items).toHaveLength(THREAD_PAGE_SIZE);
    expect((await getBlog(db, blog.id, 1))!.comments.items[0]!.id).toBeGreaterThan(
      first!.comments.items.at(-1)!.id,
    );
    expect((await getBlog(db, blog.id, 9))!.comments).toEqual(newest!.comments);
  });
});
