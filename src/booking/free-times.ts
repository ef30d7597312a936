/**
 * The times a visitor can book: the availability's weekly windows laid out as meetings, minus what is
 * too soon, too far ahead, on a closed day, busy in the team's calendar, or already held or booked.
 * Computed at request time (the answer changes by the minute); pure, so the function, the no-JavaScript
 * page and the tests get the same list from the same inputs.
 *
 * Decisions:
 * - Notice and horizon count Zurich calendar days, not hours: with 2 days' notice, on Monday (at any
 *   hour) the first bookable day is Wednesday and the list does not shift while a visitor fills in the
 *   form. It reads as staff mean it ("frühestens übermorgen") and as the page can say it.
 * - Meetings are laid out from each window's start in steps of meeting plus pause, in real minutes: on
 *   the night of a summer-time change a window holds as many meetings as fit in its real length.
 * - A busy event keeps the pause on both sides free, so the coach has a break before and after it.
 */
import type { Availability, MeetingPlace, WeeklyWindow } from './availability';
import { addDays, daysBetween, instantToWallTime, startOfZurichDay, wallTimeToInstant, weekdayOfDate } from './zurich-time';

/** A span of real time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

/**
 * A slot's name, from its start instant in UTC: `2026-03-03T1300Z`. It is stable (a slot keeps its id
 * when the availability around it changes), sorts by time, and has no colon, slash or other character
 * that needs escaping in a URL or a form, or that a file system refuses (the local Blobs emulator keeps
 * one file per key, and Windows forbids `:` in file names).
 */
export type SlotId = string;

export interface Slot {
  id: SlotId;
  /** ISO instant in UTC, `2026-03-03T13:00:00.000Z`. */
  start: string;
  /** ISO instant in UTC. */
  end: string;
  /** Where it can meet (its window's places): one is given; of several, the visitor chooses (./meeting-place.ts). */
  places: readonly MeetingPlace[];
}

const minuteMs = 60_000;
const slotIdPattern = /^(\d{4}-\d\d-\d\d)T(\d\d)(\d\d)Z$/;

export function slotIdOf(start: Date): SlotId {
  const iso = start.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
}

/** The start instant an id names, or undefined for anything that is not an id as slotIdOf writes it. */
export function startOfSlotId(id: string): Date | undefined {
  const match = slotIdPattern.exec(id);
  if (!match) return undefined;
  const start = new Date(`${match[1]}T${match[2]}:${match[3]}:00Z`);
  return !Number.isNaN(start.getTime()) && slotIdOf(start) === id ? start : undefined;
}

/**
 * A time starts at least this long after it is booked, also with "0 days' notice": the team sees the
 * booking in time, and an online time's link, promised "an hour before at the latest", can go out.
 */
export const minimumNoticeMinutes = 120;

/** Whether a time starting at `start` is far enough from `now` to be booked. */
const farEnough = (start: Date, now: Date) => start.getTime() >= now.getTime() + minimumNoticeMinutes * minuteMs;

/**
 * The last instant a time can still be booked (slotById finds it): the end of the last day its notice allows,
 * and never closer to its start than minimumNoticeMinutes. An offer of it to the line ends well before (ledger.ts: offerUntil).
 */
export function bookableUntil(availability: Pick<Availability, 'noticeDays'>, slot: Pick<Slot, 'start'>): Date {
  const start = new Date(slot.start);
  const lastDay = addDays(instantToWallTime(start).date, -availability.noticeDays);
  return new Date(Math.min(startOfZurichDay(addDays(lastDay, 1)).getTime(), start.getTime() - minimumNoticeMinutes * minuteMs));
}

/** The first and the last Zurich date on which a time can be booked now. */
export function bookableDays(availability: Availability, now: Date): { first: string; last: string } {
  const today = instantToWallTime(now).date;
  return { first: addDays(today, availability.noticeDays), last: addDays(today, availability.aheadDays) };
}

/**
 * The real time the bookable days cover, widened by the pause on both sides (a busy event just outside
 * still keeps its pause): what the calendar feeds must be read for.
 */
export function bookingHorizon(availability: Availability, now: Date): Interval {
  const { first, last } = bookableDays(availability, now);
  const firstStart = Math.max(startOfZurichDay(first).getTime(), now.getTime());
  const pause = availability.pauseMinutes * minuteMs;
  return { start: new Date(firstStart - pause), end: new Date(startOfZurichDay(addDays(last, 1)).getTime() + pause) };
}

/** Every slot the availability offers now, before the calendar and the store have their say. */
export function offeredSlots(availability: Availability, now: Date): Slot[] {
  const { first, last } = bookableDays(availability, now);
  const slots: Slot[] = [];
  for (let date = first; daysBetween(date, last) >= 0; date = addDays(date, 1)) {
    for (const slot of slotsOnDay(availability, date)) if (farEnough(new Date(slot.start), now)) slots.push(slot);
  }
  return slots;
}

export interface FreeTimesInput {
  availability: Availability;
  /** Busy events of the team's calendar (busy-feed.ts). */
  busy: readonly Interval[];
  /** Ids held or booked in the store (netlify/booking/ledger/ledger.ts: takenTimes). */
  held: ReadonlySet<SlotId>;
  now: Date;
  /** At most this many, the earliest first; all when left out. */
  limit?: number;
}

/** The times a visitor can book now, earliest first. */
export function freeTimes({ availability, busy, held, now, limit = Infinity }: FreeTimesInput): Slot[] {
  const free: Slot[] = [];
  for (const slot of offeredSlots(availability, now)) {
    if (free.length >= limit) break;
    if (held.has(slot.id) || overlapsBusy(slot, busy, availability.pauseMinutes)) continue;
    free.push(slot);
  }
  return free;
}

/**
 * The slot an id posted by a visitor names, if the current availability offers it now (right day,
 * window, step, notice, horizon, not closed). Busy and held are not checked here: the hold in the store
 * is the atomic check of held, and `overlapsBusy` the one of the calendar.
 */
export function slotById(availability: Availability, id: string, now: Date): Slot | undefined {
  const start = startOfSlotId(id);
  if (!start || !farEnough(start, now)) return undefined;
  const { first, last } = bookableDays(availability, now);
  const { date } = instantToWallTime(start);
  if (daysBetween(first, date) < 0 || daysBetween(date, last) < 0) return undefined;
  return slotsOnDay(availability, date).find((slot) => slot.id === id);
}

/** True when the slot, with the pause on either side, touches a busy event. */
export function overlapsBusy(slot: Pick<Slot, 'start' | 'end'>, busy: readonly Interval[], pauseMinutes: number): boolean {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  const pause = pauseMinutes * minuteMs;
  return busy.some((event) => start < event.end.getTime() + pause && end > event.start.getTime() - pause);
}

/** The slots of one Zurich date, earliest first; none on a closed day. Notice and horizon are the caller's. */
function slotsOnDay(availability: Availability, date: string): Slot[] {
  if (availability.closedDays.some((closed) => daysBetween(closed.from, date) >= 0 && daysBetween(date, closed.to) >= 0)) return [];
  const weekday = weekdayOfDate(date);
  const windows = availability.windows.filter((window) => window.day === weekday).sort((a, b) => (a.from < b.from ? -1 : 1));
  const slots: Slot[] = [];
  const ids = new Set<SlotId>();
  for (const window of windows) {
    for (const slot of slotsInWindow(availability, window, date)) {
      // Overlapping windows are refused by the content check; should some slip through, a time is offered once.
      if (ids.has(slot.id)) continue;
      ids.add(slot.id);
      slots.push(slot);
    }
  }
  return slots;
}

function slotsInWindow(availability: Availability, window: WeeklyWindow, date: string): Slot[] {
  const windowEnd = wallTimeToInstant(date, window.to).getTime();
  const meeting = availability.meetingMinutes * minuteMs;
  const step = meeting + availability.pauseMinutes * minuteMs;
  const slots: Slot[] = [];
  for (let start = wallTimeToInstant(date, window.from).getTime(); start + meeting <= windowEnd; start += step) {
    const startDate = new Date(start);
    slots.push({
      id: slotIdOf(startDate),
      start: startDate.toISOString(),
      end: new Date(start + meeting).toISOString(),
      places: window.places,
    });
  }
  return slots;
}
