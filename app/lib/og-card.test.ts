import { describe, expect, it } from 'vitest';

import { ogCardImage, ogCardSvg, wrapTitle } from './og-card';

describe('the Open Graph card', () => {
  it('breaks an English title at spaces and a Japanese one between words, in two lines at most', () => {
    expect(wrapTitle('Modern Studio on Ona Way')).toEqual(['Modern Studio on Ona Way']);
    const english = wrapTitle(
      'A bright family house with a south-facing garden near the river and the park',
    );
    expect(english).toHaveLength(2);
    expect(english[1]!.endsWith('…')).toBe(true);
    expect(english[0]!.endsWith(' ')).toBe(false);
    const japanese = wrapTitle(
      '東京都渋谷区の日当たりの良い南向きの庭付き一戸建て住宅、駅から徒歩五分の静かな住宅街',
    );
    expect(japanese).toHaveLength(2);
    // 1072 px of 60 px squares: at most 17 characters a line, broken between words.
    expect([...japanese[0]!].length).toBeLessThanOrEqual(17);
    expect(japanese[0]).toBe('東京都渋谷区の日当たりの良い南向き');
    // A word is not cut in two: the line ends before マンション, not inside it (分譲マ / ンション).
    const flat = wrapTitle('渋谷区の日当たりの良い静かな分譲マンション');
    expect(flat).toEqual(['渋谷区の日当たりの良い静かな分譲', 'マンション']);
  });

  it('draws its text as text, escaped, with the price and the language', () => {
    const svg = ogCardSvg({ title: 'Tom & Jerry <house>', price: '$1,000', lang: 'ja' });
    expect(svg).toContain('Tom &#38; Jerry &#60;house&#62;');
    expect(svg).toContain('$1,000');
    expect(svg).toContain('xml:lang="ja"');
    expect(svg).toContain('width="1200" height="630"');
  });

  it('gives a new address when what the card shows changes', () => {
    const one = ogCardImage('property', 12, ['Home', 100]);
    expect(one).toMatchObject({ width: 1200, height: 630, inLanguage: true });
    expect(one.src).toMatch(/^\/og\/property\/12\.png\?v=\w+$/);
    expect(ogCardImage('property', 12, ['Home', 101]).src).not.toBe(one.src);
    expect(ogCardImage('property', 12, ['Home', 100]).src).toBe(one.src);
  });
});
