/**
 * Procedural artwork for the whole site. Every picture is a standalone SVG document computed
 * from a seed string, so the same listing always gets the same photo and nothing is stored.
 */
import { renderAvatar } from './avatar';
import { renderBanner } from './banner';
import { renderBlog } from './blog';
import { renderHouse } from './house';
import { renderInterior } from './interior';
import { renderPlan } from './plan';
import { renderTour } from './tour';

import { artSize, type ArtKind, type ArtSize } from './sizes';

export { artSize, type ArtKind, type ArtSize };

export const ART_KINDS: readonly ArtKind[] = [
  'house',
  'interior',
  'plan',
  'avatar',
  'blog',
  'banner',
  'tour',
];

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
    case 'tour':
      return renderTour(seed, width, height);
  }
}
