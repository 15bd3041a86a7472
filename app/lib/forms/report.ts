import * as z from 'zod/mini';

import { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASONS } from '../owners-desk';

import { honeypotField } from './fields';
import { maxLength, required } from './messages';

/**
 * A visitor's report (`/report`, docs/product.md#the-owners-desk): what is reported, why (one of
 * four reasons), optional details of up to 500 characters, and the honeypot.
 */
export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: required }),
  id: z.pipe(
    z.coerce.number({ error: required }),
    z.int({ error: required }).check(z.minimum(1), z.maximum(2_147_483_647)),
  ),
  reason: z.enum(REPORT_REASONS, { error: required }),
  details: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, { error: maxLength(REPORT_DETAILS_MAX) })),
  ),
  back: z.optional(z.string()),
  website: honeypotField,
});
