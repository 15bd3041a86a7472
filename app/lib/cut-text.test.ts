import { describe, expect, it } from 'vitest';

import { loader as artLoader } from '~/routes/art';

import { ART_SEED_MAX, ART_VERSION, avatarUrl } from './art-url';
import { cutText } from './cut-text';
import { parseText } from './query';

/** No lone surrogate: `encodeURIComponent` refuses one. */
function wellFormed(text: string) {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe('cutText', () => {
  it('keeps a short text, and cuts a long one at `max` units', () => {
    expect(cutText('Tokyo', 10)).toBe('Tokyo');
    expect(cutText('a'.repeat(12), 10)).toBe('a'.repeat(10));
  });

  it('never ends on half of a character', () => {
    const cut = cutText(`${'a'.repeat(9)}😀`, 10);
    expect(cut).toBe('a'.repeat(9));
    expect(cutText(`${'a'.repeat(8)}😀`, 10)).toBe(`${'a'.repeat(8)}😀`);
    expect(wellFormed(cut)).toBe(true);
  });

  it('cuts a search text of 99 letters and an emoji whole', () => {
    const text = parseText(`${'a'.repeat(99)}😀`)!;
    expect(wellFormed(text)).toBe(true);
    expect(text).toBe('a'.repeat(99));
  });
});

describe('avatarUrl', () => {
  it('draws every name a form accepts, even one longer in lower case', async () => {
    for (const name of ['İ'.repeat(80), '😀'.repeat(40), `${'a'.repeat(119)}😀`, 'Ada']) {
      const url = avatarUrl(name);
      const file = decodeURIComponent(url.split('/').at(-1)!);
      expect(file.length).toBeLessThanOrEqual(ART_SEED_MAX + 4);
      expect(wellFormed(file)).toBe(true);
      const [, , version, kind, size] = url.split('/');
      expect(version).toBe(ART_VERSION);
      const answer = artLoader({
        params: { version, kind, size, file },
      } as unknown as Parameters<typeof artLoader>[0]);
      expect(answer.status, name).toBe(200);
    }
  });
});
