/**
 * The listing form's areas in the page's unit (docs/product.md#units-by-language, ADR 0072): a
 * Japanese owner types square metres, the form says so in a hidden `areaUnit` field, and the
 * action keeps square feet in the draft and the home. What does not read as a whole number is
 * kept as typed, for the form's own message about it.
 */
import { areaIn, sqftFrom, type AreaUnit } from '~/i18n/units';

export const AREA_FIELDS = ['numberOfArea', 'plotSize'] as const;
const WHOLE = /^\s*\d{1,9}\s*$/;

/** The posted fields with their areas in square feet. */
export function areaFieldsInSquareFeet<T extends Record<string, unknown>>(value: T): T {
  if (value.areaUnit !== 'm2') return value;
  const out: Record<string, unknown> = { ...value };
  for (const name of AREA_FIELDS) {
    const text = value[name];
    if (typeof text === 'string' && WHOLE.test(text)) {
      out[name] = String(sqftFrom(Number(text), 'm2'));
    }
  }
  return out as T;
}

/** A draft's area (square feet, as kept) as the form shows it in the page's unit. */
export function areaFieldText(text: string, unit: AreaUnit): string {
  return unit === 'm2' && WHOLE.test(text) ? String(areaIn(Number(text), 'm2')) : text;
}
