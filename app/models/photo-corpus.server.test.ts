import { deflateSync } from 'node:zlib';

import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';

import { MAX_KEPT_PIXELS, MAX_KEPT_SIDE, MAX_KEPT_WIDTH } from '~/lib/photos/limits';
import type { PhotoRefusal } from '~/lib/photos/rules';

import { preparePhoto } from './photo-pipeline.server';
import { processPhoto, type PhotoResult } from './photo-processing.server';

/**
 * Odd and bad pictures, made here with sharp (no picture files in the repository), swept through
 * the photo process as an upload goes (issue 39, items 3 to 5; ADR 0100): every picture of any
 * shape within the limits is kept within every format's limits and looks as it was sent, and
 * every other is refused with its reason, never an error.
 */

const colour = { r: 200, g: 100, b: 50 };
const create = (width: number, height: number, channels: 3 | 4 = 3, alpha = 1): Sharp =>
  sharp({ create: { width, height, channels, background: { ...colour, alpha } } });
const bytes = async (image: Sharp) => new Uint8Array(await image.toBuffer());

/** The mean colour of a stored photo's narrowest JPEG. */
async function looks(result: PhotoResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  const file = result.photo.files.find((f) => f.width === 240 && f.format === 'jpeg')!;
  const { channels } = await sharp(file.bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** Every file of a stored photo: in its format, within every format's limits, at its width. */
async function checkFiles(result: PhotoResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  const { width, height, files } = result.photo;
  expect(width).toBeLessThanOrEqual(MAX_KEPT_WIDTH);
  expect(height).toBeLessThanOrEqual(MAX_KEPT_SIDE);
  expect(width * height).toBeLessThanOrEqual(MAX_KEPT_PIXELS * 1.01);
  expect(files).toHaveLength(15);
  for (const file of files) {
    const meta = await sharp(file.bytes).metadata();
    expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(file.format);
    expect(meta.width).toBe(Math.min(file.width, width));
  }
}

/** A JPEG, PNG or WebP with its size in the header changed: the data stays as it was. */
function withHeaderSize(file: Uint8Array, width: number, height: number) {
  const out = Buffer.from(file);
  const frame = [0xc0, 0xc1, 0xc2]
    .map((marker) => out.indexOf(Buffer.from([0xff, marker])))
    .filter((at) => at >= 0)[0]!;
  out.writeUInt16BE(height, frame + 5);
  out.writeUInt16BE(width, frame + 7);
  return new Uint8Array(out);
}

/** A PNG's header alone, with an empty image: what the limits judge before decoding. */
function pngHeader(
  width: number,
  height: number,
  { depth = 8, colourType = 2, interlaced = false } = {},
) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colourType;
  header[12] = interlaced ? 1 : 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const half = (file: Uint8Array) => file.slice(0, Math.floor(file.length / 2));

describe('odd pictures', () => {
  it('are kept in any shape, within every format’s limits, never enlarged', async () => {
    const shapes: [number, number, number, number][] = [
      // Sent, then kept: a long phone screenshot (issue 39), the narrow ones, a line.
      [1000, 20_000, 358, 7155],
      [4, 20_000, 3, 16_383],
      [2, 17_000, 2, 16_383],
      [1, 16_383, 1, 16_383],
      [20_000, 4, 1600, 1],
      [16_383, 1, 1600, 1],
      [1, 1, 1, 1],
      [3, 2, 3, 2],
      [1600, 1600, 1600, 1600],
      [3000, 4000, 1386, 1848],
    ];
    for (const [width, height, keptWidth, keptHeight] of shapes) {
      const result = await processPhoto(await bytes(create(width, height).png()));
      expect(result, `${width} × ${height}`).toMatchObject({
        ok: true,
        photo: { width: keptWidth, height: keptHeight },
      });
      await checkFiles(result);
      const seen = await looks(result);
      expect(
        seen.every((value, n) => Math.abs(value - [200, 100, 50][n]!) <= 20),
        `${width} × ${height} looks ${seen}`,
      ).toBe(true);
    }
  });

  it('look as they were sent: transparency on white, CMYK, 16-bit, palette, grey', async () => {
    const near = (actual: number[], expected: number[], by = 12) =>
      actual.every((value, n) => Math.abs(value - expected[n]!) <= by);
    const cases: [string, Uint8Array, number[]][] = [
      ['transparent PNG', await bytes(create(300, 200, 4, 0).png()), [255, 255, 255]],
      [
        'half-transparent WebP',
        await bytes(create(300, 200, 4, 0.5).webp({ lossless: true })),
        [228, 178, 153],
      ],
      ['16-bit PNG', await bytes(create(300, 200).toColourspace('rgb16').png()), [200, 100, 50]],
      ['palette PNG', await bytes(create(300, 200).png({ palette: true })), [200, 100, 50]],
      ['interlaced PNG', await bytes(create(300, 200).png({ progressive: true })), [200, 100, 50]],
      [
        'progressive JPEG',
        await bytes(create(300, 200).jpeg({ progressive: true })),
        [200, 100, 50],
      ],
      ['AVIF', await bytes(create(300, 200).avif()), [200, 100, 50]],
      ['grey PNG', await bytes(create(300, 200).greyscale().png()), [128, 128, 128]],
      ['CMYK JPEG', await bytes(create(300, 200).toColourspace('cmyk').jpeg()), [200, 100, 50]],
    ];
    for (const [name, file, expected] of cases) {
      const result = await processPhoto(file);
      const seen = await looks(result);
      expect(near(seen, expected, name === 'CMYK JPEG' ? 32 : 12), `${name}: ${seen}`).toBe(true);
    }
  });

  it('stand upright by every EXIF orientation, shrunk before they are turned', async () => {
    // Red on the left, blue on the right, as stored; each orientation turns it its own way.
    const left = await create(300, 100).png().toBuffer();
    const stored = await sharp({
      create: { width: 600, height: 100, channels: 3, background: '#0000ff' },
    })
      .composite([{ input: await sharp(left).tint('#ff0000').toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    for (let orientation = 1; orientation <= 8; orientation++) {
      const sent = await sharp(stored).jpeg().withMetadata({ orientation }).toBuffer();
      const ours = await preparePhoto(sharp, new Uint8Array(sent));
      if (!ours.ok) throw new Error(ours.reason);
      const file = ours.photo.files.find((f) => f.width === 240 && f.format === 'jpeg')!;
      const libvips = await sharp(sent)
        .rotate()
        .resize({ width: Math.min(240, ours.photo.width) })
        .raw()
        .toBuffer();
      const mine = await sharp(file.bytes).raw().toBuffer();
      expect(ours.photo.width, `orientation ${orientation}`).toBe(orientation >= 5 ? 100 : 600);
      // The same picture as libvips' own turning gives, but for JPEG's noise.
      const differs = mine.reduce((sum, value, n) => sum + Math.abs(value - libvips[n]!), 0);
      expect(differs / mine.length, `orientation ${orientation}`).toBeLessThan(8);
    }
  });
});

describe('bad pictures', () => {
  it('are refused with their reason, whatever their name or declared type says', async () => {
    const jpeg = await bytes(create(320, 240).jpeg());
    const progressive = await bytes(create(320, 240).jpeg({ progressive: true }));
    const png = await bytes(create(320, 240).png());
    const interlaced = await bytes(create(320, 240).png({ progressive: true }));
    const webp = await bytes(create(320, 240).webp());
    const avif = await bytes(create(320, 240).avif());
    const gif = await bytes(create(320, 240).gif());
    const flipped = Buffer.from(png);
    flipped[Math.floor(png.length / 2)]! ^= 0xff;
    const scrambled = Buffer.from(jpeg);
    scrambled.fill(0xff, Math.floor(jpeg.length / 2), Math.floor(jpeg.length / 2) + 40);
    const moving = await sharp(
      [await create(32, 32).png().toBuffer(), await create(32, 32, 3).negate().png().toBuffer()],
      { join: { animated: true } },
    )
      .webp({ loop: 0 })
      .toBuffer();
    const cases: [string, Uint8Array, PhotoRefusal][] = [
      // Issue 39, item 5: a header of 8,000 × 6,000 over 320 × 240 of data.
      [
        'JPEG larger in its header than its data',
        withHeaderSize(jpeg, 8000, 6000),
        'photos.error.damaged',
      ],
      ['JPEG cut short', half(jpeg), 'photos.error.damaged'],
      ['JPEG without its end', jpeg.slice(0, -2), 'photos.error.damaged'],
      ['JPEG with scrambled data', new Uint8Array(scrambled), 'photos.error.damaged'],
      ['progressive JPEG cut short', half(progressive), 'photos.error.damaged'],
      ['PNG cut short', half(png), 'photos.error.damaged'],
      ['PNG with a changed byte', new Uint8Array(flipped), 'photos.error.damaged'],
      ['interlaced PNG cut short', half(interlaced), 'photos.error.damaged'],
      ['WebP cut short', half(webp), 'photos.error.damaged'],
      ['AVIF cut short', half(avif), 'photos.error.damaged'],
      ['GIF, even cut short', half(gif), 'photos.error.notImage'],
      ['a moving WebP', new Uint8Array(moving), 'photos.error.animated'],
      // Larger than decoding may take, from the header alone (limits.ts).
      [
        'progressive JPEG of 48 MP',
        withHeaderSize(progressive, 8000, 6000),
        'photos.error.tooLargeToPrepare',
      ],
      ['PNG 200,000 px wide', pngHeader(200_000, 60), 'photos.error.tooLargeToPrepare'],
      [
        '16-bit RGBA PNG 16,384 wide',
        pngHeader(16_384, 3000, { depth: 16, colourType: 6 }),
        'photos.error.tooLargeToPrepare',
      ],
      [
        'interlaced 16-bit RGBA PNG of 16 MP',
        pngHeader(4000, 4000, { depth: 16, colourType: 6, interlaced: true }),
        'photos.error.tooLargeToPrepare',
      ],
      [
        'AVIF of 6.4 MP',
        await bytes(create(3200, 2000).avif({ effort: 0 })),
        'photos.error.tooLargeToPrepare',
      ],
      ['PNG of 51 MP', pngHeader(10_000, 5100), 'photos.error.tooManyPixels'],
      ['PNG 1 × 60,000,000', pngHeader(1, 60_000_000), 'photos.error.tooManyPixels'],
      ['PNG header only', pngHeader(300, 200).slice(0, 30), 'photos.error.damaged'],
      [
        'HTML named .png',
        new TextEncoder().encode('<!doctype html><p>hello'),
        'photos.error.notImage',
      ],
      [
        'JPEG magic and nothing else',
        new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
        'photos.error.damaged',
      ],
    ];
    for (const [name, file, reason] of cases) {
      expect(await processPhoto(file), name).toEqual({ ok: false, reason });
    }
  });

  it('are refused as too large past the limit without being read further', async () => {
    const pieces = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    expect(await processPhoto(pieces, 4 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'photos.error.tooLarge',
    });
    // The photo process that was sent the first pieces is ended; the next photo has another.
    expect(await processPhoto(await bytes(create(30, 20).png()))).toMatchObject({ ok: true });
  });
});
