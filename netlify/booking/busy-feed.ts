/**
 * The busy times of the team's real calendars, read from their private iCalendar feed addresses (the
 * secret environment variable BOOKING_CALENDAR_FEEDS, never the repository) each time free times are
 * computed. Anything that goes wrong (an address, the network, an HTTP status, a file that is no
 * calendar) makes the whole answer `{ ok: false }`: the caller then offers the request form as before
 * and never shows a time that may be taken.
 *
 * Parser: ical.js (Mozilla's, the one Thunderbird uses; MPL-2.0, no dependencies, 2.2.1 of 2025-08-15),
 * chosen over node-ical (0.27.2 of 2026-09-14, which pulls in rrule-temporal and a Temporal polyfill)
 * because it expands RRULE, RDATE, EXDATE and RECURRENCE-ID itself, with its own VTIMEZONE support, and
 * also writes iCalendar: calendar-file.ts makes the visitor's `.ics` with the same library.
 *
 * What is busy: every VEVENT that is not TRANSP:TRANSPARENT ("show as free") and not STATUS:CANCELLED,
 * each occurrence of a recurring one, an occurrence moved by a RECURRENCE-ID override where it was moved
 * to, an all-day event as the whole Zurich day (or days).
 */
import ICAL from 'ical.js';
import type { Interval } from '../../src/booking/free-times';
import { isKnownTimeZone, startOfZurichDay, wallTimeToInstant, zurichTimeZone, addDays } from '../../src/booking/zurich-time';
import { readLimitedText } from '../shared/read-limited';
import { DeadlineExceeded, runWithin } from './run-within';

type IcalTime = ICAL.Time;
type IcalEvent = ICAL.Event;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * RFC 5545 wants a VTIMEZONE for every TZID, and the big calendars send one; a feed that names
 * Europe/Zurich without it would leave ical.js with "floating" times, and its UNTIL and EXDATE
 * comparisons would be off by an hour or two. The EU rule (since 1996) as every calendar writes it,
 * registered only as ical.js's fallback: a feed's own definition is preferred.
 */
const zurichVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

if (!ICAL.TimezoneService.has(zurichTimeZone)) {
  ICAL.TimezoneService.register(new ICAL.Timezone(ICAL.Component.fromString(zurichVtimezone)));
}

/**
 * What reading one calendar may cost before it is given up: the occurrences of one recurring event
 * looked at (a daily event since 1990 is 13,000), and the time for the whole file, which bounds every
 * loop inside ical.js too (run-within.ts). Given up, the feed fails closed like one that cannot be
 * fetched: no times are offered.
 */
export interface ReadingBudget {
  maxOccurrences: number;
  timeMs: number;
}

export const defaultReadingBudget: ReadingBudget = { maxOccurrences: 100_000, timeMs: 1500 };

/** A calendar entry that could not be read within the budget: its UID names it for the team. */
export class UnreadableEntry extends Error {
  constructor(
    readonly uid: string | undefined,
    why: string,
  ) {
    super(`${uid ? `the entry UID ${uid}` : 'the file'} ${why}`);
    this.name = 'UnreadableEntry';
  }
}

/** The feed addresses in BOOKING_CALENDAR_FEEDS: separated by white space or commas; none when unset. */
export function calendarFeedsFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((address) => address !== '');
}

/**
 * The busy intervals of an iCalendar text that overlap the range, earliest first. Throws when the text
 * is no iCalendar or cannot be expanded, and UnreadableEntry (naming the entry being read) when the
 * budget runs out; the caller treats either as an unreadable feed.
 */
export function busyFromIcs(text: string, range: Interval, budget: ReadingBudget = defaultReadingBudget): Interval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('not an iCalendar file (no BEGIN:VCALENDAR)');
  const reading: { uid?: string } = {};
  try {
    return runWithin(budget.timeMs, () => expandBusy(text, range, budget.maxOccurrences, reading));
  } catch (error) {
    if (error instanceof DeadlineExceeded) throw new UnreadableEntry(reading.uid, `could not be read within ${budget.timeMs} ms`);
    throw error;
  }
}

/** busyFromIcs's work; `reading.uid` is the entry at hand, for the message when time runs out. */
function expandBusy(text: string, range: Interval, maxOccurrences: number, reading: { uid?: string }): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not an iCalendar file (${calendar.name})`);

  const components = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
  }

  const busy: Interval[] = [];
  const keep = (interval: Interval | undefined) => {
    if (interval && interval.start < range.end && interval.end > range.start && interval.end > interval.start) busy.push(interval);
  };
  for (const component of components) {
    reading.uid = String(component.getFirstPropertyValue('uid') ?? '') || undefined;
    if (component.hasProperty('recurrence-id')) {
      // An override is an event of its own at the time it was moved to; its original time is skipped below.
      if (isBusy(component)) keep(intervalOf(new ICAL.Event(component, { exceptions: [] })));
      continue;
    }
    if (!isBusy(component)) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    // Related by UID only: ical.js would otherwise relate every override in the file to every event.
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: overrides.get(uid) ?? [] });
    if (event.isRecurring()) for (const interval of occurrences(event, range, maxOccurrences)) keep(interval);
    else keep(intervalOf(event));
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function isBusy(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED' && component.hasProperty('dtstart');
}

/** The interval of a single event (or override) as written. */
function intervalOf(event: IcalEvent): Interval {
  const start = instantOf(event.startDate, event.component.getFirstProperty('dtstart'));
  return { start, end: endOf(event, event.startDate, start) };
}

/** Each occurrence of a recurring event up to the range's end, overrides left to their own VEVENT. */
function* occurrences(event: IcalEvent, range: Interval, maxOccurrences: number): Generator<Interval> {
  const startProperty = event.component.getFirstProperty('dtstart');
  const expansion = event.iterator();
  // Far enough back that an occurrence starting this much before the range cannot reach into it.
  const reach = approximateLengthMs(event) + 2 * dayMs;
  for (let count = 0; ; count += 1) {
    if (count > maxOccurrences) throw new UnreadableEntry(event.uid, `repeats more than ${maxOccurrences} times before the range`);
    const occurrence = expansion.next();
    if (!occurrence) return;
    // Wall time read as UTC is within a day of the real instant, whatever the zone: a cheap test first.
    const roughMs = Date.UTC(occurrence.year, occurrence.month - 1, occurrence.day, occurrence.hour, occurrence.minute, occurrence.second);
    if (roughMs - dayMs >= range.end.getTime()) return;
    if (roughMs + reach < range.start.getTime()) continue;
    const details = event.getOccurrenceDetails(occurrence);
    const item = details.item as IcalEvent;
    if (item !== event && !item.modifiesFuture()) continue;
    if (item !== event && !isBusy(item.component)) continue;
    const start = instantOf(details.startDate, item.component.getFirstProperty('dtstart') ?? startProperty);
    if (start >= range.end) return;
    yield { start, end: endOf(item, details.startDate, start) };
  }
}

/**
 * The end of an occurrence starting at `startTime` (= `start`), by RFC 5545's rules (3.8.5.3, 3.3.6):
 * with DTEND every occurrence lasts the exact time the first one did; a DURATION adds days and weeks on
 * the calendar and hours, minutes and seconds in real time; an all-day event without either is one day.
 */
function endOf(event: IcalEvent, startTime: IcalTime, start: Date): Date {
  const component = event.component;
  const firstStart = event.startDate;
  if (component.hasProperty('dtend')) {
    const dtend = component.getFirstPropertyValue('dtend') as IcalTime;
    if (firstStart.isDate) return startOfZurichDay(addDays(dateOf(startTime), daysBetweenTimes(firstStart, dtend)));
    const exactMs =
      instantOf(dtend, component.getFirstProperty('dtend')).getTime() -
      instantOf(firstStart, component.getFirstProperty('dtstart')).getTime();
    return new Date(start.getTime() + exactMs);
  }
  const duration = component.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (duration) {
    const sign = duration.isNegative ? -1 : 1;
    const days = sign * (duration.weeks * 7 + duration.days);
    const timeMs = sign * ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
    if (startTime.isDate) return startOfZurichDay(addDays(dateOf(startTime), days));
    const dayShiftedStart = days === 0 ? start : instantOf(startTime.clone().adjust(days, 0, 0, 0), component.getFirstProperty('dtstart'));
    return new Date(dayShiftedStart.getTime() + timeMs);
  }
  return startTime.isDate ? startOfZurichDay(addDays(dateOf(startTime), 1)) : start;
}

/** An upper bound of how long one occurrence lasts, for skipping occurrences far before the range. */
function approximateLengthMs(event: IcalEvent): number {
  try {
    return Math.abs(event.duration.toSeconds()) * 1000 + 2 * hourMs;
  } catch {
    return 400 * dayMs;
  }
}

/**
 * The real instant of an ical.js time. An all-day date is the start of that Zurich day. A time in a
 * zone Intl knows (Europe/Zurich and every IANA name) is converted by zurich-time.ts, the rule the free
 * times use too; one in a zone only the feed defines (Outlook's "W. Europe Standard Time") by ical.js
 * from the feed's VTIMEZONE; a floating time (no zone, or a TZID nobody defines) is read as Zurich time,
 * the team's own.
 */
function instantOf(time: IcalTime, property: ICAL.Property | null): Date {
  if (time.isDate) return startOfZurichDay(dateOf(time));
  const wall = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return new Date(`${dateOf(time)}T${wall}Z`);
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid) {
    return isKnownTimeZone(zone.tzid) ? wallTimeToInstant(dateOf(time), wall, zone.tzid) : new Date(time.toUnixTime() * 1000);
  }
  const named = property?.getParameter('tzid');
  const timeZone = typeof named === 'string' && isKnownTimeZone(named) ? named : zurichTimeZone;
  return wallTimeToInstant(dateOf(time), wall, timeZone);
}

function dateOf(time: IcalTime): string {
  return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
}

function daysBetweenTimes(from: IcalTime, to: IcalTime): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / dayMs);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `skipped`: a feed was read, but one of its entries could not be within the budget (the team must change it). */
export type BusyResult = { ok: true; busy: Interval[] } | { ok: false; reason: string; skipped?: true };

export interface ReadBusyTimesOptions {
  /** Feed addresses (calendarFeedsFromEnv). None: nothing is busy. */
  feeds: readonly string[];
  /** The real time the free times need (free-times.ts: bookingHorizon). */
  range: Interval;
  /** Per feed, for the download; the whole answer waits for the slowest feed, which a visitor waits for. */
  timeoutMs?: number;
  /** For reading each feed; all feeds together are read within one such time after the downloads' limit. */
  budget?: ReadingBudget;
  /** Tests pass their own; the function uses the global fetch. */
  fetch?: typeof fetch;
}

/** Feeds larger than this are refused (a calendar of many years is a few MB; more is not a calendar feed). */
export const maxFeedBytes = 10_000_000;

/** Redirects followed to reach a feed (a calendar service moving its addresses uses one). */
const maxRedirects = 3;

/**
 * Reads every feed at once and returns their busy intervals together, or the first reason one could
 * not be read. A reason names a feed by its number and host only: the rest of a private address is a
 * secret (it gives anyone the whole calendar) and must not reach the function log. The answer comes
 * within `timeoutMs` plus the reading budget, whatever the feeds hold.
 */
export async function readBusyTimes({
  feeds,
  range,
  timeoutMs = 4000,
  budget = defaultReadingBudget,
  fetch: fetchFeed = fetch,
}: ReadBusyTimesOptions): Promise<BusyResult> {
  const deadline = Date.now() + timeoutMs + budget.timeMs;
  const results = await Promise.all(
    feeds.map(async (address, index): Promise<BusyResult> => {
      const { url, host } = feedUrl(address);
      const name = `calendar feed ${index + 1}${host ? ` (${host})` : ''}`;
      if (!url) return { ok: false, reason: `${name} is not an https:// or webcal:// address` };
      const download = await downloadFeed(url, name, timeoutMs, fetchFeed);
      if (!download.ok) return download;
      // Feeds are read one after the other (reading is synchronous): each gets what is left of the shared time.
      const timeMs = Math.min(budget.timeMs, deadline - Date.now());
      if (timeMs <= 0) return { ok: false, reason: `${name} was not read: the time for reading calendars had run out` };
      try {
        return { ok: true, busy: busyFromIcs(download.text, range, { ...budget, timeMs }) };
      } catch (error) {
        if (error instanceof UnreadableEntry) return { ok: false, reason: `${name} was skipped: ${error.message}`, skipped: true };
        // ical.js quotes the line it could not read: what follows the first quote stays out of the log, it may be private.
        const message = messageOf(error);
        const shown = message.includes('"') ? `${message.slice(0, message.indexOf('"')).trim()} …` : message;
        return { ok: false, reason: `${name} could not be read as iCalendar: ${shown}` };
      }
    }),
  );
  const failed = results.find((result) => !result.ok);
  if (failed) return failed;
  const busy = results.flatMap((result) => (result.ok ? result.busy : []));
  return { ok: true, busy: busy.sort((a, b) => a.start.getTime() - b.start.getTime()) };
}

/**
 * The feed's text, fetched within `timeoutMs`: redirects are followed only to addresses that would be
 * accepted as feeds themselves (feedUrl), and the body is read as it streams and given up at
 * maxFeedBytes, whether or not the server said how long it is.
 */
async function downloadFeed(
  first: URL,
  name: string,
  timeoutMs: number,
  fetchFeed: typeof fetch,
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = first;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetchFeed(url, { signal, redirect: 'manual', headers: { accept: 'text/calendar' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (redirects === maxRedirects) return { ok: false, reason: `${name} redirected more than ${maxRedirects} times` };
        const next = feedUrl(new URL(location, url).href);
        if (!next.url) return { ok: false, reason: `${name} redirected to an address that is not https:// (${next.host ?? 'none'})` };
        url = next.url;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: `${name} answered HTTP ${response.status}` };
      }
      const read = await readLimitedText(response, maxFeedBytes);
      if (read.ok) return read;
      return { ok: false, reason: read.error === 'too_large' ? `${name} is larger than 10 MB` : `${name} broke off while it was read` };
    }
  } catch (error) {
    const timedOut = nameOf(error) === 'TimeoutError' || nameOf(error) === 'AbortError';
    return {
      ok: false,
      reason: timedOut ? `${name} did not answer within ${timeoutMs} ms` : `${name} could not be fetched: ${messageOf(error)}`,
    };
  }
}

/**
 * The address to fetch: https, or webcal (Apple's and Outlook's name for the same thing over https);
 * plain http only on this machine, for the local test feed, since a private feed must not travel in clear.
 */
function feedUrl(address: string): { url?: URL; host?: string } {
  let url: URL;
  try {
    url = new URL(address.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return {};
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? { url, host: url.host } : { host: url.host };
}

// Read by shape, not instanceof: fetch's errors may come from another realm (undici inside jest's VM).
function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

function messageOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return String(error);
  const cause =
    'cause' in error && typeof error.cause === 'object' && error.cause !== null && 'message' in error.cause
      ? ` (${String(error.cause.message)})`
      : '';
  return `${String(error.message)}${cause}`;
}
