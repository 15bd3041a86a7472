import { and, asc, count, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { containsLink } from '~/lib/links';
import type { PostStatus } from '~/lib/owners-desk';
import { readListPage, type ListPage } from '~/lib/pagination';

import { holdsPostsWithLinks } from './site-settings.server';

/**
 * A thread: the visitors' posts under a page, a home's reviews or a blog post's comments
 * (docs/product.md#reviews-and-comments). Both are shown ten to a page, oldest first (ADR 0036),
 * published only, held for a moderator when they hold a link (ADR 0046), and stored once when sent
 * twice. Each kind keeps its own table and what is its own (a review's rating and its home's
 * counters); this is the part they share.
 */
export const THREAD_PAGE_SIZE = 10;

/**
 * A review or comment posted again the same, to the same page, within this time is the same post
 * sent twice (a double-click, a form sent again after a slow answer): it is stored once.
 */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** Rows created within the repeat window. */
export function withinRepeatWindow(createdAt: AnyColumn) {
  return gt(createdAt, sql`now() - ${`${REPEAT_WINDOW_MS} milliseconds`}::interval`);
}

/**
 * Where a new post goes: held for a moderator when it holds a link and the site holds such posts
 * (docs/product.md#the-owners-desk), published otherwise.
 */
export async function newPostStatus(
  db: Pick<Database, 'select'>,
  texts: string[],
): Promise<PostStatus> {
  if (!texts.some(containsLink)) return 'published';
  return (await holdsPostsWithLinks(db)) ? 'held' : 'published';
}

/** A thread's table and the columns every thread has. */
export type ThreadTable = {
  table: PgTable;
  /** The page the posts are under: its id column. */
  parent: PgColumn;
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

/**
 * A page of a thread's published posts, oldest first: a new post is appended. Without a page, or
 * past the last, the last page, which holds the newest.
 */
export async function listThread<Row>(
  db: Database,
  thread: ThreadTable,
  parentId: number,
  /** The columns a page shows, which make a `Row`: never the email. */
  columns: SelectedFields,
  asked?: number,
): Promise<ListPage<Row>> {
  // Only published posts: not those held or hidden (ADR 0046).
  const shown = and(eq(thread.parent, parentId), eq(thread.status, 'published'));
  const [counted] = await db.select({ total: count() }).from(thread.table).where(shown);
  return readListPage(counted?.total ?? 0, THREAD_PAGE_SIZE, asked, (offset, limit) =>
    db
      .select(columns)
      .from(thread.table)
      .$dynamic()
      .where(shown)
      .orderBy(asc(thread.createdAt), asc(thread.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows as Row[]),
  );
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Posts to a thread in one transaction: the page it goes under is locked first (`lockParent`,
 * false when there is none: the answer is null), so two sends of one post at once are taken in
 * turn and the second finds the first (`sameWithin`: the same post's columns, matched within the
 * repeat window, answered as it was stored). Otherwise stored with its status (`store`).
 */
export async function postToThread<Row>(
  db: Database,
  {
    lockParent,
    sameWithin,
    texts,
    store,
  }: {
    lockParent: (tx: Tx) => Promise<boolean>;
    sameWithin: (tx: Tx) => Promise<Row | undefined>;
    /** What a moderator would read for links: the name and the message. */
    texts: string[];
    store: (tx: Tx, status: PostStatus) => Promise<Row | undefined>;
  },
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    if (!(await lockParent(tx))) return null;
    const posted = await sameWithin(tx);
    if (posted) return posted;
    return (await store(tx, await newPostStatus(tx, texts))) ?? null;
  });
}
