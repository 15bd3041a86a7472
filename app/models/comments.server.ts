import { and, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, comments } from '~/db/schema';
import { commentSchema, type CommentInput } from '~/lib/forms/comment';
import type { PostStatus } from '~/lib/owners-desk';

import type { PublicComment } from './blogs.server';
import { newPostStatus, withinRepeatWindow } from './reviews.server';

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
  const columns = {
    id: comments.id,
    name: comments.name,
    content: comments.content,
    createdAt: comments.createdAt,
    status: comments.status,
  };
  return db.transaction(async (tx) => {
    // Locked, as a review's home is (createReview).
    const [blog] = await tx
      .select({ id: blogs.id })
      .from(blogs)
      .where(eq(blogs.id, blogId))
      .for('update');
    if (!blog) return null;
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
    if (posted) return posted;
    const status = await newPostStatus(tx, [comment.name, comment.message]);
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
    return row ?? null;
  });
}
