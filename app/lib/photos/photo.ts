/**
 * A home's picture: a thumbnail and an original (docs/product.md#home-details). An uploaded photo
 * also has its words for those who cannot see it, its size, and the same picture in smaller
 * widths and other formats (`srcset`), which a `<picture>` offers the browser to choose from.
 */
export type Photo = {
  thumbnail: string;
  original: string;
  alt?: string;
  width?: number;
  height?: number;
  /** Each format's `srcset`, the best first (AVIF, WebP), JPEG last as the fallback. */
  sources?: { type: string; srcset: string }[];
};

/** A floor plan: its picture and what it shows. */
export type FloorPlan = { description: string; image: string };
