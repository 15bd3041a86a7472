import { z } from 'zod';

import { DEFAULT_RATING, REVIEW_MESSAGE_MAX, REVIEW_NAME_MAX } from '../catalog';

import { emailField, honeypotField, requiredText } from './fields';
import { required } from './messages';

/** The review form of spec section 5: name ≤ 80, email, rating 0–5 (default 5), message ≤ 300. */
export const reviewSchema = z.object({
  name: requiredText(REVIEW_NAME_MAX),
  email: emailField,
  rating: z.coerce
    .number({ error: required })
    .int({ error: required })
    .min(0, { error: required })
    .max(5, { error: required })
    .default(DEFAULT_RATING),
  message: requiredText(REVIEW_MESSAGE_MAX),
  website: honeypotField,
});
export type ReviewInput = z.infer<typeof reviewSchema>;
