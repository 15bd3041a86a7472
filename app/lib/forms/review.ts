import * as z from 'zod/mini';

import { DEFAULT_RATING, REVIEW_MESSAGE_MAX, REVIEW_NAME_MAX } from '../catalog';

import { emailField, honeypotField, requiredText } from './fields';
import { required } from './messages';

/**
 * The review form (docs/product.md#reviews-and-comments): name ≤ 80, email, rating 0–5 (default 5),
 * message ≤ 300.
 */
export const reviewSchema = z.object({
  name: requiredText(REVIEW_NAME_MAX),
  email: emailField,
  rating: z._default(
    z.pipe(
      z.coerce.number({ error: required }),
      z
        .int({ error: required })
        .check(z.minimum(0, { error: required }), z.maximum(5, { error: required })),
    ),
    DEFAULT_RATING,
  ),
  message: requiredText(REVIEW_MESSAGE_MAX),
  website: honeypotField,
});
export type ReviewInput = z.infer<typeof reviewSchema>;
