import * as z from 'zod/mini';

import { emailField, honeypotField } from './fields';

/** Newsletter sign-up (spec section 5): email required and valid. */
export const newsletterSchema = z.object({
  email: emailField,
  website: honeypotField,
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
