import { createHash } from 'node:crypto';

import type sharpModule from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';

import { keptSize, orientationSteps, refusalFromHeader, turnsAQuarter } from '~/lib/photos/limits';
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
 * The work on one photo's bytes, done in a photo process of its own (photo-worker.server.ts,
 * ADR 0100), never in the server's: it holds libvips and the decoded pixels.
 */

/** The formats the site reads (sharp's names); HEIC is `heif` with HEVC, read only if libvips can. */
const READ = new Set(['jpeg', 'png', 'webp', 'heif']);

export type ProcessedPhoto = {
  /** A name made from the picture's bytes (see photoKey). */
  hash: string;
  width: number;
  height: number;
  files: { width: PhotoWidth; format: PhotoFormat; bytes: Uint8Array }[];
};

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal };

/** Quality for each format: as good to the eye as each other, at a fraction of the bytes. */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 0: AVIF's slowest encoders take seconds a photo on two cores (docs/decisions/0047-photos-in-the-database.md).
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true }),
};

const refuse = (reason: PhotoRefusal) => ({ ok: false as const, reason });

/** Whether the bytes begin as a JPEG, PNG, WebP or AVIF/HEIF file does (its "magic number"). */
function looksLikeAPhoto(input: Uint8Array) {
  const text = (from: number, to: number) =>
    Buffer.from(input.subarray(from, to)).toString('latin1');
  return (
    (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) ||
    text(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    (text(4, 8) === 'ftyp' && /^(avi[fs]|hei[cx]|mif1|msf1)$/.test(text(8, 12)))
  );
}

/**
 * A photo as sent, made into every width and format the pages use (docs/product.md#photos):
 * turned upright by its EXIF orientation, laid on white where it is transparent, in sRGB, its
 * metadata (EXIF, GPS, camera) dropped, since sharp writes none unless asked. Refused, with the
 * reason as a message key, when it is not a picture the site reads, is damaged in any way its
 * decoder notices (`failOn: 'warning'`: a JPEG whose data stops short decodes grey with only a
 * warning), moves, or is larger than its decoding may be (`refusalFromHeader`).
 */
export async function preparePhoto(
  sharp: typeof sharpModule,
  input: Uint8Array,
): Promise<PhotoResult> {
  if (input.length === 0) return refuse('photos.error.empty');
  let header: Metadata;
  try {
    // The header alone, whatever its size says: the size is judged next.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // A picture of a kind the site reads whose header is cut short or broken is damaged;
    // anything else is not a picture it reads.
    return refuse(looksLikeAPhoto(input) ? 'photos.error.damaged' : 'photos.error.notImage');
  }
  if (header.format === 'svg') return refuse('photos.error.svg');
  if (!READ.has(header.format ?? '')) return refuse('photos.error.notImage');
  const hevc = header.format === 'heif' && header.compression === 'hevc';
  if (hevc && !sharp.format.heif.input.fileSuffix?.includes('.heic'))
    return refuse('photos.error.heic');
  const refusal = refusalFromHeader(header);
  if (refusal) return refuse(refusal);

  // Shrunk as it is decoded, before it is turned upright: turning a picture needs all of it, and
  // the kept size is a fraction of a large one. Then turned, once, as a small raw picture.
  const turned = turnsAQuarter(header.orientation);
  const width = header.width!;
  const height = header.height!;
  const kept = turned ? keptSize(height, width) : keptSize(width, height);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, {
      limitInputPixels: MAX_PHOTO_PIXELS,
      failOn: 'warning',
      sequentialRead: true,
    })
      .resize(turned ? kept.height : kept.width, turned ? kept.width : kept.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse(hevc ? 'photos.error.heic' : 'photos.error.damaged');
  }
  const steps = orientationSteps(header.orientation);
  const raw = (from: typeof decoded) => ({
    raw: { width: from.info.width, height: from.info.height, channels: from.info.channels },
  });
  let upright = sharp(decoded.data, raw(decoded));
  if (steps.rotate) upright = upright.rotate(steps.rotate);
  if (steps.flip) upright = upright.flip();
  if (steps.flop) upright = upright.flop();
  const largest = await upright.raw().toBuffer({ resolveWithObject: true });

  // One file at a time: encoding AVIF takes about 36 bytes a pixel, and the process is one of
  // PHOTOS_AT_ONCE on two cores, so encoding several at once would only add their memory.
  const files: ProcessedPhoto['files'] = [];
  for (const nominal of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) {
      const image = sharp(largest.data, raw(largest)).resize({
        width: keptWidth(nominal, largest.info.width),
      });
      const bytes = await ENCODE[format](image).toBuffer();
      files.push({ width: nominal, format, bytes: new Uint8Array(bytes) });
    }
  }
  const hash = createHash('sha256').update(input).digest('hex');
  return {
    ok: true,
    photo: { hash, width: largest.info.width, height: largest.info.height, files },
  };
}
