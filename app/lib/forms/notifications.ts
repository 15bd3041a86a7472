import * as z from 'zod/mini';

/**
 * The notifications page's form (docs/product.md#alerts-and-the-job-queue): mark one notification
 * read, or all of them. One schema for the browser and the server.
 */
export const notificationsSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('read'),
    id: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
  }),
  z.object({ intent: z.literal('read-all') }),
]);
