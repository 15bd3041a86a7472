import { describe, expect, it } from 'vitest';

import { ART_SEED_MAX, ART_VERSION, avatarUrl } from '~/lib/art-url';

import { loader as artLoader } from './art';

/** No lone surrogate: `encodeURIComponent` refuses one. */
function wellFormed(text: string) {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

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
