import { cutText } from './cut-text';

/** Where the procedural artwork of `app/lib/art` is served (see app/routes/art.ts). */
export type ArtUrlKind = 'house' | 'interior' | 'plan' | 'avatar' | 'blog' | 'banner' | 'tour';
export type ArtUrlSize = 'thumb' | 'full';

/** Bump when the drawings change, so browsers holding `immutable` copies fetch the new ones. */
export const ART_VERSION = 'v2';

/** Addresses of earlier versions that pages stored still draw (ADR 0071). */
export const ART_VERSIONS = ['v1', ART_VERSION];

/** The longest seed the artwork route draws (UTF-16 units); longer ones are not found. */
export const ART_SEED_MAX = 120;

export function artUrl(kind: ArtUrlKind, seed: string, size: ArtUrlSize = 'full') {
  return `/art/${ART_VERSION}/${kind}/${size}/${encodeURIComponent(seed)}.svg`;
}

/**
 * Avatars are drawn from the name (docs/product.md#reviews-and-comments), so nothing about them is
 * stored.
 */
export function avatarUrl(name: string, size: ArtUrlSize = 'thumb') {
  // Lower case may be longer than the name (`İ` is two units in lower case).
  return artUrl('avatar', cutText(name.trim().toLowerCase(), ART_SEED_MAX) || '?', size);
}
