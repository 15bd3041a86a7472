import { z } from 'zod';

/**
 * The account's compare list as the browser posts it to /compare (ADR 0059): `merge` at sign-in,
 * `set` after each change. Apart from lib/compare.ts, so the cards' script holds no schema.
 */
export const compareListSchema = z.object({
  intent: z.enum(['merge', 'set']),
  ids: z.string().max(200).default(''),
});
