/**
 * The times a visitor may ask to view a home (docs/product.md#contacting-the-lister): the lister's
 * stated days and time span, in half-hour slots, over the next 14 days from tomorrow. Dates and
 * times are UTC, as every date on the site is (docs/product.md#languages), so the page and the
 * server agree on them.
 */

/** The lister's stated hours: days of the week (0 Sunday) and a time span (`HH:MM`). */
export type ViewingHours = { days: number[]; from: string; to: string };

export const VIEWING_DAYS_AHEAD = 14;
export const VIEWING_SLOT_MINUTES = 30;

const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function minutesOf(time: string) {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC date as `YYYY-MM-DD`. */
export function utcDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** The slots' start times (`HH:MM`): every half hour from `from`, each ending by `to`. */
export function viewingTimes(hours: ViewingHours | null | undefined): string[] {
  const from = hours && minutesOf(hours.from);
  const to = hours && minutesOf(hours.to);
  if (from === undefined || to === undefined || from === null || to === null) return [];
  const times: string[] = [];
  for (let start = from; start + VIEWING_SLOT_MINUTES <= to; start += VIEWING_SLOT_MINUTES) {
    times.push(`${pad(Math.floor(start / 60))}:${pad(start % 60)}`);
  }
  return times;
}

/** The dates (`YYYY-MM-DD`) a visit may be asked for: the lister's days among the next 14. */
export function viewingDays(hours: ViewingHours | null | undefined, today: string): string[] {
  if (!hours || !DATE.test(today) || viewingTimes(hours).length === 0) return [];
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(start)) return [];
  const days: string[] = [];
  for (let n = 1; n <= VIEWING_DAYS_AHEAD; n++) {
    const day = new Date(start + n * DAY_MS);
    if (hours.days.includes(day.getUTCDay())) days.push(utcDay(day));
  }
  return days;
}

/** What the contact form offers: the dates and the times, both empty when no visit is offered. */
export type ViewingSlots = { days: string[]; times: string[] };

export function viewingSlots(hours: ViewingHours | null | undefined, today: string): ViewingSlots {
  const days = viewingDays(hours, today);
  return { days, times: days.length > 0 ? viewingTimes(hours) : [] };
}

/** The moment a chosen date and time stand for. */
export function viewingMoment(date: string, time: string) {
  return new Date(`${date}T${time}:00Z`);
}
