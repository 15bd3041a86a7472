import * as z from 'zod/mini';

import { ALERT_FREQUENCIES } from '../alerts';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from '../saved-search';

import { requiredText } from './fields';
import { maxLength, required } from './messages';

const id = z.pipe(
  z.coerce.number({ error: required }),
  z.int({ error: required }).check(z.minimum(1), z.maximum(2_147_483_647)),
);

/**
 * The saved searches' forms (docs/product.md#saved-searches-and-price-history), one schema for
 * the browser and the server: save the search of a results address with a name, rename one,
 * delete one, or open one.
 */
export const savedSearchSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    name: requiredText(SAVED_SEARCH_NAME_MAX),
    /** The results address's query string; the server keeps only its canonical form. */
    query: z.optional(
      z
        .string()
        .check(z.maxLength(SAVED_SEARCH_QUERY_MAX, { error: maxLength(SAVED_SEARCH_QUERY_MAX) })),
    ),
    frequency: z.optional(z.enum(ALERT_FREQUENCIES)),
  }),
  z.object({ intent: z.literal('rename'), id, name: requiredText(SAVED_SEARCH_NAME_MAX) }),
  z.object({ intent: z.literal('delete'), id }),
  // Opening marks its new matches seen, so it is a post (no GET changes data; house style).
  z.object({ intent: z.literal('open'), id }),
  // How often the search alerts its account (docs/product.md#alerts-and-the-job-queue).
  z.object({ intent: z.literal('alerts'), id, frequency: z.enum(ALERT_FREQUENCIES) }),
]);
