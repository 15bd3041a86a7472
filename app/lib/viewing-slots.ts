import { isCalendarDate, isClockTime, zonedMoment, zonedToday } from './zoned-time';

/**
 * The times a visitor may ask to view a home (docs/product.md#viewings-and-time-zones): the
 * lister's stated days and time span, in half-hour slots, over the next 14 days from the home's
 * tomorrow. Dates and times are the home's wall clock, in its city's time zone (ADR 0110): the
 * page and the server agree on them, and daylight saving moves the instant, not the hour.
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

/** A UTC date as `YYYY-MM-DD`: calendar arithmetic, whatever the zone. */
function utcDay(date: Date) {
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

/**
 * What the contact form offers: the dates and the times (both empty when no visit is offered), the
 * zone they are in, and the slots (`YYYY-MM-DDTHH:MM`) already confirmed for another visitor,
 * which are not offered again (docs/product.md#booking-a-viewing).
 */
export type ViewingSlots = { days: string[]; times: string[]; zone: string; taken: string[] };

/** A slot's key: its date and time on the home's clock. */
export const slotKey = (date: string, time: string) => `${date}T${time}`;

export function viewingSlots(
  hours: ViewingHours | null | undefined,
  { zone, now = new Date(), taken = [] }: { zone: string; now?: Date; taken?: string[] },
): ViewingSlots {
  const days = viewingDays(hours, zonedToday(zone, now));
  return { days, times: days.length > 0 ? viewingTimes(hours) : [], zone, taken };
}

/**
 * Why a date and time are not a slot that may be asked for, or undefined when they are one: not
 * among the days or times, a time the home's clock skips that day (daylight saving), or taken.
 */
export function slotProblem(slots: ViewingSlots, date: string, time: string) {
  if (!isCalendarDate(date) || !slots.days.includes(date)) return 'viewingDate' as const;
  if (!isClockTime(time) || !slots.times.includes(time)) return 'viewingTime' as const;
  if (!zonedMoment(date, time, slots.zone)) return 'viewingTime' as const;
  if (slots.taken.includes(slotKey(date, time))) return 'taken' as const;
  return undefined;
}

/** The moment a chosen date and time stand for on the home's clock (undefined: it has none). */
export function viewingMoment(date: string, time: string, zone: string) {
  return zonedMoment(date, time, zone);
}
