import type { FloorPlan, Photo } from './photo';

/**
 * The rules of a listing's photos (docs/product.md#photos), shared by the server that enforces
 * them and the photo manager that shows them before a file is sent.
 */

/** Photos of the home a listing may have (issue 26: "up to 24 a home"). */
export const MAX_PHOTOS = 24;
/** Floor plans a listing may have: a plan a floor, and no home has more floors than this. */
export const MAX_PLANS = 8;
/** The largest file a photo may be, as sent. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a photo may have: a 50-megapixel camera's picture (8,660 × 5,773). More is a
 * decompression bomb as far as the site is concerned: its decoded pixels alone would take over
 * 150 MB (ADR 0047).
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The longest words for a photo (its alt text), or a floor plan's description. */
export const ALT_MAX = 300;

/**
 * The widths every photo is kept in (ADR 0052): 240 for the gallery's thumbnails, 480 for the
 * cards (the drawn art's `thumb` size) and thumbnails at 2×, 720 for the gallery on a phone, 960
 * for the gallery on a tablet or a desktop at 1×, 1600 for the gallery at 2× and the full-screen
 * viewer. A photo narrower than a width is kept at its own width there.
 */
export const PHOTO_WIDTHS = [240, 480, 720, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The formats, best first: the `<picture>` offers AVIF, then WebP, then JPEG, which every browser reads. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export type PhotoRole = 'photo' | 'plan';

/** An uploaded photo as the owner's photo manager shows it. */
export type DraftPhoto = {
  id: number;
  key: string;
  role: PhotoRole;
  alt: string;
  width: number;
  height: number;
  position: number;
  thumbnail: string;
};

/** Why a photo was refused: a message key of the photos' dictionary (app/i18n/messages/photos.ts). */
export type PhotoRefusal =
  | 'photos.error.empty'
  | 'photos.error.tooLarge'
  | 'photos.error.notImage'
  | 'photos.error.svg'
  | 'photos.error.heic'
  | 'photos.error.damaged'
  | 'photos.error.tooManyPixels'
  | 'photos.error.tooLargeToPrepare'
  | 'photos.error.animated'
  | 'photos.error.tooMany'
  | 'photos.error.tooManyPlans'
  | 'photos.error.duplicate'
  | 'photos.error.limited'
  | 'photos.error.failed';

export function photoUrl(key: string, width: PhotoWidth, format: PhotoFormat) {
  return `/photos/${key}/${width}.${EXTENSIONS[format]}`;
}

/** Reads `/photos/{key}/{width}.{ext}` back, for the route that serves it; null for anything else. */
export function parsePhotoFile(key: string, file: string) {
  const match = /^(\d+)\.(avif|webp|jpg)$/.exec(file);
  if (!/^[a-z0-9]{16,64}$/.test(key) || !match) return null;
  const width = Number(match[1]) as PhotoWidth;
  if (!PHOTO_WIDTHS.includes(width)) return null;
  const format = (Object.keys(EXTENSIONS) as PhotoFormat[]).find(
    (f) => EXTENSIONS[f] === match[2],
  )!;
  return { key, width, format };
}

/** The pixel width a photo `width` wide is kept at for each of PHOTO_WIDTHS: never enlarged. */
export function keptWidth(nominal: PhotoWidth, width: number) {
  return Math.min(nominal, width);
}

/** A photo's `srcset` in one format: each kept width once, with the width it really has. */
function srcset(key: string, width: number, format: PhotoFormat) {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const nominal of PHOTO_WIDTHS) {
    const real = keptWidth(nominal, width);
    if (seen.has(real)) continue;
    seen.add(real);
    entries.push(`${photoUrl(key, nominal, format)} ${real}w`);
  }
  return entries.join(', ');
}

/**
 * An uploaded photo as a home keeps it (`properties.photos`): the thumbnail and the original the
 * generated homes have too, and its words, size and `<picture>` sources.
 */
export function homePhoto(photo: Pick<DraftPhoto, 'key' | 'alt' | 'width' | 'height'>): Photo {
  return {
    thumbnail: photoUrl(photo.key, 480, 'jpeg'),
    original: photoUrl(photo.key, 1600, 'jpeg'),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sources: PHOTO_FORMATS.map((format) => ({
      type: CONTENT_TYPES[format],
      srcset: srcset(photo.key, photo.width, format),
    })),
  };
}

/** A floor plan's picture: its description is the words the owner wrote for it. */
export function homeFloorPlan(photo: Pick<DraftPhoto, 'key' | 'alt'>): FloorPlan {
  return { description: photo.alt, image: photoUrl(photo.key, 1600, 'jpeg') };
}

/**
 * The key of an uploaded photo from one of its addresses (a card's cover is only an address),
 * so its other formats can be offered; null for drawn art.
 */
export function uploadedPhotoKey(url: string) {
  return /^\/photos\/([a-z0-9]{16,64})\/\d+\.(?:avif|webp|jpg)$/.exec(url)?.[1] ?? null;
}

/** The `<source>`s of a card's cover at the thumbnail width, when it is an uploaded photo. */
export function coverSources(url: string) {
  const key = uploadedPhotoKey(url);
  if (!key) return [];
  return PHOTO_FORMATS.filter((format) => format !== 'jpeg').map((format) => ({
    type: CONTENT_TYPES[format],
    srcset: photoUrl(key, 480, format),
  }));
}

/** The photos that still need words before the listing may be published. */
export function missingAltText<T extends { alt: string }>(photos: T[]) {
  return photos.filter((photo) => !hasWords(photo.alt));
}

/** Words someone can hear: not only spaces and invisible marks (a zero-width space is none). */
export const hasWords = (text: string) => text.replace(/[\p{White_Space}\p{Cf}]/gu, '') !== '';

/** The rooms an owner can say a photo shows; each suggests words for it (`photos.room.*`). */
export const ROOM_TYPES = [
  'outside',
  'garden',
  'living',
  'kitchen',
  'dining',
  'bedroom',
  'bathroom',
  'office',
  'hall',
  'garage',
  'view',
  'plan',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Photos in the order a listing shows them: the home's photos (the cover first), then its plans. */
export function inListingOrder<T extends { role: PhotoRole; position: number; id: number }>(
  photos: T[],
) {
  return [...photos].sort(
    (a, b) =>
      (a.role === b.role ? 0 : a.role === 'photo' ? -1 : 1) ||
      a.position - b.position ||
      a.id - b.id,
  );
}
