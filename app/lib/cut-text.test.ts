import { describe, expect, it } from 'vitest';

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
