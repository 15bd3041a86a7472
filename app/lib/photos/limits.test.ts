import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  MAX_KEPT_PIXELS,
  MAX_KEPT_SIDE,
  MAX_KEPT_WIDTH,
  keptSize,
  refusalFromHeader,
} from './limits';

describe('photo limits', () => {
  // Issue 39, item 3: a picture of any shape is kept within every format's limits.
  it('keep a picture of any shape within every format, in its proportions, never enlarged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (width, height) => {
          const kept = keptSize(width, height);
          expect(kept.width).toBeGreaterThanOrEqual(1);
          expect(kept.height).toBeGreaterThanOrEqual(1);
          expect(kept.width).toBeLessThanOrEqual(Math.min(width, MAX_KEPT_WIDTH));
          expect(kept.height).toBeLessThanOrEqual(Math.min(height, MAX_KEPT_SIDE));
          expect(kept.width * kept.height).toBeLessThanOrEqual(MAX_KEPT_PIXELS * 1.01 + 2);
          // Its proportions, to a pixel's rounding.
          if (kept.width > 1 && kept.height > 1)
            expect(Math.abs(kept.width / kept.height - width / height)).toBeLessThanOrEqual(
              width / height / Math.min(kept.width, kept.height) + 1e-9,
            );
        },
      ),
    );
  });

  it('judge from the header what decoding would take', () => {
    const ok = (header: Parameters<typeof refusalFromHeader>[0]) => refusalFromHeader(header);
    expect(ok({ format: 'jpeg', width: 8660, height: 5773 })).toBeNull();
    expect(ok({ format: 'jpeg', width: 8660, height: 5774 })).toBe('photos.error.tooManyPixels');
    expect(ok({ format: 'webp', width: 16_383, height: 3051 })).toBeNull();
    expect(ok({ format: 'webp', width: 100, height: 100, pages: 2 })).toBe('photos.error.animated');
    const avif = { format: 'heif', channels: 3, depth: 'uchar' };
    expect(ok({ ...avif, width: 2920, height: 1960 })).toBeNull();
    expect(ok({ ...avif, width: 3200, height: 2000 })).toBe('photos.error.tooLargeToPrepare');
    expect(ok({ ...avif, depth: 'ushort', width: 2920, height: 1960 })).toBe(
      'photos.error.tooLargeToPrepare',
    );
    const progressive = { format: 'jpeg', isProgressive: true, chromaSubsampling: '4:2:0' };
    expect(ok({ ...progressive, width: 6900, height: 5300 })).toBeNull();
    expect(ok({ ...progressive, width: 8000, height: 6000 })).toBe(
      'photos.error.tooLargeToPrepare',
    );
    expect(ok({ ...progressive, chromaSubsampling: '4:4:4', width: 6900, height: 5300 })).toBe(
      'photos.error.tooLargeToPrepare',
    );
    const png = { format: 'png', channels: 4, depth: 'ushort' };
    expect(ok({ ...png, width: 6600, height: 7500 })).toBeNull();
    expect(ok({ ...png, width: 7071, height: 7071 })).toBe('photos.error.tooLargeToPrepare');
    expect(ok({ ...png, isProgressive: true, width: 3390, height: 3390 })).toBeNull();
    expect(ok({ ...png, isProgressive: true, width: 4000, height: 4000 })).toBe(
      'photos.error.tooLargeToPrepare',
    );
    expect(ok({ format: 'png', channels: 3, width: 20_000, height: 4 })).toBeNull();
    expect(ok({ format: 'png', channels: 3, width: 1_000_000, height: 50 })).toBe(
      'photos.error.tooLargeToPrepare',
    );
  });
});
