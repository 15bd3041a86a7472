import { eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, comments } from '~/db/schema';
import { commentSchema, type CommentInput } from '~/lib/forms/comment';

import type { PublicComment } from './blogs.server';

/** Spec section 7 "create comment": validated, stored, returned; null when the post does not exist. */
export async function createComment(
  db: Database,
  blogId: number,
  input: Omit<CommentInput, 'website'>,
): Promise<PublicComment | null> {
  const comment = commentSchema.parse(input);
  const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
  if (!blog) return null;
  const [row] = await db
    .insert(comments)
    .values({ blogId, name: comment.name, email: comment.email, content: comment.message })
    .returning({
      id: comments.id,
      name: comments.name,
      content: comments.content,
      createdAt: comments.createdAt,
    });
  return row ?? null;
}
