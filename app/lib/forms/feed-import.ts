import * as z from 'zod/mini';

import { FEED_EVERY_HOURS } from './choices';

/**
 * The import page's forms (docs/product.md#listing-feeds), other than the upload: set or stop the
 * feed pulled on a schedule, and run a past import again.
 */
export const feedImportSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('url'),
    url: z.string().check(z.trim(), z.maxLength(2_000), z.regex(/^https?:\/\/\S+$/i, 'url')),
    everyHours: z.pipe(
      z.coerce.number(),
      z.number().check(z.refine((n) => (FEED_EVERY_HOURS as readonly number[]).includes(n))),
    ),
    full: z.optional(z.literal('on')),
  }),
  z.object({ intent: z.literal('stop') }),
  z.object({
    intent: z.literal('rerun'),
    runId: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
  }),
]);
