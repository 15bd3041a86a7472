import * as z from 'zod/mini';

import { emailField, honeypotField } from './fields';

/** Newsletter sign-up (docs/product.md#newsletter): email required and valid. */
export const newsletterSchema = z.object({
  email: emailField,
  website: honeypotField,
});
