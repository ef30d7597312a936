import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Interval } from '../../../src/booking/free-times';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import {
  type CalendarFeed,
  UnreadableEntry,
  busyFromIcs,
  calendarFeedsFromEnv,
  maxFeedBytes,
  readBusyTimes,
  readCalendar,
} from './busy-feed';

/**
 * Entries on which ical.js 2.2.1 never returns from `next()` (a daily rule on 30 February, an hourly
 * rule on 31 April, a zone whose offset repeats every minute): anyone who can put an event in the
 * team's calendar (an invitation accepted automatically) could write one.
 */
const hostileEntries = [
  ['daily-on-30-february', 'thirtieth-of-february@hostile', 'Never'],
  ['hourly-on-31-april', 'hour-that-never-comes@hostile', 'Never'],
  ['zone-changing-every-minute', 'meeting-in-a-minutely-zone@hostile', 'Team'],
] as const;
const hostileFeed = (name: string) => readFileSync(`${__dirname}/fixtures/${name}.ics`, 'utf8');

/** A calendar as the feeds send it: CRLF lines, the events given. */
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//busy-feed//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

/** Google's and Infomaniak's way of defining the zone in the feed itself. */
const zurichVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'X-LIC-LOCATION:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260201T120000Z', ...lines, 'END:VEVENT'];

/** Weekly supervision on Tuesdays 10:00–11:00 until 14 April: 17 March deleted, 24 March moved to 14:00, 7 April cancelled. */
const weeklyWithExceptions = [
  ...event(
    'UID:weekly@test',
    'SUMMARY:Supervision',
    'DTSTART;TZID=Europe/Zurich:20260303T100000',
    'DTEND;TZID=Europe/Zurich:20260303T110000',
    // 14 April 10:00 summer time is 08:00 UTC: UNTIL names the last occurrence exactly.
    'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260414T080000Z',
    'EXDATE;TZID=Europe/Zurich:20260317T100000',
  ),
  ...event(
    'UID:weekly@test',
    'RECURRENCE-ID;TZID=Europe/Zurich:20260324T100000',
    'DTSTART;TZID=Europe/Zurich:20260324T140000',
    'DTEND;TZID=Europe/Zurich:20260324T150000',
  ),
  ...event(
    'UID:weekly@test',
    'RECURRENCE-ID;TZID=Europe/Zurich:20260407T100000',
    'DTSTART;TZID=Europe/Zurich:20260407T100000',
    'DTEND;TZID=Europe/Zurich:20260407T110000',
    'STATUS:CANCELLED',
  ),
];

const spring: Interval = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };
const autumn: Interval = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2026-11-02T00:00:00Z') };

/** `2026-03-03 10:00–2026-03-03 11:00` in Zurich time, so the expectations read like the team's diary. */
const inZurich = (intervals: Interval[]) =>
  intervals.map(({ start, end }) => {
    const from = instantToWallTime(start);
    const to = instantToWallTime(end);
    return `${from.date} ${from.time}–${to.date === from.date ? '' : `${to.date} `}${to.time}`;
  });
const inUtc = (intervals: Interval[]) => intervals.map(({ start, end }) => `${start.toISOString()}/${end.toISOString()}`);

/** CONTACT_TO in these tests. */
const team = 'team@praxis.example';

/**
 * An outsider's invitation over every booking window (all day, every day since January), as a calendar
 * service puts it into the feed on arrival; `attendee` is the team's line of it, if any.
 */
const outsidersInvitation = (attendee?: string, ...rule: string[]) =>
  event(
    'UID:webinar-every-day@outsider.example',
    'SUMMARY:Daily growth webinar',
    'ORGANIZER;CN=Sales:mailto:sales@outsider.example',
    ...(attendee ? [attendee] : []),
    ...(rule.length > 0 ? rule : ['DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=DAILY']),
  );

/** The team's own appointment in the same calendar, with no attendees, as most are. */
const ownAppointment = event('UID:own@test', 'SUMMARY:Supervision', 'DTSTART:20260304T120000Z', 'DTEND:20260304T130000Z');
const ownBusy = '2026-03-04T12:00:00.000Z/2026-03-04T13:00:00.000Z';

/** The rule on which ical.js 2.2.1 never returns (fixtures/daily-on-30-february.ics), here written inline. */
const thirtiethOfFebruary = [
  'DTSTART;TZID=Europe/Zurich:20260105T090000',
  'DTEND;TZID=Europe/Zurich:20260105T100000',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
];

describe('busyFromIcs and readCalendar', () => {
  describe.each([
    ['with the VTIMEZONE the feed sends', zurichVtimezone],
    ['with only the TZID, no VTIMEZONE', []],
  ])('a weekly event with a deleted, a moved and a cancelled occurrence, %s', (_, vtimezone) => {
    it('is busy at each remaining occurrence, across the change to summer time', () => {
      const busy = busyFromIcs(calendar(...vtimezone, ...weeklyWithExceptions), spring);
      expect(inZurich(busy)).toEqual([
        '2026-03-03 10:00–11:00',
        '2026-03-10 10:00–11:00',
        '2026-03-24 14:00–15:00',
        '2026-03-31 10:00–11:00',
        '2026-04-14 10:00–11:00',
      ]);
      expect(inUtc(busy)[0]).toBe('2026-03-03T09:00:00.000Z/2026-03-03T10:00:00.000Z');
      expect(inUtc(busy)[3]).toBe('2026-03-31T08:00:00.000Z/2026-03-31T09:00:00.000Z');
    });
  });

  it('matches an override or an EXDATE written in UTC to an occurrence written in Zurich time', () => {
    const busy = busyFromIcs(
      calendar(
        ...zurichVtimezone,
        ...event(
          'UID:mixed@test',
          'DTSTART;TZID=Europe/Zurich:20260303T100000',
          'DTEND;TZID=Europe/Zurich:20260303T110000',
          'RRULE:FREQ=WEEKLY;COUNT=5',
          'EXDATE:20260331T080000Z',
        ),
        ...event('UID:mixed@test', 'RECURRENCE-ID:20260310T090000Z', 'DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z'),
        // An override of another event with the same RECURRENCE-ID must not touch this one.
        ...event(
          'UID:other@test',
          'RECURRENCE-ID;TZID=Europe/Zurich:20260317T100000',
          'DTSTART:20260317T150000Z',
          'DTEND:20260317T153000Z',
        ),
      ),
      spring,
    );
    expect(inZurich(busy)).toEqual([
      '2026-03-03 10:00–11:00',
      '2026-03-10 16:00–17:00',
      '2026-03-17 10:00–11:00',
      '2026-03-17 16:00–16:30',
      '2026-03-24 10:00–11:00',
    ]);
  });

  it('makes an all-day event the whole Zurich day (23 hours on 29 March), a two-day one both days', () => {
    const busy = busyFromIcs(
      calendar(
        ...event('UID:holiday@test', 'DTSTART;VALUE=DATE:20260329'),
        ...event('UID:course@test', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260307'),
        ...event('UID:weekly-day@test', 'DTSTART;VALUE=DATE:20260411', 'DTEND;VALUE=DATE:20260412', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      ),
      spring,
    );
    expect(inUtc(busy)).toEqual([
      '2026-03-04T23:00:00.000Z/2026-03-06T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z/2026-03-29T22:00:00.000Z',
      '2026-04-10T22:00:00.000Z/2026-04-11T22:00:00.000Z',
      '2026-04-17T22:00:00.000Z/2026-04-18T22:00:00.000Z',
    ]);
  });

  it('reads events across the night of 29 March in real time', () => {
    const busy = busyFromIcs(
      calendar(
        ...zurichVtimezone,
        // 23:30 winter time to 03:30 summer time: three real hours.
        ...event('UID:night@test', 'DTSTART;TZID=Europe/Zurich:20260328T233000', 'DTEND;TZID=Europe/Zurich:20260329T033000'),
        // Daily 09:00–10:00 from Friday to Monday: 08:00 UTC before the change, 07:00 after.
        ...event(
          'UID:daily@test',
          'DTSTART;TZID=Europe/Zurich:20260327T090000',
          'DTEND;TZID=Europe/Zurich:20260327T100000',
          'RRULE:FREQ=DAILY;COUNT=4',
        ),
        // Four hours from 23:00: DURATION counts hours in real time, so it ends at 04:00 summer time.
        ...event('UID:duration@test', 'DTSTART;TZID=Europe/Zurich:20260328T230000', 'DURATION:PT4H'),
      ),
      spring,
    );
    expect(inUtc(busy)).toEqual([
      '2026-03-27T08:00:00.000Z/2026-03-27T09:00:00.000Z',
      '2026-03-28T08:00:00.000Z/2026-03-28T09:00:00.000Z',
      '2026-03-28T22:00:00.000Z/2026-03-29T02:00:00.000Z',
      '2026-03-28T22:30:00.000Z/2026-03-29T01:30:00.000Z',
      '2026-03-29T07:00:00.000Z/2026-03-29T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z/2026-03-30T08:00:00.000Z',
    ]);
  });

  it('keeps a recurring event at its wall time over 25 October, each occurrence as long as the first (RFC 5545 3.8.5.3)', () => {
    const busy = busyFromIcs(
      calendar(
        ...zurichVtimezone,
        ...event(
          'UID:sunday@test',
          'DTSTART;TZID=Europe/Zurich:20261018T013000',
          'DTEND;TZID=Europe/Zurich:20261018T033000',
          'RRULE:FREQ=WEEKLY;COUNT=3',
        ),
        ...event(
          'UID:monday@test',
          'DTSTART;TZID=Europe/Zurich:20261019T090000',
          'DTEND;TZID=Europe/Zurich:20261019T100000',
          'RRULE:FREQ=WEEKLY;COUNT=2',
        ),
      ),
      autumn,
    );
    expect(inZurich(busy)).toEqual([
      '2026-10-18 01:30–03:30',
      '2026-10-19 09:00–10:00',
      // Two exact hours from 01:30 summer time end at 02:30 winter time on the night the clocks go back.
      '2026-10-25 01:30–02:30',
      '2026-10-26 09:00–10:00',
      '2026-11-01 01:30–03:30',
    ]);
    expect(inUtc(busy)[2]).toBe('2026-10-24T23:30:00.000Z/2026-10-25T01:30:00.000Z');
    expect(inUtc(busy)[3]).toBe('2026-10-26T08:00:00.000Z/2026-10-26T09:00:00.000Z');
  });

  it('reads UTC, floating, other IANA zones and a zone only the feed defines', () => {
    const busy = busyFromIcs(
      calendar(
        'BEGIN:VTIMEZONE',
        'TZID:W. Europe Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:16010101T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
        ...event('UID:utc@test', 'DTSTART:20260304T120000Z', 'DTEND:20260304T130000Z'),
        ...event('UID:floating@test', 'DTSTART:20260305T120000', 'DTEND:20260305T130000'),
        ...event('UID:new-york@test', 'DTSTART;TZID=America/New_York:20260316T090000', 'DTEND;TZID=America/New_York:20260316T100000'),
        ...event(
          'UID:outlook@test',
          'DTSTART;TZID=W. Europe Standard Time:20260401T090000',
          'DTEND;TZID=W. Europe Standard Time:20260401T100000',
        ),
      ),
      spring,
    );
    expect(inUtc(busy)).toEqual([
      '2026-03-04T12:00:00.000Z/2026-03-04T13:00:00.000Z',
      '2026-03-05T11:00:00.000Z/2026-03-05T12:00:00.000Z',
      '2026-03-16T13:00:00.000Z/2026-03-16T14:00:00.000Z',
      '2026-04-01T07:00:00.000Z/2026-04-01T08:00:00.000Z',
    ]);
  });

  it('ignores events shown as free or cancelled, and what lies outside the range', () => {
    const busy = busyFromIcs(
      calendar(
        ...event('UID:free@test', 'DTSTART:20260304T120000Z', 'DTEND:20260304T130000Z', 'TRANSP:TRANSPARENT'),
        ...event('UID:birthday@test', 'DTSTART;VALUE=DATE:20260306', 'RRULE:FREQ=YEARLY', 'TRANSP:TRANSPARENT'),
        ...event('UID:cancelled@test', 'DTSTART:20260305T120000Z', 'DTEND:20260305T130000Z', 'STATUS:CANCELLED'),
        ...event('UID:before@test', 'DTSTART:20260227T120000Z', 'DTEND:20260227T130000Z'),
        ...event('UID:after@test', 'DTSTART:20260501T000000Z', 'DTEND:20260501T010000Z'),
        ...event('UID:reaching-in@test', 'DTSTART:20260228T230000Z', 'DTEND:20260301T010000Z', 'TRANSP:OPAQUE'),
      ),
      spring,
    );
    expect(inUtc(busy)).toEqual(['2026-02-28T23:00:00.000Z/2026-03-01T01:00:00.000Z']);
  });

  // The CommonJS build jest loads is slower than the ES module the function bundles (about 0.5 s for this one).
  it('expands a daily event that began decades ago within a few seconds', () => {
    const started = Date.now();
    const busy = busyFromIcs(
      calendar(
        ...event(
          'UID:old@test',
          'DTSTART;TZID=Europe/Zurich:19950102T080000',
          'DTEND;TZID=Europe/Zurich:19950102T083000',
          'RRULE:FREQ=DAILY',
        ),
      ),
      spring,
      // The default 1500 ms is enough alone, not beside other test files on a busy machine.
      { maxOccurrences: 100_000, timeMs: 5000 },
    );
    expect(busy).toHaveLength(61);
    expect(inZurich(busy).every((text) => text.endsWith('08:00–08:30'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each(hostileEntries)('gives up on %s within its time, naming the entry and reading on', (name, uid, summary) => {
    const started = Date.now();
    const reading = readCalendar(hostileFeed(name), spring, { maxOccurrences: 100_000, timeMs: 300 });
    expect(reading).toEqual({ busy: [], skipped: [{ uid, summary, why: expect.stringMatching(/^could not be read within \d+ ms$/) }] });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('skips the entries it cannot read and keeps every other entry of the calendar', () => {
    const hostile = (uid: string, summary: string) => event(`UID:${uid}`, `SUMMARY:${summary}`, ...thirtiethOfFebruary);
    const started = Date.now();
    const reading = readCalendar(
      calendar(
        ...zurichVtimezone,
        ...hostile('first-never@hostile', 'Never'),
        ...weeklyWithExceptions,
        ...hostile('second-never@hostile', 'Never again'),
        ...ownAppointment,
      ),
      spring,
      { maxOccurrences: 100_000, timeMs: 600 },
    );
    expect(inZurich(reading.busy)).toEqual([
      '2026-03-03 10:00–11:00',
      '2026-03-04 13:00–14:00',
      '2026-03-10 10:00–11:00',
      '2026-03-24 14:00–15:00',
      '2026-03-31 10:00–11:00',
      '2026-04-14 10:00–11:00',
    ]);
    // In the file's order, each with its own share: the first one does not take the second one's time.
    expect(reading.skipped).toEqual([
      { uid: 'first-never@hostile', summary: 'Never', why: expect.stringMatching(/^could not be read within \d+ ms$/) },
      { uid: 'second-never@hostile', summary: 'Never again', why: expect.stringMatching(/^could not be read within \d+ ms$/) },
    ]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('keeps what it found of an entry that runs out of its time', () => {
    const everySecond = event('UID:every-second@test', 'DTSTART:20260302T000000Z', 'DURATION:PT1S', 'RRULE:FREQ=SECONDLY');
    const reading = readCalendar(calendar(...everySecond), spring, { maxOccurrences: 100_000_000, timeMs: 200 });
    expect(reading.busy.length).toBeGreaterThan(100);
    expect(inUtc(reading.busy)[0]).toBe('2026-03-02T00:00:00.000Z/2026-03-02T00:00:01.000Z');
    expect(reading.skipped).toEqual([{ uid: 'every-second@test', why: expect.stringMatching(/^could not be read within \d+ ms$/) }]);
  });

  it('gives up on an event repeating more often than its occurrence budget, keeping what it found', () => {
    const minutely = event('UID:every-minute@test', 'DTSTART:20200101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY');
    const hourly = event('UID:every-hour@test', 'DTSTART:20260302T080000Z', 'DURATION:PT30M', 'RRULE:FREQ=HOURLY');
    const reading = readCalendar(calendar(...minutely, ...hourly), spring, { maxOccurrences: 1000, timeMs: 5000 });
    expect(inUtc(reading.busy).slice(0, 2)).toEqual([
      '2026-03-02T08:00:00.000Z/2026-03-02T08:30:00.000Z',
      '2026-03-02T09:00:00.000Z/2026-03-02T09:30:00.000Z',
    ]);
    expect(reading.busy).toHaveLength(1001);
    expect(reading.skipped).toEqual([
      { uid: 'every-minute@test', why: 'repeats more than 1000 times before the range' },
      { uid: 'every-hour@test', why: 'repeats more than 1000 times before the range' },
    ]);
  });

  it('reads cheap entries first, so an expensive one listed first has the time they leave', () => {
    // 30 years of a daily event take about half a second here, far more than a thirty-first of the time.
    const daily = event(
      'UID:old@test',
      'DTSTART;TZID=Europe/Zurich:19950102T080000',
      'DTEND;TZID=Europe/Zurich:19950102T083000',
      'RRULE:FREQ=DAILY',
    );
    const weekly = Array.from({ length: 30 }, (_, index) =>
      event(`UID:weekly-${index}@test`, 'DTSTART:20260302T140000Z', 'DURATION:PT15M', 'RRULE:FREQ=WEEKLY;COUNT=4'),
    );
    const busy = busyFromIcs(calendar(...daily, ...weekly.flat()), spring, { maxOccurrences: 100_000, timeMs: 4000 });
    expect(busy).toHaveLength(61 + 30 * 4);
  });

  it('reads an entry again that ran out of its share, with the time the others left', () => {
    // Yearly by its FREQ, so read first with a thirty-first of the time; in fact every day since 1995.
    const everyDayOfTheYear = event(
      'UID:yearly-every-day@test',
      'DTSTART;TZID=Europe/Zurich:19950102T080000',
      'DTEND;TZID=Europe/Zurich:19950102T083000',
      `RRULE:FREQ=YEARLY;BYYEARDAY=${Array.from({ length: 365 }, (_, day) => day + 1).join(',')}`,
    );
    const hourly = Array.from({ length: 30 }, (_, index) =>
      event(`UID:hourly-${index}@test`, 'DTSTART:20260302T000000Z', 'DURATION:PT10M', 'RRULE:FREQ=HOURLY;COUNT=50'),
    );
    const busy = busyFromIcs(calendar(...everyDayOfTheYear, ...hourly.flat()), spring, { maxOccurrences: 100_000, timeMs: 4000 });
    expect(inZurich(busy).filter((text) => text.endsWith('08:00–08:30'))).toHaveLength(61);
    expect(busy).toHaveLength(61 + 30 * 50);
  });

  it('reads a calendar again after giving up on another; busyFromIcs throws where readCalendar skips', () => {
    const hostile = hostileFeed('daily-on-30-february');
    // The entry's rule never ends, so it runs out of any budget; 1 s rather than 200 ms leaves the parse of the
    // file itself room on a loaded machine (in CI beside the CMS's tests it once took longer than 200 ms).
    const budget = { maxOccurrences: 100, timeMs: 1000 };
    expect(readCalendar(hostile, spring, budget).skipped).toHaveLength(1);
    expect(() => busyFromIcs(hostile, spring, budget)).toThrow(UnreadableEntry);
    expect(() => busyFromIcs(hostile, spring, budget)).toThrow(
      /^the entry UID thirtieth-of-february@hostile could not be read within \d+ ms$/,
    );
    expect(busyFromIcs(calendar(...weeklyWithExceptions), spring).length).toBeGreaterThan(0);
  });

  it('refuses what is no calendar, or cannot be parsed within the time', () => {
    expect(() => busyFromIcs('<!doctype html><title>Sign in</title>', spring)).toThrow('not an iCalendar file');
    expect(() => busyFromIcs('BEGIN:VCALENDAR\r\nthis is not a line\r\nEND:VCALENDAR', spring)).toThrow();
    const many = Array.from({ length: 20_000 }, (_, index) => event(`UID:${index}@test`, 'DTSTART:20260304T120000Z', 'DURATION:PT1H'));
    expect(() => busyFromIcs(calendar(...many.flat()), spring, { maxOccurrences: 100, timeMs: 5 })).toThrow(
      'the file could not be parsed within 5 ms',
    );
  });

  it('cleans and cuts what it names of an entry it skips', () => {
    // ical.js unescapes \n in text: the summary holds a real line break, and a right-to-left override.
    const uid = `huge-${'\u202E\u0007x'.repeat(290_000)}@hostile`;
    expect(uid.length).toBeGreaterThan(860_000);
    const reading = readCalendar(
      calendar(...event(`UID:${uid}`, 'SUMMARY:Meeting\\nBcc: x@evil.example \u202Egnp.exe', ...thirtiethOfFebruary)),
      spring,
      { maxOccurrences: 100_000, timeMs: 300 },
    );
    expect(reading.skipped).toHaveLength(1);
    const [skipped] = reading.skipped;
    expect(skipped!.uid.length).toBeLessThanOrEqual(80);
    expect(skipped!.uid).toBe(`huge-${'x'.repeat(74)}…`);
    expect(skipped!.summary).toBe('Meeting Bcc: x@evil.example gnp.exe');
  });
});

describe('invitations the team has not accepted', () => {
  const partstats = (...answers: (string | undefined)[]) =>
    answers.map(
      (answer, index) =>
        `ATTENDEE;CN=Person ${index}${answer ? `;PARTSTAT=${answer}` : ''}:mailto:${index === 0 ? team : `person-${index}@praxis.example`}`,
    );
  const read = (attendees: string[], teamAddresses: readonly string[] = [team, 'person-1@praxis.example']) =>
    busyFromIcs(
      calendar(...ownAppointment, ...event('UID:invitation@test', 'DTSTART:20260305T090000Z', 'DTEND:20260305T100000Z', ...attendees)),
      spring,
      undefined,
      teamAddresses,
    ).length;

  it.each([
    ['not answered', 'NEEDS-ACTION', 1],
    ['without PARTSTAT (RFC 5545: not answered)', undefined, 1],
    ['declined', 'DECLINED', 1],
    ['accepted', 'ACCEPTED', 2],
    ['accepted tentatively', 'TENTATIVE', 2],
    ['delegated', 'DELEGATED', 2],
    ['answered in a word not known here', 'X-MAYBE', 2],
  ])('%s: %s, busy times %d', (_, answer, count) => {
    expect(read(partstats(answer))).toBe(count);
  });

  it('is busy when one of the team accepted and another declined, in either order', () => {
    expect(read(partstats('DECLINED', 'ACCEPTED'))).toBe(2);
    expect(read(partstats('ACCEPTED', 'DECLINED'))).toBe(2);
    expect(read(partstats('NEEDS-ACTION', 'DECLINED'))).toBe(1);
  });

  it('counts only the team: its own appointment with a client who has not answered stays busy', () => {
    const client = 'ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:client@example.ch';
    expect(read([`ORGANIZER:mailto:${team}`, client])).toBe(2);
    expect(read([client], [])).toBe(2);
    // Without team addresses nothing is an invitation to the team.
    expect(read(partstats('DECLINED'), [])).toBe(2);
  });

  it('compares addresses without case, with or without MAILTO:, and as the EMAIL parameter', () => {
    expect(read(['ATTENDEE;PARTSTAT=DECLINED:MAILTO:Team@Praxis.Example'])).toBe(1);
    expect(read(['ATTENDEE;PARTSTAT=DECLINED;EMAIL=team@praxis.example:urn:uuid:0f4a-team'])).toBe(1);
    expect(read(['ATTENDEE;PARTSTAT=DECLINED:mailto:team@praxis.example.evil'])).toBe(2);
    expect(read(['ATTENDEE;PARTSTAT=DECLINED:mailto:TEAM@praxis.example'], ['MAILTO:team@PRAXIS.example'])).toBe(1);
  });

  it('frees an occurrence the team declined, and keeps one it accepted of a series it did not', () => {
    const accepted = `ATTENDEE;PARTSTAT=ACCEPTED:mailto:${team}`;
    const declined = `ATTENDEE;PARTSTAT=DECLINED:mailto:${team}`;
    const series = (attendee: string) =>
      event('UID:series@test', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=3', attendee);
    const moved = (attendee: string) =>
      event('UID:series@test', 'RECURRENCE-ID:20260309T090000Z', 'DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z', attendee);
    expect(inUtc(busyFromIcs(calendar(...series(accepted), ...moved(declined)), spring, undefined, [team]))).toEqual([
      '2026-03-02T09:00:00.000Z/2026-03-02T10:00:00.000Z',
      '2026-03-16T09:00:00.000Z/2026-03-16T10:00:00.000Z',
    ]);
    expect(inUtc(busyFromIcs(calendar(...series(declined), ...moved(accepted)), spring, undefined, [team]))).toEqual([
      '2026-03-10T15:00:00.000Z/2026-03-10T16:00:00.000Z',
    ]);
  });

  it('costs no reading time, whatever its rule', () => {
    const started = Date.now();
    const invitation = outsidersInvitation(`ATTENDEE;RSVP=TRUE;PARTSTAT=NEEDS-ACTION:mailto:${team}`, ...thirtiethOfFebruary);
    expect(busyFromIcs(calendar(...invitation, ...ownAppointment), spring, { maxOccurrences: 100_000, timeMs: 5000 }, [team])).toHaveLength(
      1,
    );
    // Expanding it would spend the whole 5 s budget; half of it leaves a busy machine room.
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('calendarFeedsFromEnv', () => {
  it('splits at white space and commas', () => {
    expect(calendarFeedsFromEnv(' https://a.example/x.ics,\nhttps://b.example/y.ics  webcal://c.example/z ')).toEqual([
      { url: 'https://a.example/x.ics', owners: [] },
      { url: 'https://b.example/y.ics', owners: [] },
      { url: 'webcal://c.example/z', owners: [] },
    ]);
    expect(calendarFeedsFromEnv(undefined)).toEqual([]);
    expect(calendarFeedsFromEnv('')).toEqual([]);
  });

  it("reads a feed's owners from its fragment, lower-cased, and leaves the fragment out of the address", () => {
    expect(
      calendarFeedsFromEnv(
        'https://a.example/x.ics?token=1#owner=Anna@Example.ch;ben%40example.ch;;mailto:Cleo@example.ch, https://b.example/y.ics#section-2',
      ),
    ).toEqual([
      { url: 'https://a.example/x.ics?token=1', owners: ['anna@example.ch', 'ben@example.ch', 'cleo@example.ch'] },
      { url: 'https://b.example/y.ics', owners: [] },
    ]);
  });
});

describe('readBusyTimes', () => {
  const endless = { sent: 0, closed: false };
  /** Calendars the test server sends at /served/<name>. */
  const served = new Map<string, string>();
  const asked: string[] = [];
  let server: Server;
  let origin: string;
  let port: string;
  const secretPath = '/private/4f1c9e0d-secret-token/basic.ics';
  const feed = (url: string, owners: string[] = []): CalendarFeed => ({ url, owners });
  const teamAddresses = [team];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      asked.push(path);
      if (path.startsWith('/hang')) return; // never answers
      if (path.startsWith('/status/')) {
        response.writeHead(Number(path.slice('/status/'.length)));
        return response.end('no');
      }
      if (path.startsWith('/html')) return response.end('<!doctype html><p>Please sign in</p>');
      if (path.startsWith('/hostile/')) return response.end(hostileFeed(path.slice('/hostile/'.length)));
      if (path.startsWith('/served/')) return response.end(served.get(path.slice('/served/'.length)) ?? '');
      if (path.startsWith('/redirect?to=')) {
        response.writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) });
        return response.end();
      }
      if (path.startsWith('/endless')) {
        // No Content-Length: chunks until the reader stops reading.
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        const write = () => {
          endless.sent += chunk.length;
          if (endless.sent > 4 * maxFeedBytes) return response.end();
          if (response.write(chunk)) setImmediate(write);
          else response.once('drain', write);
        };
        response.write('BEGIN:VCALENDAR\r\n');
        response.on('close', () => (endless.closed = true));
        return write();
      }
      if (path.startsWith('/broken')) return response.end('BEGIN:VCALENDAR\r\nSUMMARY "Therapie Frau Muster"\r\nEND:VCALENDAR');
      const utc = path.includes('second') ? '20260305T120000Z' : '20260304T120000Z';
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(calendar(...event(`UID:${path}`, `DTSTART:${utc}`, 'DURATION:PT1H')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    port = new URL(origin).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('joins the busy times of every feed; no feed, nothing busy', async () => {
    const result = await readBusyTimes({
      feeds: [feed(`${origin}${secretPath}`), feed(`${origin}/second.ics`)],
      teamAddresses,
      range: spring,
    });
    expect(result.ok && inUtc(result.busy)).toEqual([
      '2026-03-04T12:00:00.000Z/2026-03-04T13:00:00.000Z',
      '2026-03-05T12:00:00.000Z/2026-03-05T13:00:00.000Z',
    ]);
    expect(await readBusyTimes({ feeds: [], teamAddresses, range: spring })).toEqual({ ok: true, busy: [], skipped: [] });
  });

  it.each([
    ['/status/404', 'calendar feed 2 (127.0.0.1:PORT) answered HTTP 404'],
    ['/status/500', 'calendar feed 2 (127.0.0.1:PORT) answered HTTP 500'],
    ['/hang', 'calendar feed 2 (127.0.0.1:PORT) did not answer within 300 ms'],
    ['/html', 'calendar feed 2 (127.0.0.1:PORT) could not be read as iCalendar: not an iCalendar file (no BEGIN:VCALENDAR)'],
  ])('fails as a whole when one feed cannot be fetched or is no calendar: %s', async (path, reason) => {
    const result = await readBusyTimes({
      feeds: [feed(`${origin}${secretPath}`), feed(`${origin}${path}`)],
      teamAddresses,
      range: spring,
      timeoutMs: 300,
    });
    expect(result).toEqual({ ok: false, reason: reason.replace('PORT', port) });
  });

  it('keeps the secret part of an address and the calendar text out of the reason', async () => {
    const broken = await readBusyTimes({ feeds: [feed(`${origin}/broken${secretPath}`)], teamAddresses, range: spring });
    expect(broken).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/could not be read as iCalendar: invalid line \(no token …$/),
    });
    const refused = await readBusyTimes({ feeds: [feed(`http://127.0.0.1:9${secretPath}?token=abc`)], teamAddresses, range: spring });
    expect(refused).toMatchObject({
      ok: false,
      reason: expect.stringContaining('calendar feed 1 (127.0.0.1:9) could not be fetched: fetch failed'),
    });
    for (const result of [broken, refused]) {
      const reason = result.ok ? '' : result.reason;
      expect(reason).not.toMatch(/4f1c9e0d|secret|abc|Muster/);
    }
  });

  it('refuses addresses that would send a private feed in clear, or are none', async () => {
    expect(await readBusyTimes({ feeds: [feed('http://calendar.example/private.ics')], teamAddresses, range: spring })).toEqual({
      ok: false,
      reason: 'calendar feed 1 (calendar.example) is not an https:// or webcal:// address',
    });
    expect(await readBusyTimes({ feeds: [feed('calendar.example/private.ics')], teamAddresses, range: spring })).toEqual({
      ok: false,
      reason: 'calendar feed 1 is not an https:// or webcal:// address',
    });
  });

  describe("an outsider's invitation over every booking window", () => {
    it.each([
      ['not answered', `ATTENDEE;RSVP=TRUE;PARTSTAT=NEEDS-ACTION:mailto:${team}`],
      ['declined', `ATTENDEE;PARTSTAT=DECLINED:mailto:${team}`],
    ])('makes nothing busy while the team has %s it', async (_, attendee) => {
      served.set('invited.ics', calendar(...outsidersInvitation(attendee), ...ownAppointment));
      const result = await readBusyTimes({ feeds: [feed(`${origin}/served/invited.ics`)], teamAddresses, range: spring });
      expect(result).toEqual({ ok: true, busy: [expect.anything()], skipped: [] });
      expect(result.ok && inUtc(result.busy)).toEqual([ownBusy]);
    });

    it('is busy every day once the team has accepted it', async () => {
      served.set('accepted.ics', calendar(...outsidersInvitation(`ATTENDEE;PARTSTAT=ACCEPTED:mailto:${team}`), ...ownAppointment));
      const result = await readBusyTimes({ feeds: [feed(`${origin}/served/accepted.ics`)], teamAddresses, range: spring });
      // Every Zurich day from midnight to midnight: March, April and 1 May (the range ends at 02:00 that day).
      expect(result.ok && result.busy).toHaveLength(62 + 1);
      expect(result.ok && inZurich(result.busy)[0]).toBe('2026-03-01 00:00–2026-03-02 00:00');
    });

    it('costs no reading time when the team has not answered it, whatever its rule', async () => {
      served.set(
        'never-answered.ics',
        calendar(...outsidersInvitation(`ATTENDEE:mailto:${team}`, ...thirtiethOfFebruary), ...ownAppointment),
      );
      const started = Date.now();
      const result = await readBusyTimes({
        feeds: [feed(`${origin}/served/never-answered.ics`)],
        teamAddresses,
        range: spring,
        budget: { maxOccurrences: 100_000, timeMs: 5000 },
      });
      expect(result.ok && { busy: inUtc(result.busy), skipped: result.skipped }).toEqual({ busy: [ownBusy], skipped: [] });
      // Expanding it would spend the whole 5 s budget; half of it leaves a busy machine room.
      expect(Date.now() - started).toBeLessThan(2500);
    });

    it("counts a feed's owners as the team, in that feed only", async () => {
      served.set(
        'anna.ics',
        calendar(...outsidersInvitation('ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:anna@praxis.example'), ...ownAppointment),
      );
      const [annas] = calendarFeedsFromEnv(`${origin}/served/anna.ics#owner=Anna%40Praxis.example;ben@praxis.example`);
      asked.length = 0;
      const result = await readBusyTimes({ feeds: [annas!, feed(`${origin}/served/anna.ics`)], teamAddresses, range: spring });
      // Feed 1 is Anna's: nothing but the appointment. Feed 2 names no owner: there her invitation is busy.
      expect(result.ok && result.busy.filter(({ start }) => start.toISOString() === '2026-03-04T12:00:00.000Z')).toHaveLength(2);
      expect(result.ok && result.busy).toHaveLength(2 + 62);
      expect(asked).toEqual(['/served/anna.ics', '/served/anna.ics']);
    });
  });

  it.each(hostileEntries)('answers within its budget when a feed holds %s, naming the feed and the entry', async (name, uid, summary) => {
    const started = Date.now();
    const result = await readBusyTimes({
      feeds: [feed(`${origin}${secretPath}`), feed(`${origin}/hostile/${name}`)],
      teamAddresses,
      range: spring,
      budget: { maxOccurrences: 100_000, timeMs: 400 },
    });
    expect(result).toEqual({
      ok: true,
      busy: [{ start: new Date('2026-03-04T12:00:00Z'), end: new Date('2026-03-04T13:00:00Z') }],
      skipped: [
        { feed: `calendar feed 2 (127.0.0.1:${port})`, uid, summary, why: expect.stringMatching(/^could not be read within \d+ ms$/) },
      ],
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('skips an entry it cannot read and keeps the rest of that feed busy; booking stays on', async () => {
    served.set(
      'mixed.ics',
      calendar(
        ...zurichVtimezone,
        ...event('UID:never@test', 'SUMMARY:Never', ...thirtiethOfFebruary),
        ...weeklyWithExceptions,
        ...ownAppointment,
      ),
    );
    const result = await readBusyTimes({
      feeds: [feed(`${origin}/served/mixed.ics`)],
      teamAddresses,
      range: spring,
      budget: { maxOccurrences: 100_000, timeMs: 400 },
    });
    expect(result.ok && result.busy).toHaveLength(5 + 1);
    expect(result.ok && result.skipped).toEqual([
      {
        feed: `calendar feed 1 (127.0.0.1:${port})`,
        uid: 'never@test',
        summary: 'Never',
        why: expect.stringMatching(/^could not be read within \d+ ms$/),
      },
    ]);
  });

  it('names a skipped entry with its UID and summary cleaned and cut', async () => {
    served.set(
      'huge-uid.ics',
      calendar(...event(`UID:${'\u001b[2J'.repeat(215_000)}end`, `SUMMARY:${'Sitzung '.repeat(30)}`, ...thirtiethOfFebruary)),
    );
    const result = await readBusyTimes({
      feeds: [feed(`${origin}/served/huge-uid.ics`)],
      teamAddresses,
      range: spring,
      budget: { maxOccurrences: 100_000, timeMs: 400 },
    });
    expect(result.ok && result.skipped).toEqual([
      {
        feed: `calendar feed 1 (127.0.0.1:${port})`,
        uid: `${'[2J'.repeat(26)}[…`,
        summary: `${'Sitzung '.repeat(9)}Sitzung…`,
        why: expect.any(String),
      },
    ]);
  });

  it('shares one reading time among all feeds, so several hostile feeds cannot add up', async () => {
    const started = Date.now();
    const feeds = hostileEntries.map(([name]) => feed(`${origin}/hostile/${name}`));
    const result = await readBusyTimes({
      feeds,
      teamAddresses,
      range: spring,
      timeoutMs: 300,
      budget: { maxOccurrences: 100_000, timeMs: 400 },
    });
    // Each feed had its part of the time: every hostile entry is named, none turned booking off.
    expect(result.ok && result.skipped.map(({ uid }) => uid)).toEqual(hostileEntries.map(([, uid]) => uid));
    // Downloads (at most 300 ms) and then at most 400 ms of reading in all, not 400 ms per feed.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading a feed without Content-Length at 10 MB', async () => {
    const result = await readBusyTimes({ feeds: [feed(`${origin}/endless`)], teamAddresses, range: spring, timeoutMs: 20_000 });
    expect(result).toEqual({ ok: false, reason: `calendar feed 1 (127.0.0.1:${port}) is larger than 10 MB` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(endless.closed).toBe(true);
    expect(endless.sent).toBeLessThan(2 * maxFeedBytes);
  });

  it('follows a redirect only where the first address would be allowed', async () => {
    const hosts: string[] = [];
    const loopbackOnly: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      hosts.push(url.host);
      if (url.hostname !== '127.0.0.1') throw new Error(`the test sent traffic to ${url.host}`);
      return fetch(url, init);
    };
    const moved = `${origin}/redirect?to=${encodeURIComponent(`${origin}/second.ics`)}`;
    const followed = await readBusyTimes({ feeds: [feed(moved)], teamAddresses, range: spring, fetch: loopbackOnly });
    expect(followed.ok && inUtc(followed.busy)).toEqual(['2026-03-05T12:00:00.000Z/2026-03-05T13:00:00.000Z']);

    const toClear = `${origin}/redirect?to=${encodeURIComponent('http://calendar.example/private.ics')}`;
    expect(await readBusyTimes({ feeds: [feed(toClear)], teamAddresses, range: spring, fetch: loopbackOnly })).toEqual({
      ok: false,
      reason: `calendar feed 1 (127.0.0.1:${port}) redirected to an address that is not https:// (calendar.example)`,
    });
    const loop = `${origin}/redirect?to=${encodeURIComponent(`/redirect?to=${encodeURIComponent('/redirect?to=%2Fredirect%3Fto%3D%252Fsecond.ics')}`)}`;
    expect(await readBusyTimes({ feeds: [feed(loop)], teamAddresses, range: spring, fetch: loopbackOnly })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('redirected more than 3 times'),
    });
    expect(hosts.every((host) => host.startsWith('127.0.0.1'))).toBe(true);
  });

  it('fetches a webcal address over https', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response(calendar(), { status: 200 });
    };
    const feeds = calendarFeedsFromEnv('webcal://p01-caldav.example/published/2/abc#owner=anna@example.ch');
    expect(await readBusyTimes({ feeds, teamAddresses, range: spring, fetch: fakeFetch })).toEqual({ ok: true, busy: [], skipped: [] });
    expect(seen).toEqual(['https://p01-caldav.example/published/2/abc']);
  });
});
