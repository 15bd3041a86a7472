import * as z from 'zod/mini';

import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX } from '../catalog';

import { emailField, honeypotField, requiredText } from './fields';

/** A blog comment: name, email, text (docs/product.md#reviews-and-comments). */
export const commentSchema = z.object({
  name: requiredText(COMMENT_NAME_MAX),
  email: emailField,
  message: requiredText(COMMENT_MESSAGE_MAX),
  website: honeypotField,
});
export type CommentInput = z.infer<typeof commentSchema>;
