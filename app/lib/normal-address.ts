/**
 * An address as two listings of the same home are compared (docs/product.md#relists): the same
 * letters and numbers whatever the case, width (全角/半角), punctuation, spacing and the usual
 * short forms, so "12 Rose Street, Apt. 4" and "12 rose st apt 4" are one address, as are
 * "東京都港区六本木1丁目2番3号" and "東京都港区六本木１－２－３". Null when there is none to compare.
 */
const SHORT_FORMS: [RegExp, string][] = [
  [/\bstreet\b/g, 'st'],
  [/\bavenue\b/g, 'ave'],
  [/\broad\b/g, 'rd'],
  [/\bdrive\b/g, 'dr'],
  [/\bboulevard\b/g, 'blvd'],
  [/\blane\b/g, 'ln'],
  [/\bplace\b/g, 'pl'],
  [/\bcourt\b/g, 'ct'],
  [/\bapartment\b|\bapt\b|\bflat\b|\bunit\b|#/g, 'apt'],
  [/\bnorth\b/g, 'n'],
  [/\bsouth\b/g, 's'],
  [/\beast\b/g, 'e'],
  [/\bwest\b/g, 'w'],
];

export function normalAddress(address: string | null | undefined) {
  if (!address) return null;
  let text = address.normalize('NFKC').toLowerCase();
  // Japanese block numbers: 1丁目2番3号, 1-2-3 and 1−2−3 are one.
  text = text.replace(/(\d+)\s*丁目\s*(?=\d)/g, '$1-').replace(/(\d+)\s*番地?\s*(?=\d)/g, '$1-');
  text = text.replace(/(\d+)\s*号/g, '$1').replace(/[‐‑‒–—―−ー](?=\d)/g, '-');
  for (const [pattern, short] of SHORT_FORMS) text = text.replace(pattern, ` ${short} `);
  text = text
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    // Japanese is written without spaces: one beside a kanji or kana is not part of the address.
    .replace(
      /(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]) | (?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])/gu,
      '',
    )
    .trim();
  return text === '' ? null : text;
}
