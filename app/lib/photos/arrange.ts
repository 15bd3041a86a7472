import * as z from 'zod/mini';

import { withoutControls } from '~/lib/forms/plain-fields';

import { ALT_MAX, MAX_PHOTOS, MAX_PLANS } from './rules';

const id = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/**
 * The photo manager's arrangement of a draft's photos (docs/product.md#photos): each photo's place
 * (the first is the cover) and its words. The browser checks it as the owner types, the server
 * as the authority; a photo left out keeps its place and words.
 */
export const arrangeSchema = z.object({
  photos: z
    .array(
      z.object({
        id,
        // Read as every form field is: no control characters (the database refuses NUL).
        alt: z.string().check(z.overwrite(withoutControls), z.trim(), z.maxLength(ALT_MAX)),
        position: z.int().check(z.minimum(0), z.maximum(MAX_PHOTOS + MAX_PLANS)),
      }),
    )
    .check(z.maxLength(MAX_PHOTOS + MAX_PLANS)),
});
export type ArrangeInput = z.infer<typeof arrangeSchema>;

/** The arrangement from a posted body (JSON), or null when it is not one. */
export function parseArrangement(body: unknown): ArrangeInput | null {
  const parsed = z.safeParse(arrangeSchema, body);
  if (!parsed.success) return null;
  const { photos } = parsed.data;
  // Each photo once, each in a place of its own: two in one place would leave the cover to chance.
  const distinct = (values: number[]) => new Set(values).size === values.length;
  const ok = distinct(photos.map((photo) => photo.id)) && distinct(photos.map((p) => p.position));
  return ok ? parsed.data : null;
}
