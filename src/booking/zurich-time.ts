/**
 * Wall time in Europe/Zurich (what the team's diary and the availability say: "Tuesday 09:00") and
 * the real instants behind it (what the calendar feeds, the store and the slot ids hold), converted
 * with the ICU time-zone data built into Node and the browsers (Intl), so no time-zone library and
 * no table of summer-time dates to keep up to date.
 *
 * Dates are `YYYY-MM-DD` strings and times `HH:MM` (or `HH:MM:SS`) strings: the form the availability
 * is written in, compared as text, free of the machine's own time zone.
 */

export const zurichTimeZone = 'Europe/Zurich';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** A calendar date and a time on the clock of a time zone, as people there read it. */
export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  weekday: Weekday;
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** True for a date that exists in the calendar (`2026-02-29` does not). */
export function isCalendarDate(date: string): boolean {
  const match = datePattern.exec(date);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** True for `HH:MM` from 00:00 to 23:59 (seconds are not accepted: the availability is in minutes). */
export function isClockTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/** Minutes since midnight of `HH:MM`: 09:30 → 570. */
export function minutesOfDay(time: string): number {
  const match = timePattern.exec(time);
  if (!match) throw new Error(`not a time of day: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The date `days` calendar days after `date` (negative: before); summer time plays no part in dates. */
export function addDays(date: string, days: number): string {
  return new Date(utcMsOfDate(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (`2026-03-01` → `2026-03-03` is 2). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMsOfDate(to) - utcMsOfDate(from)) / dayMs);
}

export function weekdayOfDate(date: string): Weekday {
  // getUTCDay counts from Sunday (0); the weekdays list starts on Monday, as Swiss calendars do.
  return weekdays[(new Date(utcMsOfDate(date)).getUTCDay() + 6) % 7] as Weekday;
}

function utcMsOfDate(date: string): number {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`not a date (YYYY-MM-DD): "${date}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** True when Intl knows the zone name (an IANA name such as Europe/Zurich; not Outlook's "W. Europe Standard Time"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it, and the slot loop asks thousands of times. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock's reading at `instantMs` as if it were a UTC instant (the base of the offset arithmetic). */
function wallMsAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes: 60 in Zurich's winter, 120 in summer. */
export function utcOffsetMinutes(instant: Date, timeZone = zurichTimeZone): number {
  const ms = instant.getTime();
  // Intl has no milliseconds part: drop them on both sides so the offset stays whole minutes.
  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wallMsAt(wholeSecond, timeZone) - wholeSecond) / minuteMs);
}

/** The wall date, time and weekday in the zone at an instant. */
export function instantToWallTime(instant: Date, timeZone = zurichTimeZone): WallTime {
  const wall = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * minuteMs).toISOString();
  const date = wall.slice(0, 10);
  return { date, time: wall.slice(11, 16), weekday: weekdayOfDate(date) };
}

/**
 * The instant a wall time in the zone denotes. Twice a year a wall time is not one instant, and the
 * answer is chosen as RFC 5545 (3.3.5) and JavaScript's Temporal (`disambiguation: 'compatible'`) do, so
 * it agrees with calendar programs:
 * - a time in the spring gap (29 March 2026, 02:00–02:59 does not exist in Zurich) is read with the
 *   offset before the gap, so it lands as far after the gap as it was into it: 02:30 → 03:30 summer time;
 * - a time in the autumn overlap (25 October 2026, 02:00–02:59 happens twice) is the first of the two,
 *   still in summer time.
 */
export function wallTimeToInstant(date: string, time: string, timeZone = zurichTimeZone): Date {
  const match = timePattern.exec(time);
  if (!match) throw new Error(`not a time of day (HH:MM): "${time}"`);
  const wallMs = utcMsOfDate(date) + (Number(match[1]) * 60 + Number(match[2])) * minuteMs + Number(match[3] ?? 0) * 1000;
  // A change of offset happens at most once within a day either side, so the offsets a day before and a
  // day after are the only ones this wall time can have.
  const offsetBefore = utcOffsetMinutes(new Date(wallMs - dayMs), timeZone);
  const offsetAfter = utcOffsetMinutes(new Date(wallMs + dayMs), timeZone);
  const readings = [offsetBefore, offsetAfter]
    .map((offset) => wallMs - offset * minuteMs)
    .filter((candidate) => wallMsAt(candidate, timeZone) === wallMs)
    .sort((a, b) => a - b);
  return new Date(readings[0] ?? wallMs - offsetBefore * minuteMs);
}

/** The instant a Zurich calendar day begins (00:00 there; the summer-time changes happen at 02:00 and 03:00). */
export function startOfZurichDay(date: string): Date {
  return wallTimeToInstant(date, '00:00');
}
