/**
 * The first `max` UTF-16 units of a text, never half a character: a pair that would be cut is
 * left out whole. (`slice` alone may end on a lone surrogate, which turns into U+FFFD once sent.)
 */
export function cutText(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
