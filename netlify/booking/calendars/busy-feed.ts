/**
 * The busy times of the team's real calendars, read from their private iCalendar feed addresses (the
 * secret environment variable BOOKING_CALENDAR_FEEDS, never the repository) each time free times are
 * computed; a feed's text is fetched at most once a minute (./feed-cache.ts), read anew each time. A feed that cannot be had at all (an address, the network, an HTTP status, a file that is
 * no calendar) makes the whole answer `{ ok: false }`: the caller then offers the request form as before
 * and never shows a time that may be taken. One entry of a feed cannot: an entry that cannot be read in
 * full is skipped with what was found of it and named for the team, and the rest is read as usual.
 *
 * Parser: ical.js (Mozilla's, the one Thunderbird uses; MPL-2.0, no dependencies, 2.2.1 of 2025-08-15),
 * chosen over node-ical (0.27.2 of 2026-09-14, which pulls in rrule-temporal and a Temporal polyfill)
 * because it expands RRULE, RDATE, EXDATE and RECURRENCE-ID itself, with its own VTIMEZONE support, and
 * also writes iCalendar: calendar-file.ts makes the visitor's `.ics` with the same library.
 *
 * What is busy: every VEVENT that is not TRANSP:TRANSPARENT ("show as free"), not STATUS:CANCELLED and
 * not an invitation the team has not accepted, each occurrence of a recurring one, an occurrence moved by
 * a RECURRENCE-ID override where it was moved to, an all-day event as the whole Zurich day (or days).
 */
import ICAL from 'ical.js';
import type { Interval } from '../../../src/booking/free-times';
import { isKnownTimeZone, startOfZurichDay, wallTimeToInstant, zurichTimeZone, addDays } from '../../../src/booking/zurich-time';
import { readLimitedText } from '../../shared/read-limited';
import { type FeedCache, type FeedDownload, type Validators, cachedFeedText, downloadedText } from './feed-cache';
import { cleanFeedText } from './feed-text';
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
 * What reading one calendar may cost: the occurrences of one recurring event looked at (a daily event
 * since 1990 is 13,000), and the time for the whole file, which bounds every loop inside ical.js too
 * (run-within.ts). The file as a whole must be parsed within the time, or the feed fails closed like
 * one that cannot be fetched; then each entry has its share of what is left (readEntries).
 */
export interface ReadingBudget {
  maxOccurrences: number;
  timeMs: number;
}

export const defaultReadingBudget: ReadingBudget = { maxOccurrences: 100_000, timeMs: 1500 };

/**
 * A feed and the addresses of its owners, whose unanswered invitations are not busy like the ones to
 * CONTACT_TO. In BOOKING_CALENDAR_FEEDS the owners follow the address as its fragment,
 * `https://host/path.ics#owner=anna@example.ch;ben@example.ch`: fetch never sends a fragment, and `;`
 * because commas and white space separate the feeds.
 */
export interface CalendarFeed {
  /** Without the fragment. */
  url: string;
  /** Lower-cased. */
  owners: string[];
}

/** A calendar entry that is left out of the busy times, or in part, because it could not be read in full. */
export interface SkippedEntry {
  /** 'calendar feed 1 (host)': never the rest of the address, which is the secret. */
  feed: string;
  /** As cleanFeedText makes it (written by whoever sent the invitation); empty when the entry has none. */
  uid: string;
  summary?: string;
  /** For the team, in English: 'could not be read within 37 ms'. */
  why: string;
}

/** One calendar's busy times (readCalendar); readBusyTimes adds the feed's name to each skipped entry. */
export interface CalendarReading {
  busy: Interval[];
  skipped: Omit<SkippedEntry, 'feed'>[];
}

/** The feeds in BOOKING_CALENDAR_FEEDS: separated by white space or commas; none when unset. */
export function calendarFeedsFromEnv(value: string | undefined): CalendarFeed[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const hash = entry.indexOf('#');
      if (hash === -1) return { url: entry, owners: [] };
      return { url: entry.slice(0, hash), owners: ownersOf(entry.slice(hash + 1)) };
    });
}

/** `owner=anna@example.ch;ben@example.ch` (an `@` written as %40 too); any other fragment names none. */
function ownersOf(fragment: string): string[] {
  const listed = /^owner=(.*)$/i.exec(fragment)?.[1] ?? '';
  return listed
    .split(';')
    .map((address) => {
      try {
        return plainAddress(decodeURIComponent(address));
      } catch {
        return plainAddress(address);
      }
    })
    .filter((address) => address !== '');
}

/** How addresses are compared: `MAILTO:Anna@Example.ch` is anna@example.ch. */
function plainAddress(address: string): string {
  return address
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase();
}

/**
 * The busy intervals of an iCalendar text that overlap the range, earliest first, and the entries that
 * could not be read in full within the budget. `teamAddresses` are the team's own (CONTACT_TO and the
 * feed's owners): an invitation none of them has accepted is not busy. Throws when the text is no
 * iCalendar or cannot be parsed within the budget; the caller treats that as an unreadable feed.
 */
export function readCalendar(
  text: string,
  range: Interval,
  budget: ReadingBudget = defaultReadingBudget,
  teamAddresses: readonly string[] = [],
): CalendarReading {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('not an iCalendar file (no BEGIN:VCALENDAR)');
  const deadline = performance.now() + budget.timeMs;
  const team = new Set(teamAddresses.map(plainAddress));
  let calendar: Calendar;
  try {
    calendar = runWithin(budget.timeMs, () => parseCalendar(text, range, team));
  } catch (error) {
    if (error instanceof DeadlineExceeded) throw new Error(`the file could not be parsed within ${budget.timeMs} ms`);
    throw error;
  }
  return readEntries(calendar, { range, team, maxOccurrences: budget.maxOccurrences, deadline });
}

/** An entry busyFromIcs could not read in full, named as in `skipped`. */
export class UnreadableEntry extends Error {
  constructor(readonly entry: Omit<SkippedEntry, 'feed'>) {
    super(`the entry UID ${entry.uid} ${entry.why}`);
    this.name = 'UnreadableEntry';
  }
}

/**
 * readCalendar for a calendar that must be read in full (a file this website wrote, a test): its busy
 * intervals, or UnreadableEntry for the first entry that could not be read.
 */
export function busyFromIcs(
  text: string,
  range: Interval,
  budget: ReadingBudget = defaultReadingBudget,
  teamAddresses: readonly string[] = [],
): Interval[] {
  const { busy, skipped } = readCalendar(text, range, budget, teamAddresses);
  if (skipped[0]) throw new UnreadableEntry(skipped[0]);
  return busy;
}

/** A VEVENT to read: one that is busy unless it cannot be read. */
interface Entry {
  component: ICAL.Component;
  uid: string;
  /** Where it stands in the file, for the order of the skipped entries. */
  index: number;
  recurring: boolean;
  /** About how many occurrences it has up to the range's end: cheap entries are read first (readEntries). */
  cost: number;
}

interface Calendar {
  entries: Entry[];
  /** RECURRENCE-ID overrides by UID, for the event they belong to. */
  overrides: Map<string, ICAL.Component[]>;
}

interface Reading {
  range: Interval;
  team: ReadonlySet<string>;
  maxOccurrences: number;
  /** performance.now() by which the calendar must be read. */
  deadline: number;
}

/**
 * The file parsed, and the entries that may be busy, cheapest first. An invitation the team has not
 * accepted is left out here, before any expansion: however its rule is written, it costs no share.
 */
function parseCalendar(text: string, range: Interval, team: ReadonlySet<string>): Calendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not an iCalendar file (${calendar.name})`);

  const components = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  const entries: Entry[] = [];
  components.forEach((component, index) => {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const override = component.hasProperty('recurrence-id');
    if (override) overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    if (!isBusy(component, team)) return;
    // An override is an event of its own at the time it was moved to; its original time is skipped below.
    const recurring = !override && (component.hasProperty('rrule') || component.hasProperty('rdate'));
    entries.push({ component, uid, index, recurring, cost: recurring ? roughOccurrences(component, range) : 0 });
  });
  // Stable: entries of the same cost stay in the file's order.
  entries.sort((a, b) => a.cost - b.cost);
  return { entries, overrides };
}

function isBusy(component: ICAL.Component, team: ReadonlySet<string>): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED' && component.hasProperty('dtstart') && !unanswered(component, team);
}

/**
 * An invitation to the team that no one of the team has accepted: at least one ATTENDEE is a team
 * address, and each of those has not answered (NEEDS-ACTION, also when PARTSTAT is missing, RFC 5545
 * 3.2.12) or declined. Anyone can send an invitation, and some calendars put it in the feed unasked;
 * the team's own events name no attendee and stay busy, and so does any answer not known here
 * (TENTATIVE, DELEGATED, a calendar's own word), since a time shown free must be free.
 */
function unanswered(component: ICAL.Component, team: ReadonlySet<string>): boolean {
  if (team.size === 0) return false;
  let invited = false;
  for (const attendee of component.getAllProperties('attendee')) {
    const email = attendee.getParameter('email');
    const addresses = [String(attendee.getFirstValue() ?? ''), typeof email === 'string' ? email : ''].map(plainAddress);
    if (!addresses.some((address) => team.has(address))) continue;
    const answer = String(attendee.getParameter('partstat') ?? 'NEEDS-ACTION').toUpperCase();
    if (answer !== 'NEEDS-ACTION' && answer !== 'DECLINED') return false;
    invited = true;
  }
  return invited;
}

/**
 * A rough count of a recurring entry's occurrences up to the range's end, from its DTSTART, FREQ,
 * INTERVAL, COUNT and UNTIL only (BYDAY and the like left aside): enough to read a weekly meeting
 * before a daily one of 1995, which then has the time the weekly ones left. Unknown: read last.
 */
function roughOccurrences(component: ICAL.Component, range: Interval): number {
  const unknown = Number.MAX_SAFE_INTEGER;
  try {
    const start = component.getFirstPropertyValue('dtstart') as IcalTime | null;
    const rule = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    if (!start) return unknown;
    if (!rule) return component.getAllProperties('rdate').length;
    const until = rule.until ? Math.min(roughMs(rule.until), range.end.getTime()) : range.end.getTime();
    const periodMs = (periods[rule.freq] ?? 1000) * Math.max(1, rule.interval || 1);
    const count = Math.max(0, until - roughMs(start)) / periodMs + 1;
    return rule.count ? Math.min(count, rule.count) : count;
  } catch {
    return unknown;
  }
}

const periods: Partial<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: hourMs,
  DAILY: dayMs,
  WEEKLY: 7 * dayMs,
  MONTHLY: 30 * dayMs,
  YEARLY: 365 * dayMs,
};

/** An entry gets at least this while there is that much left, however many entries there are. */
const minShareMs = 25;

/**
 * A runWithin lasts its first entry's share and this much more, in which further entries may begin:
 * each call costs 0.2–2 ms of its own (run-within.ts), a good part of the reading if there were one
 * per entry, and this is what a loop inside ical.js may take beyond its share.
 */
const batchMs = 25;

/** The watchdog waits this long after the expansion's own stop: it is there for what never comes back. */
const watchdogLeewayMs = 5;

/**
 * Each entry is read with its share of the time left: what is left divided by the entries left, so a
 * fast entry leaves its time to those after it (and the cheap ones come first). An entry that uses up
 * its share is read once more at the end, from its start, with its share of what the others left: a
 * pause of the machine (a garbage collection, a CPU throttled as on a small Lambda, which stops a
 * process for tens of milliseconds) must not cost a real appointment; one that never finishes thus
 * takes what is left of the calendar's time. One that still does not finish, or repeats more often
 * than the budget allows, counts with what was found of it and is named in `skipped`.
 */
function readEntries({ entries, overrides }: Calendar, reading: Reading): CalendarReading {
  const found = new Map<Entry, Interval[]>();
  const stops = readInTurn(entries, overrides, reading, found);
  const again = entries.filter((entry) => stops.get(entry)?.outOfTime);
  if (again.length > 0) {
    const foundAgain = new Map<Entry, Interval[]>();
    const stopsAgain = readInTurn(again, overrides, reading, foundAgain);
    for (const entry of again) {
      const stop = stopsAgain.get(entry);
      // Read from the start both times: the longer of the two holds the other.
      if ((foundAgain.get(entry)?.length ?? 0) > (found.get(entry)?.length ?? 0)) found.set(entry, foundAgain.get(entry)!);
      if (!stop) stops.delete(entry);
      else if (stop.read) stops.set(entry, stop);
    }
  }
  return {
    busy: [...found.values()].flat().sort((a, b) => a.start.getTime() - b.start.getTime()),
    skipped: [...stops]
      .sort(([a], [b]) => a.index - b.index)
      .map(([entry, { why }]) => ({ uid: cleanFeedText(entry.uid), ...summaryOf(entry), why })),
  };
}

/** Why an entry was not read to its end; `outOfTime`: it had less time than it needed. */
interface Stop {
  why: string;
  outOfTime: boolean;
  /** False when it was not begun at all. */
  read: boolean;
}

/**
 * Reads the entries one after the other, each with its share of the time left, into `found` (outside
 * the interrupted calls, so that what was found before an interruption is kept); how those that did
 * not come to their end stopped. Entries are read in runWithin calls of a share and batchMs; one
 * begins only while its whole share still fits into the call. The expansion stops itself at its
 * share; the watchdog only ends a loop inside ical.js, which then has had at least its share and at
 * most batchMs more.
 */
function readInTurn(
  entries: readonly Entry[],
  overrides: ReadonlyMap<string, ICAL.Component[]>,
  reading: Reading,
  found: Map<Entry, Interval[]>,
): Map<Entry, Stop> {
  const stops = new Map<Entry, Stop>();
  const current = { index: 0, startedAt: 0 };
  const shareAt = (now: number) => {
    const left = reading.deadline - now;
    return Math.min(left, Math.max(minShareMs, left / (entries.length - current.index)));
  };

  while (current.index < entries.length) {
    const started = performance.now();
    const left = reading.deadline - started;
    if (left < 1) {
      for (const entry of entries.slice(current.index)) {
        stops.set(entry, { why: 'was not read: the time for reading this calendar had run out', outOfTime: true, read: false });
      }
      break;
    }
    const callEnd = started + Math.min(left, shareAt(started) + batchMs);
    const first = current.index;
    try {
      runWithin(callEnd - started + watchdogLeewayMs, () => {
        for (; current.index < entries.length; current.index += 1) {
          const now = performance.now();
          const shareMs = shareAt(now);
          if (current.index > first && now + shareMs > callEnd) return;
          current.startedAt = now;
          const entry = entries[current.index]!;
          const busy: Interval[] = [];
          found.set(entry, busy);
          const stop = readEntry(entry, overrides, reading, busy, now + shareMs, shareMs);
          if (stop) stops.set(entry, stop);
        }
      });
    } catch (error) {
      if (!(error instanceof DeadlineExceeded)) throw error;
      // Interrupted in ical.js, or (rarely) just after the entry had come back on its own.
      const entry = entries[current.index];
      if (entry && !stops.has(entry)) {
        const why = `could not be read within ${Math.round(performance.now() - current.startedAt)} ms`;
        stops.set(entry, { why, outOfTime: true, read: true });
      }
      current.index += 1;
    }
  }
  return stops;
}

/**
 * Reads one entry into `busy`; how it stopped before its end, if it did. An entry ical.js cannot read
 * (a rule it refuses) is skipped like one that takes too long: the rest of the calendar is still read.
 * (The vm's timeout passes through the catch here: no script can catch it.)
 */
function readEntry(
  entry: Entry,
  overrides: ReadonlyMap<string, ICAL.Component[]>,
  reading: Reading,
  busy: Interval[],
  until: number,
  shareMs: number,
): Stop | undefined {
  const { range } = reading;
  const keep = (interval: Interval | undefined) => {
    if (interval && interval.start < range.end && interval.end > range.start && interval.end > interval.start) busy.push(interval);
  };
  try {
    if (!entry.recurring) {
      keep(intervalOf(new ICAL.Event(entry.component, { exceptions: [] })));
      return undefined;
    }
    // Related by UID only: ical.js would otherwise relate every override in the file to every event.
    const event = new ICAL.Event(entry.component, { strictExceptions: true, exceptions: overrides.get(entry.uid) ?? [] });
    const stop = occurrences(event, reading, until, keep);
    if (stop === 'time') return { why: `could not be read within ${Math.round(shareMs)} ms`, outOfTime: true, read: true };
    if (stop === 'count') {
      return { why: `repeats more than ${reading.maxOccurrences} times before the range`, outOfTime: false, read: true };
    }
    return undefined;
  } catch (error) {
    return { why: `could not be read: ${shownMessage(error)}`, outOfTime: false, read: true };
  }
}

/** The entry's SUMMARY as the team will see it, if it has one. */
function summaryOf(entry: Entry): { summary?: string } {
  try {
    const summary = cleanFeedText(String(entry.component.getFirstPropertyValue('summary') ?? ''));
    return summary ? { summary } : {};
  } catch {
    return {};
  }
}

/**
 * Each occurrence of a recurring event up to the range's end, given to `keep`, overrides left to their
 * own VEVENT; stops at `until` (performance.now()) or after maxOccurrences, and says which.
 */
function occurrences(
  event: IcalEvent,
  { range, team, maxOccurrences }: Reading,
  until: number,
  keep: (interval: Interval) => void,
): 'time' | 'count' | undefined {
  const startProperty = event.component.getFirstProperty('dtstart');
  const expansion = event.iterator();
  // Far enough back that an occurrence starting this much before the range cannot reach into it.
  const reach = approximateLengthMs(event) + 2 * dayMs;
  for (let count = 0; ; count += 1) {
    if (count > maxOccurrences) return 'count';
    if (performance.now() > until) return 'time';
    const occurrence = expansion.next();
    if (!occurrence) return undefined;
    // Wall time read as UTC is within a day of the real instant, whatever the zone: a cheap test first.
    const roughStartMs = roughMs(occurrence);
    if (roughStartMs - dayMs >= range.end.getTime()) return undefined;
    if (roughStartMs + reach < range.start.getTime()) continue;
    const details = event.getOccurrenceDetails(occurrence);
    const item = details.item as IcalEvent;
    if (item !== event && !item.modifiesFuture()) continue;
    if (item !== event && !isBusy(item.component, team)) continue;
    const start = instantOf(details.startDate, item.component.getFirstProperty('dtstart') ?? startProperty);
    if (start >= range.end) return undefined;
    keep({ start, end: endOf(item, details.startDate, start) });
  }
}

/** Wall time read as UTC. */
function roughMs(time: IcalTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** The interval of a single event (or override) as written. */
function intervalOf(event: IcalEvent): Interval {
  const start = instantOf(event.startDate, event.component.getFirstProperty('dtstart'));
  return { start, end: endOf(event, event.startDate, start) };
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

/**
 * `skipped`: entries left out of `busy` (or in part) that the team should hear of; booking goes on
 * without them. Not ok: a feed could not be read at all, booking is off for now.
 */
export type BusyResult = { ok: true; busy: Interval[]; skipped: SkippedEntry[] } | { ok: false; reason: string };

export interface ReadBusyTimesOptions {
  /** The feeds (calendarFeedsFromEnv). None: nothing is busy. */
  feeds: readonly CalendarFeed[];
  /** The team's addresses (CONTACT_TO): an invitation to them that none has accepted is not busy, in any feed. */
  teamAddresses: readonly string[];
  /** The real time the free times need (free-times.ts: bookingHorizon). */
  range: Interval;
  /** Per feed, for the download; the whole answer waits for the slowest feed, which a visitor waits for. */
  timeoutMs?: number;
  /** For reading each feed; all feeds together are read within one such time after the downloads' limit. */
  budget?: ReadingBudget;
  /** Tests pass their own; the function uses the global fetch. */
  fetch?: typeof fetch;
  /** Where the feeds' texts are kept for a minute (./feed-cache.ts); none: every feed is fetched every time. */
  cache?: FeedCache;
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
  teamAddresses,
  range,
  timeoutMs = 4000,
  budget = defaultReadingBudget,
  fetch: fetchFeed = fetch,
  cache,
}: ReadBusyTimesOptions): Promise<BusyResult> {
  const deadline = Date.now() + timeoutMs + budget.timeMs;
  let unread = feeds.length;
  const results = await Promise.all(
    feeds.map(async ({ url: address, owners }, index): Promise<BusyResult> => {
      const { url, host, local } = feedUrl(address);
      const name = `calendar feed ${index + 1}${host ? ` (${host})` : ''}`;
      if (!url) {
        unread -= 1;
        return { ok: false, reason: `${name} is not an https:// or webcal:// address` };
      }
      // A feed on this machine (the e2e tests' and `npm run serve`'s stand-in, switched between two asks)
      // costs nothing to fetch and is no calendar service to spare: it is read every time.
      const download =
        cache && !local
          ? await cachedFeedText(cache, url, name, timeoutMs, (validators, ms) => downloadFeed(url, name, ms, fetchFeed, validators))
          : downloadedText(await downloadFeed(url, name, timeoutMs, fetchFeed), undefined, name);
      // Feeds are read one after the other (reading is synchronous): each gets its part of what is left
      // of the shared time, so that one with many slow entries leaves time to those still downloading.
      const timeMs = Math.min(budget.timeMs, (deadline - Date.now()) / unread);
      unread -= 1;
      if (!download.ok) return download;
      if (timeMs < 1) return { ok: false, reason: `${name} was not read: the time for reading calendars had run out` };
      try {
        const reading = readCalendar(download.text, range, { ...budget, timeMs }, [...teamAddresses, ...owners]);
        return { ok: true, busy: reading.busy, skipped: reading.skipped.map((entry) => ({ feed: name, ...entry })) };
      } catch (error) {
        return { ok: false, reason: `${name} could not be read as iCalendar: ${shownMessage(error)}` };
      }
    }),
  );
  const failed = results.find((result) => !result.ok);
  if (failed) return failed;
  const busy = results.flatMap((result) => (result.ok ? result.busy : []));
  const skipped = results.flatMap((result) => (result.ok ? result.skipped : []));
  return { ok: true, busy: busy.sort((a, b) => a.start.getTime() - b.start.getTime()), skipped };
}

/**
 * The feed's text, fetched within `timeoutMs`: redirects are followed only to addresses that would be
 * accepted as feeds themselves (feedUrl), and the body is read as it streams and given up at
 * maxFeedBytes, whether or not the server said how long it is. With `validators` (what the server said
 * of the text kept, ./feed-cache.ts) the request is conditional, and a 304 says the text is unchanged.
 */
async function downloadFeed(
  first: URL,
  name: string,
  timeoutMs: number,
  fetchFeed: typeof fetch,
  validators?: Validators,
): Promise<FeedDownload> {
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { accept: 'text/calendar' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    let url = first;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetchFeed(url, { signal, redirect: 'manual', headers });
      if (response.status === 304 && validators) {
        await response.body?.cancel();
        return { ok: true, notModified: true };
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (redirects === maxRedirects) return { ok: false, reason: `${name} redirected more than ${maxRedirects} times` };
        const next = feedUrl(new URL(location, url).href);
        if (!next.url) {
          return { ok: false, reason: `${name} redirected to an address that is not https:// (${cleanFeedText(next.host ?? 'none')})` };
        }
        url = next.url;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: `${name} answered HTTP ${response.status}` };
      }
      const read = await readLimitedText(response, maxFeedBytes);
      if (read.ok) return { ok: true, text: read.text, validators: validatorsOf(response) };
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

/** The version the server names for the text it sent, where it names one (a weak ETag serves If-None-Match too). */
function validatorsOf(response: Response): Validators {
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

/**
 * The address to fetch: https, or webcal (Apple's and Outlook's name for the same thing over https);
 * plain http only on this machine (`local`), for the local test feed, since a private feed must not travel in clear.
 */
function feedUrl(address: string): { url?: URL; host?: string; local?: boolean } {
  let url: URL;
  try {
    url = new URL(address.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return {};
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? { url, host: url.host, local } : { host: url.host };
}

// Read by shape, not instanceof: fetch's errors may come from another realm (undici inside jest's VM).
function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/**
 * An error of ical.js's for the log: it quotes the line or value it could not read, which may be
 * private, so what follows the first quote stays out.
 */
function shownMessage(error: unknown): string {
  const message = messageOf(error);
  const quote = message.search(/["']/);
  return cleanFeedText(quote === -1 ? message : `${message.slice(0, quote).trim()} …`);
}

function messageOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return String(error);
  const cause =
    'cause' in error && typeof error.cause === 'object' && error.cause !== null && 'message' in error.cause
      ? ` (${String(error.cause.message)})`
      : '';
  return `${String(error.message)}${cause}`;
}
