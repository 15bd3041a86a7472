import { createHash } from 'node:crypto';

import type sharpModule from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';

import {
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  keptWidth,
  type PhotoFormat,
  type PhotoRefusal,
  type PhotoWidth,
} from '~/lib/photos/rules';

/**
 * Photos processed at once (ADR 0047), as password hashes are (ADR 0040): the machine has two
 * cores, and each photo being processed holds its file and its decoded pixels (about 60 MB for a
 * 12-megapixel photo). The rest wait their turn holding only their request.
 */
export const PHOTOS_AT_ONCE = 2;
let processing = 0;
const waiting: (() => void)[] = [];

export async function inTurn<T>(work: () => Promise<T>) {
  if (processing >= PHOTOS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else processing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else processing -= 1;
  }
}

let library: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded with the first photo: loading it costs about 28 MB of resident memory,
 * which a server that processes no photo never pays (docs/performance.md, "Memory over ten minutes
 * of distinct requests").
 */
export function loadSharp() {
  library ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps no cache of decoded pictures between photos: each is seen once.
    sharp.cache(false);
    return sharp;
  });
  return library;
}

/** The formats the site reads (sharp's names); HEIC is `heif` with HEVC, read only if libvips can. */
const READ = new Set(['jpeg', 'png', 'webp', 'heif']);

export type ProcessedPhoto = {
  /** A name made from the picture's bytes (see photoKey). */
  hash: string;
  width: number;
  height: number;
  files: { width: PhotoWidth; format: PhotoFormat; bytes: Uint8Array }[];
};

/** Quality for each format: as good to the eye as each other, at a fraction of the bytes. */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 0: AVIF's slowest encoders take seconds a photo on two cores (docs/decisions/0047-photos-in-the-database.md).
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true }),
};

/**
 * A photo as sent, made into every width and format the pages use (docs/product.md#photos):
 * turned upright by its EXIF orientation, its metadata (EXIF, GPS, camera) dropped, since sharp
 * writes none unless asked. Refused, with the reason as a message key, when it is not a picture
 * the site reads, is damaged or truncated, or has more pixels than MAX_PHOTO_PIXELS.
 */
export async function processPhoto(
  input: Uint8Array,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal }> {
  if (input.length === 0) return { ok: false, reason: 'photos.error.empty' };
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', sequentialRead: true });
  let meta: Metadata;
  try {
    // The header alone, whatever its size says: the size is judged next.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'photos.error.notImage' };
  }
  if (meta.format === 'svg') return { ok: false, reason: 'photos.error.svg' };
  if (!READ.has(meta.format ?? '')) return { ok: false, reason: 'photos.error.notImage' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS || (meta.pages ?? 1) > 1)
    return { ok: false, reason: 'photos.error.tooManyPixels' };
  // The largest width once, from the photo as sent (a JPEG is decoded at a fraction of its size
  // when that is enough); the smaller widths and every format come from it.
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await open()
      .rotate()
      .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return {
      ok: false,
      reason:
        meta.format === 'heif' && meta.compression === 'hevc'
          ? 'photos.error.heic'
          : 'photos.error.damaged',
    };
  }
  const { data, info } = largest;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const files = await Promise.all(
    PHOTO_WIDTHS.flatMap((nominal) =>
      PHOTO_FORMATS.map(async (format) => {
        const width = keptWidth(nominal, info.width);
        const image = sharp(data, { raw }).resize({ width });
        const bytes = await ENCODE[format](image).toBuffer();
        return { width: nominal, format, bytes: new Uint8Array(bytes) };
      }),
    ),
  );
  const hash = createHash('sha256').update(input).digest('hex');
  return { ok: true, photo: { hash, width: info.width, height: info.height, files } };
}
