import { placeZone } from '~/lib/catalog-places';
import { isCalendarDate, isClockTime, wallClock, zonedMoment, zonedToday } from '~/lib/zoned-time';

/**
 * A listing's open houses on the form (docs/product.md#open-houses): up to three rows of a date
 * and a span, on the home's clock; an empty row is none. Checked on the server as the authority
 * (the browser checks the same): a real date from today to a year ahead, times the clock shows
 * that day, and an end after the start.
 */
export const OPEN_HOUSE_ROWS = 3;
/** How far ahead an open house may be planned. */
export const OPEN_HOUSE_DAYS_AHEAD = 365;

const ROWS = Array.from({ length: OPEN_HOUSE_ROWS }, (_, n) => n);
export const openHouseField = (n: number, part: 'Date' | 'From' | 'To') =>
  `openHouse${n}${part}` as const;
export const OPEN_HOUSE_FIELDS = ROWS.flatMap((n) =>
  (['Date', 'From', 'To'] as const).map((part) => openHouseField(n, part)),
);

export type OpenHouseSpan = { startsAt: Date; endsAt: Date };

/**
 * One row as an open house: null when it is empty, `'invalid'` when it is not one, or its span.
 */
export function readOpenHouseRow(
  value: Record<string, unknown>,
  n: number,
  location: unknown,
  now = new Date(),
): OpenHouseSpan | null | 'invalid' {
  const [date, from, to] = (['Date', 'From', 'To'] as const).map(
    (part) => value[openHouseField(n, part)],
  );
  const given = [date, from, to].filter((part) => part !== undefined && part !== '');
  if (given.length === 0) return null;
  if (!isCalendarDate(date) || !isClockTime(from) || !isClockTime(to) || from >= to) {
    return 'invalid';
  }
  const zone = placeZone(typeof location === 'string' ? location : undefined);
  const today = zonedToday(zone, now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + OPEN_HOUSE_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (date < today || date > last) return 'invalid';
  const startsAt = zonedMoment(date, from, zone);
  const endsAt = zonedMoment(date, to, zone);
  if (!startsAt || !endsAt || endsAt <= startsAt) return 'invalid';
  return { startsAt, endsAt };
}

/** Every row of a checked listing as open houses, earliest first. */
export function openHousesOf(value: Record<string, unknown>, location: string, now = new Date()) {
  return ROWS.flatMap((n) => {
    const row = readOpenHouseRow(value, n, location, now);
    return row && row !== 'invalid' ? [row] : [];
  }).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** A home's coming open houses as the form's rows, to start an edit from. */
export function openHouseFieldsOf(spans: OpenHouseSpan[], location: string) {
  const zone = placeZone(location);
  const fields: Record<string, string> = {};
  spans.slice(0, OPEN_HOUSE_ROWS).forEach((span, n) => {
    const start = wallClock(span.startsAt, zone);
    fields[openHouseField(n, 'Date')] = start.date;
    fields[openHouseField(n, 'From')] = start.time;
    fields[openHouseField(n, 'To')] = wallClock(span.endsAt, zone).time;
  });
  return fields;
}
