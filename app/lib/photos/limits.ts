import { MAX_PHOTO_PIXELS, PHOTO_WIDTHS, type PhotoRefusal } from './rules';

/**
 * What a picture may be, judged from its header before it is decoded, and the size it is kept
 * at (docs/product.md#photos, ADR 0100). The figures are measured on libvips 8.18 (sharp 0.35):
 * each photo is processed in a process of its own that may take about 150 MB, of which about
 * 30 MB is Node and libvips themselves.
 */

/** The widest file kept: the gallery at 2× and the full-screen viewer (ADR 0052). */
export const MAX_KEPT_WIDTH = PHOTO_WIDTHS.at(-1)!;
/**
 * The most pixels the largest file may have: a square photo 1,600 px wide. Encoding AVIF takes
 * about 36 bytes a pixel (92 MB for 1,600 × 1,600), so a tall photo kept 1,600 wide (1,600 ×
 * 2,400 took 137 MB) is kept narrower instead: 1,306 × 1,960 for 2:3.
 */
export const MAX_KEPT_PIXELS = 1600 * 1600;
/** The longest side any format keeps: WebP's limit (AVIF's is 16,384, JPEG's 65,535). */
export const MAX_KEPT_SIDE = 16_383;
/** The memory a picture's decoding may take, by the estimates of `decodingBytes`. */
export const DECODING_BUDGET = 110 * 1024 * 1024;

/** What a picture's header says, as sharp's `metadata()` reads it. */
export type PictureHeader = {
  format?: string;
  width?: number;
  height?: number;
  channels?: number;
  depth?: string;
  pages?: number;
  orientation?: number;
  isProgressive?: boolean;
  chromaSubsampling?: string;
};

const bytesPerSample = (depth: string | undefined) =>
  depth === 'ushort' || depth === 'short' ? 2 : depth === 'float' || depth === 'uint' ? 4 : 1;

/** Samples a JPEG keeps a pixel, from its chroma subsampling ("4:2:0" is 1.5, "4:4:4" 3). */
function jpegSamples(header: PictureHeader) {
  const match = /^4:(\d):(\d)(:4)?$/.exec(header.chromaSubsampling ?? '');
  if (!match) return header.channels ?? 3;
  return 1 + (2 * (Number(match[1]) + Number(match[2]))) / 8 + (match[3] ? 1 : 0);
}

/**
 * The memory decoding a picture takes at most, in bytes, from its header. Each kind was
 * measured with the largest and widest pictures that fit the other limits (ADR 0100):
 * - a baseline JPEG is decoded a few rows at a time, shrunk by up to 8 as it is read (a 65,000
 *   × 700 JPEG took 12 MB): nothing to count;
 * - a progressive JPEG keeps every coefficient, 2 bytes a sample, until its last scan (50 MP at
 *   4:2:0: 157 MB);
 * - a PNG is read row by row, but shrinking it keeps up to about 2,000 of its rows and some
 *   600 bytes a column (16,384 × 3,051 in 16-bit RGBA: 179 MB; 100,000 × 300: 153 MB;
 *   1,000,000 × 50: 678 MB), and an interlaced one is kept whole (7,071² 16-bit RGBA: 446 MB);
 * - WebP is decoded shrunk (16,383 × 3,051: 8 MB; lossless 28 MB);
 * - AVIF (HEIF) is decoded whole, about 19 bytes a pixel, 26 past 8 bits (6 MP: 112 and 152 MB).
 */
export function decodingBytes(header: PictureHeader) {
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  const pixels = width * height;
  const pixelBytes = (header.channels ?? 3) * bytesPerSample(header.depth);
  switch (header.format) {
    case 'jpeg':
      return header.isProgressive ? 2 * jpegSamples(header) * pixels : 0;
    case 'png':
      return header.isProgressive
        ? 1.2 * pixelBytes * pixels
        : Math.min(height, 2_100) * width * pixelBytes + 600 * width;
    case 'heif':
      return (bytesPerSample(header.depth) > 1 ? 26 : 19) * pixels;
    default:
      return 0;
  }
}

/** Why a picture whose header reads as a photo is refused before it is decoded, or null. */
export function refusalFromHeader(header: PictureHeader): PhotoRefusal | null {
  if ((header.pages ?? 1) > 1) return 'photos.error.animated';
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_PHOTO_PIXELS)
    return 'photos.error.tooManyPixels';
  if (decodingBytes(header) > DECODING_BUDGET) return 'photos.error.tooLargeToPrepare';
  return null;
}

/** Whether the EXIF orientation turns the picture a quarter (5 to 8): its width becomes its height. */
export const turnsAQuarter = (orientation: number | undefined) => (orientation ?? 1) >= 5;

/**
 * The size the largest file is kept at, from the picture's upright size: never enlarged, at most
 * MAX_KEPT_WIDTH wide, MAX_KEPT_SIDE tall and MAX_KEPT_PIXELS in all, in its own proportions;
 * at least a pixel each way. The narrower files are made from it by width (`keptWidth`), so
 * they fit too.
 */
export function keptSize(width: number, height: number) {
  const scale = Math.min(
    1,
    MAX_KEPT_WIDTH / width,
    MAX_KEPT_SIDE / height,
    Math.sqrt(MAX_KEPT_PIXELS / (width * height)),
  );
  return {
    width: Math.min(MAX_KEPT_WIDTH, Math.max(1, Math.round(width * scale))),
    height: Math.min(MAX_KEPT_SIDE, Math.max(1, Math.round(height * scale))),
  };
}

/**
 * The turns and mirrors that stand a picture upright, by its EXIF orientation (1 to 8), in the
 * order sharp applies them (rotate, then flip, then flop): the picture libvips' own turning
 * gives (photo-corpus.server.test.ts compares them for all eight).
 */
export function orientationSteps(orientation: number | undefined): {
  rotate: 0 | 90 | 180 | 270;
  flip: boolean;
  flop: boolean;
} {
  switch (orientation) {
    case 2:
      return { rotate: 0, flip: false, flop: true };
    case 3:
      return { rotate: 180, flip: false, flop: false };
    case 4:
      return { rotate: 180, flip: false, flop: true };
    case 5:
      return { rotate: 90, flip: true, flop: false };
    case 6:
      return { rotate: 90, flip: false, flop: false };
    case 7:
      return { rotate: 90, flip: false, flop: true };
    case 8:
      return { rotate: 270, flip: false, flop: false };
    default:
      return { rotate: 0, flip: false, flop: false };
  }
}
