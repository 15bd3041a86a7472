import { maxLength, required } from './messages';

/**
 * A required text field's check in the browser, with the answers `requiredText(max)` gives on
 * the server (fields.ts), for the forms on pages that load no Zod (ADR 0011).
 */
export function checkRequiredText(value: unknown, max: number): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) return required;
  return trimmed.length > max ? maxLength(max) : undefined;
}
