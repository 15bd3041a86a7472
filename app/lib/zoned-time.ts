/**
 * Wall-clock times in a home's own time zone (docs/product.md#viewings-and-time-zones, ADR 0110):
 * a viewing at "10:00" in Tokyo is 10:00 there, whatever the server's or the visitor's zone, and
 * daylight saving moves the instant, not the hour a lister stated. Pure, with the platform's
 * `Intl` (its time zone data), so the browser and the server agree.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Every zone name `Intl` knows answers true; anything else (`Mars/Base`, `+09:00`, '') false. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) a clock in `zone` shows at `moment`. */
export function wallClock(moment: Date, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(moment)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: Number(parts.second),
  };
}

/** How far `zone` is ahead of UTC at `moment`, in minutes (Tokyo 540, New York -300 or -240). */
export function zoneOffsetMinutes(moment: Date, zone: string) {
  const clock = wallClock(moment, zone);
  const asUtc = Date.parse(`${clock.date}T${clock.time}:00Z`) + clock.seconds * 1000;
  const whole = Math.floor(moment.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** Whether a string is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value && Number(match[1]) >= 1970;
}

/** Whether a string is a clock time written `HH:MM` (00:00 to 23:59). */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/**
 * The instant a clock in `zone` shows `date` at `time`; undefined for a malformed date or time,
 * an unknown zone, or a time that clock skips (the hour lost when daylight saving starts). A time
 * it shows twice (the hour repeated when it ends) is the first of the two.
 */
export function zonedMoment(date: string, time: string, zone: string): Date | undefined {
  if (!isCalendarDate(date) || !isClockTime(time) || !isTimeZone(zone)) return undefined;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset a little before and after: either may be the one in force at that wall time.
  const candidates = [
    asUtc - zoneOffsetMinutes(new Date(asUtc - 86_400_000 / 2), zone) * 60_000,
    asUtc - zoneOffsetMinutes(new Date(asUtc + 86_400_000 / 2), zone) * 60_000,
  ].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const moment = new Date(candidate);
    const shown = wallClock(moment, zone);
    if (shown.date === date && shown.time === time) return moment;
  }
  return undefined;
}

/** Today's date in `zone` (`YYYY-MM-DD`): the home's own "today". */
export function zonedToday(zone: string, now = new Date()) {
  return wallClock(now, zone).date;
}

/**
 * A moment as a clock in `zone` shows it, in the reader's language, with the zone's short name:
 * "Tue, Dec 1, 2026, 10:30 GMT+9", "2026年12月1日(火) 10:30 JST".
 */
export function formatInZone(language: 'en' | 'ja', moment: Date | string, zone: string) {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(moment));
}
