import { cutText } from '../cut-text';

/**
 * Reading a query string's values (docs/product.md#bad-input). The rule for every parameter: a
 * value that does not parse is ignored, never an error, so a hand-edited or truncated URL still
 * gives a sensible page.
 */

const MAX_TEXT = 100;
/** Postgres integer range; larger numbers are clamped rather than overflowing a query. */
const MAX_INT = 2_147_483_647;

/**
 * Every value of these parameter names, in the order the names are given: a parameter that comes
 * under two names (`priceMin` and `minPrice`) or twice is read from the first value that reads,
 * so an empty one never hides one with a value (docs/product.md#search-parameters).
 */
export type Values = (...names: string[]) => string[];

export function valuesOf(params: URLSearchParams): Values {
  return (...names) => names.flatMap((name) => params.getAll(name));
}

/** A whole number, or undefined. Accepts "12" and "12.0", refuses "12abc", "", "1e400". */
export function parseInteger(raw: string | undefined, min = -MAX_INT, max = MAX_INT) {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (!/^[+-]?\d+(\.0*)?$/.test(text)) return undefined;
  const value = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(value)) return value < 0 ? min : max;
  return Math.min(max, Math.max(min, value));
}

/** Trimmed text of bounded length, or undefined when empty. */
export function parseText(raw: string | undefined) {
  if (raw === undefined) return undefined;
  const text = raw
    // eslint-disable-next-line no-control-regex -- control characters never belong in a search
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return text === '' ? undefined : cutText(text, MAX_TEXT);
}

/** `reset` counts only when the text is exactly 'true' (docs/product.md#search-parameters). */
export function parseReset(raw: string | undefined) {
  return raw === 'true';
}

/** The list's item the text names, in any case. */
export function oneOf<T extends string>(
  list: readonly T[],
  raw: string | undefined,
): T | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === text);
}
