import * as z from 'zod/mini';

import { honeypotField } from './fields';

/**
 * The confirm page's form (docs/product.md#email-and-the-newsletter): the link's token, carried
 * in a hidden field. Its signature is checked by the model; here only its size.
 */
export const newsletterLinkSchema = z.object({
  token: z.string().check(z.maxLength(200)),
  website: honeypotField,
});
