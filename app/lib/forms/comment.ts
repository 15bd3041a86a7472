import * as z from 'zod/mini';

import { emailField, honeypotField, requiredText } from './fields';

export const COMMENT_NAME_MAX = 80;
export const COMMENT_MESSAGE_MAX = 1000;

/** A blog comment (spec section 3: content, name, email). */
export const commentSchema = z.object({
  name: requiredText(COMMENT_NAME_MAX),
  email: emailField,
  message: requiredText(COMMENT_MESSAGE_MAX),
  website: honeypotField,
});
export type CommentInput = z.infer<typeof commentSchema>;
