import { and, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, comments } from '~/db/schema';
import { commentSchema, type CommentInput } from '~/lib/forms/comment';
import type { PostStatus } from '~/lib/owners-desk';
import type { ListPage } from '~/lib/pagination';

import { listThread, postToThread, withinRepeatWindow } from './threads.server';

/** What a page shows of a comment: never the email (docs/product.md#reviews-and-comments). */
const publicColumns = {
  id: comments.id,
  name: comments.name,
  content: comments.content,
  createdAt: comments.createdAt,
};

export type PublicComment = { id: number; name: string; content: string; createdAt: Date };

/** A blog post's comments, a thread (models/threads.server.ts). */
const thread = {
  table: comments,
  parent: comments.blogId,
  id: comments.id,
  status: comments.status,
  createdAt: comments.createdAt,
};

/**
 * A page of a post's published comments, oldest first: without a page, or past the last, the
 * last, which holds the newest (a new comment is appended).
 */
export function listComments(
  db: Database,
  blogId: number,
  asked?: number,
): Promise<ListPage<PublicComment>> {
  return listThread<PublicComment>(db, thread, blogId, publicColumns, asked);
}

/**
 * Creates a comment (docs/product.md#reviews-and-comments): validated, stored, returned; null when
 * the post does not exist. The same comment posted again within the repeat window is stored once.
 * A comment with a link may be held for a moderator (`status: 'held'`, ADR 0046).
 */
export async function createComment(
  db: Database,
  blogId: number,
  input: Omit<CommentInput, 'website'>,
): Promise<(PublicComment & { status: PostStatus }) | null> {
  const comment = commentSchema.parse(input);
  const columns = { ...publicColumns, status: comments.status };
  return postToThread(db, {
    lockParent: async (tx) => {
      const [blog] = await tx
        .select({ id: blogs.id })
        .from(blogs)
        .where(eq(blogs.id, blogId))
        .for('update');
      return blog !== undefined;
    },
    sameWithin: async (tx) => {
      const [posted] = await tx
        .select(columns)
        .from(comments)
        .where(
          and(
            eq(comments.blogId, blogId),
            withinRepeatWindow(comments.createdAt),
            eq(comments.name, comment.name),
            eq(comments.email, comment.email),
            eq(comments.content, comment.message),
          ),
        )
        .limit(1);
      return posted;
    },
    texts: [comment.name, comment.message],
    store: async (tx, status) => {
      const [row] = await tx
        .insert(comments)
        .values({
          blogId,
          name: comment.name,
          email: comment.email,
          content: comment.message,
          status,
        })
        .returning(columns);
      return row;
    },
  });
}
