import * as z from 'zod/mini';

import { API_CLIENT_NAME_MAX } from './choices';
import { requiredText } from './fields';
import { required } from './messages';

const id = z.pipe(
  z.coerce.number({ error: required }),
  z.int({ error: required }).check(z.minimum(1), z.maximum(2_147_483_647)),
);

/**
 * An agency's API clients (docs/product.md#reso-api), one schema for the browser and the server:
 * make one with a name and whether it sees the agency's drafts, or revoke one.
 */
export const apiClientSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    name: requiredText(API_CLIENT_NAME_MAX),
    drafts: z.optional(z.literal('on')),
  }),
  z.object({ intent: z.literal('revoke'), id }),
]);
