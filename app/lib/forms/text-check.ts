import { maxLength, required } from './messages';

/**
 * A text's length as the schemas count it: in characters (Unicode code points), so "🏠" is one,
 * not the two UTF-16 units of `String.length`.
 */
export function characters(text: string) {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A required text field's check in the browser, with the answers `requiredText(max)` gives on
 * the server (fields.ts), for the forms on pages that load no Zod (ADR 0011).
 */
export function checkRequiredText(value: unknown, max: number): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) return required;
  return characters(trimmed) > max ? maxLength(max) : undefined;
}
