import { describe, expect, it } from 'vitest';

import { plainText, splitInlineLinks } from './inline-links';

describe('splitInlineLinks', () => {
  it('finds site, mailto and tel links between plain text', () => {
    expect(
      splitInlineLinks(
        'See [our FAQ](/faq#x), write to [us](mailto:a@b.example) or [call](tel:+15550102030).',
      ),
    ).toEqual([
      { text: 'See ' },
      { text: 'our FAQ', href: '/faq#x' },
      { text: ', write to ' },
      { text: 'us', href: 'mailto:a@b.example' },
      { text: ' or ' },
      { text: 'call', href: 'tel:+15550102030' },
      { text: '.' },
    ]);
  });

  it('leaves other schemes, and text without links, as text', () => {
    expect(splitInlineLinks('[x](javascript:alert(1)) [y](https://evil.example)')).toEqual([
      { text: '[x](javascript:alert(1)) [y](https://evil.example)' },
    ]);
    expect(splitInlineLinks('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(splitInlineLinks('')).toEqual([]);
  });
});

describe('plainText', () => {
  it('keeps the labels of links', () => {
    expect(plainText('Use the [contact page](/contact-us).')).toBe('Use the contact page.');
  });
});
