import { describe, expect, it } from 'vitest';

import { parseArrangement } from './arrange';
import { coverSources, missingAltText, parsePhotoFile, uploadedPhotoKey } from './rules';

const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('photo rules', () => {
  it('read a photo file address, and nothing else', () => {
    expect(parsePhotoFile(key, '960.webp')).toEqual({ key, width: 960, format: 'webp' });
    expect(parsePhotoFile(key, '1600.jpg')).toEqual({ key, width: 1600, format: 'jpeg' });
    expect(parsePhotoFile(key, '1600.jpeg')).toBeNull();
    expect(parsePhotoFile(key, '500.jpg')).toBeNull();
    expect(parsePhotoFile('../etc', '480.jpg')).toBeNull();
    expect(parsePhotoFile(key.toUpperCase(), '480.jpg')).toBeNull();
  });

  it("offer a card's uploaded cover in AVIF and WebP, and drawn art as it is", () => {
    expect(coverSources(`/photos/${key}/480.jpg`)).toEqual([
      { type: 'image/avif', srcset: `/photos/${key}/480.avif` },
      { type: 'image/webp', srcset: `/photos/${key}/480.webp` },
    ]);
    expect(coverSources('/art/3/house/thumb/12.svg')).toEqual([]);
    expect(uploadedPhotoKey(`/photos/${key}/480.jpg?x`)).toBeNull();
  });

  it('find the photos without words, blank words included', () => {
    expect(missingAltText([{ alt: 'Kitchen' }, { alt: '  ' }, { alt: '' }])).toHaveLength(2);
  });

  it('take an arrangement of distinct photos with words of up to 300 characters', () => {
    const one = { id: 4, alt: ' The hall ', position: 0 };
    expect(parseArrangement({ photos: [one] })).toEqual({
      photos: [{ id: 4, alt: 'The hall', position: 0 }],
    });
    expect(parseArrangement({ photos: [one, one] })).toBeNull();
    expect(parseArrangement({ photos: [{ ...one, alt: 'x'.repeat(301) }] })).toBeNull();
    expect(parseArrangement({ photos: [{ ...one, id: -1 }] })).toBeNull();
    expect(parseArrangement({ photos: [{ ...one, position: 1.5 }] })).toBeNull();
    expect(parseArrangement('<script>')).toBeNull();
    expect(parseArrangement(null)).toBeNull();
  });
});

describe('a hostile arrangement', () => {
  it('is refused or read as plain values, never thrown', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const read = parseArrangement(body);
        if (read === null) return;
        for (const photo of read.photos) {
          expect(Number.isInteger(photo.id) && photo.id > 0).toBe(true);
          expect(typeof photo.alt).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
    const payload = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    expect(
      parseArrangement({ photos: [{ id: 1, alt: payload, position: 0 }] })?.photos[0]?.alt,
    ).toBe(payload);
  });
});
