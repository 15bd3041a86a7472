import type { FeedProblem } from './record';

/**
 * Reading one value of a feed: JSON feeds send numbers and booleans, CSV feeds send text, so each
 * reader takes either. `undefined` is a field the row does not give (absent, null or empty).
 */
export type Read<T> = { ok: true; value: T | undefined } | { ok: false; problem: FeedProblem };

export const given = <T>(value: T | undefined): Read<T> => ({ ok: true, value });
export const refused = (code: string, params?: FeedProblem['params']): Read<never> => ({
  ok: false,
  problem: { code, params },
});

/** Whether a feed's value counts as not given: absent, null, or an empty cell. */
export function isBlank(value: unknown) {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** How a refused value is shown in a report: short, on one line. */
export function shown(value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = (text ?? '').replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** A number, from a number or its text (`1,250.5` reads as 1250.5); refused when it is neither. */
export function readNumber(field: string, value: unknown, range?: readonly [number, number]) {
  if (isBlank(value)) return given<number>(undefined);
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?[\d,]*\.?\d+\s*$/.test(value)
        ? Number(value.replace(/,/g, ''))
        : NaN;
  if (!Number.isFinite(number))
    return refused('feeds.reason.notNumber', { field, value: shown(value) });
  if (range && (number < range[0] || number > range[1]))
    return refused('feeds.reason.range', { field, min: range[0], max: range[1] });
  return given(number);
}

/** A whole number: a fraction is rounded (a feed's 2.0 bathrooms is 2). */
export function readInteger(field: string, value: unknown, range?: readonly [number, number]) {
  const read = readNumber(field, value, range);
  return read.ok && read.value !== undefined ? given(Math.round(read.value)) : read;
}

export function readText(field: string, value: unknown, max: number) {
  if (isBlank(value)) return given<string>(undefined);
  if (typeof value !== 'string' && typeof value !== 'number')
    return refused('feeds.reason.notText', { field });
  // Kept as written (a description's last line break too), so it goes out again the same.
  const text = String(value);
  if (text.length > max) return refused('feeds.reason.tooLong', { field, max });
  return given(text);
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

export function readBoolean(field: string, value: unknown) {
  if (isBlank(value)) return given<boolean>(undefined);
  if (typeof value === 'boolean') return given(value);
  const text = String(value).trim().toLowerCase();
  if (TRUE.has(text)) return given(true);
  if (FALSE.has(text)) return given(false);
  return refused('feeds.reason.notBoolean', { field, value: shown(value) });
}

/** A date or a time stamp (ISO 8601, as the Data Dictionary writes them). */
export function readDate(field: string, value: unknown) {
  if (isBlank(value)) return given<Date>(undefined);
  const text = typeof value === 'string' ? value.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
    ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text)
    : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    return refused('feeds.reason.badDate', { field, value: shown(value) });
  return given(date);
}

/** An http(s) address, or a path on this site (the generated catalogue's video tours). */
export function readUrl(field: string, value: unknown, max = 2_000) {
  const read = readText(field, value, max);
  if (!read.ok || read.value === undefined) return read;
  if (/^\/[^/\\]/.test(read.value)) return read;
  try {
    const url = new URL(read.value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return given(url.href);
  } catch {
    // Read as refused below.
  }
  return refused('feeds.reason.badUrl', { field });
}
