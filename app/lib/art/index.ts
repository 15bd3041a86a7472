/**
 * Procedural artwork for the whole site. Every picture is a standalone SVG document computed
 * from a seed string, so the same listing always gets the same photo and nothing is stored.
 */
import { renderAvatar } from './avatar';
import { bannerSize, renderBanner } from './banner';
import { renderBlog } from './blog';
import { renderHouse } from './house';
import { renderInterior } from './interior';
import { renderPlan } from './plan';

export { initialsOf } from './avatar';

export type ArtKind = 'house' | 'interior' | 'plan' | 'avatar' | 'blog' | 'banner';
export type ArtSize = 'thumb' | 'full';

export const ART_KINDS: readonly ArtKind[] = [
  'house',
  'interior',
  'plan',
  'avatar',
  'blog',
  'banner',
];

const SIZES: Record<
  Exclude<ArtKind, 'banner'>,
  Record<ArtSize, { width: number; height: number }>
> = {
  house: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  interior: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  plan: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  avatar: { full: { width: 256, height: 256 }, thumb: { width: 96, height: 96 } },
  blog: { full: { width: 1200, height: 750 }, thumb: { width: 480, height: 300 } },
};

/** Intrinsic pixel size of what renderArt returns, so <img> tags can reserve their space. */
export function artSize(
  kind: ArtKind,
  size: ArtSize = 'full',
  seed = '',
): { width: number; height: number } {
  if (kind === 'banner') return { ...bannerSize(seed) };
  return { ...SIZES[kind][size] };
}

/** A complete standalone SVG document for the given kind and seed. */
export function renderArt(kind: ArtKind, seed: string, size: ArtSize = 'full'): string {
  const { width, height } = artSize(kind, size, seed);
  switch (kind) {
    case 'house':
      return renderHouse(seed, width, height);
    case 'interior':
      return renderInterior(seed, width, height);
    case 'plan':
      return renderPlan(seed, width, height);
    case 'avatar':
      return renderAvatar(seed, width, height);
    case 'blog':
      return renderBlog(seed, width, height);
    case 'banner':
      return renderBanner(seed);
  }
}
