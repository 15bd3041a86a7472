/** Where the procedural artwork of `app/lib/art` is served (see app/routes/art.ts). */
export type ArtUrlKind = 'house' | 'interior' | 'plan' | 'avatar' | 'blog' | 'banner' | 'tour';
export type ArtUrlSize = 'thumb' | 'full';

/** Bump when the drawings change, so browsers holding `immutable` copies fetch the new ones. */
export const ART_VERSION = 'v1';

export function artUrl(kind: ArtUrlKind, seed: string, size: ArtUrlSize = 'full') {
  return `/art/${ART_VERSION}/${kind}/${size}/${encodeURIComponent(seed)}.svg`;
}

/** Avatars are drawn from the name (product decisions), so nothing about them is stored. */
export function avatarUrl(name: string, size: ArtUrlSize = 'thumb') {
  return artUrl('avatar', name.trim().toLowerCase() || '?', size);
}
