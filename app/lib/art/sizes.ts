/**
 * The pictures' intrinsic sizes, apart from the drawing code so that pages can give every <img>
 * its width and height without shipping the generators to the browser.
 */
export type ArtKind = 'house' | 'interior' | 'plan' | 'avatar' | 'blog' | 'banner' | 'tour';
export type ArtSize = 'thumb' | 'full';
type Box = { width: number; height: number };

const SIZES: Record<Exclude<ArtKind, 'banner'>, Record<ArtSize, Box>> = {
  house: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  interior: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  plan: { full: { width: 1200, height: 900 }, thumb: { width: 480, height: 360 } },
  avatar: { full: { width: 256, height: 256 }, thumb: { width: 96, height: 96 } },
  blog: { full: { width: 1200, height: 750 }, thumb: { width: 480, height: 300 } },
  /** The animated video tour is 16:9, like the player it stands in for. */
  tour: { full: { width: 1280, height: 720 }, thumb: { width: 640, height: 360 } },
};

export const BANNER_SIZES = {
  desktop: { width: 1920, height: 480 },
  tablet: { width: 1024, height: 400 },
  mobile: { width: 750, height: 420 },
} as const;

export function bannerSize(seed: string): Box {
  return seed === 'tablet' || seed === 'mobile' ? BANNER_SIZES[seed] : BANNER_SIZES.desktop;
}

/** Intrinsic pixel size of what renderArt returns, so <img> tags can reserve their space. */
export function artSize(kind: ArtKind, size: ArtSize = 'full', seed = ''): Box {
  if (kind === 'banner') return { ...bannerSize(seed) };
  return { ...SIZES[kind][size] };
}
