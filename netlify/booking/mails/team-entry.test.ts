/**
 * Two requests changing one booking write the team's CalDAV entry in whatever order their calls return:
 * each checks after writing that the booking is still what it wrote, so the entry ends at the ledger's
 * last version even when the older write lands last.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Slot } from '../../../src/booking/free-times';
import { exampleAvailability } from '../../../src/booking/availability';
import { recordingLogger } from '../../testing/contact-test-helpers';
import { memoryBlobStore } from '../../testing/memory-blob-store';
import { openBooking } from '../booking-context';
import { teamEvent } from './booking-mail';
import { syncTeamCalendar } from './team-entry';
import { visitorCalendarFile } from '../pages/visitor-calendar-file';

const calendarUrl = 'http://127.0.0.1:5232/team/calendar/';
const slotAt = (id: string): Slot => {
  const start = new Date(`${id.slice(0, 13)}:${id.slice(13, 15)}:00.000Z`);
  return { id, start: start.toISOString(), end: new Date(start.getTime() + 45 * 60_000).toISOString(), places: ['online'] };
};
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'team-entry-'));
  await mkdir(path.join(root, 'content'), { recursive: true });
  await writeFile(path.join(root, 'content', 'booking.yaml'), stringify(exampleAvailability));
  await writeFile(path.join(root, 'content', 'site.yaml'), await readFile(path.join(__dirname, '../../../content/site.yaml'), 'utf8'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('ends at the last version when an older write of the entry lands after a newer one', async () => {
  const entries = new Map<string, string>();
  /** The first PUT waits until it is let go: the older request is slow. */
  let letFirstGo: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (letFirstGo = resolve));
  let puts = 0;
  const fetchCalendar = (async (address: string | URL, init: RequestInit = {}) => {
    const body = String(init.body);
    if (init.method === 'PUT' && (puts += 1) === 1) await firstHeld;
    if (init.method === 'PUT') entries.set(String(address), body);
    return new Response(null, { status: 201 });
  }) as typeof fetch;
  const store = memoryBlobStore();
  const deps = {
    env: {
      CONTEXT: 'dev',
      URL: 'https://www.example.ch',
      BOOKING_CALDAV_URL: calendarUrl,
      BOOKING_CALDAV_USER: 'team',
      BOOKING_CALDAV_PASSWORD: 'pw',
    },
    now: () => Date.parse('2026-03-02T08:00:00Z'),
    log: recordingLogger(),
    store,
    fetch: fetchCalendar,
    root,
  };
  const opened = await openBooking(deps, 'http://localhost/');
  if (!opened.ok) throw new Error(opened.problem);
  const { ledger } = opened.context;
  const booked = await ledger.book({ slot: slotAt('2026-03-04T1230Z'), place: 'online', network: 'net' });
  if (!booked.ok) throw new Error('not booked');
  const id = booked.booking.bookingId;

  // The first request writes version 1 and is held; the booking moves meanwhile, and the second request writes version 2.
  const first = syncTeamCalendar(opened.context, id);
  await ledger.change(id, { slot: slotAt('2026-03-04T1430Z'), place: 'online' });
  await syncTeamCalendar(opened.context, id);
  expect([...entries.values()][0]).toContain('DTSTART:20260304T143000Z');
  // Now the older write lands, after the newer one; its check finds version 2 and writes that again.
  letFirstGo();
  await first;
  expect(puts).toBe(3);
  expect(entries.size).toBe(1);
  expect([...entries.values()][0]).toContain('DTSTART:20260304T143000Z');
});

it("names the number to call in the team's entry of a time on the phone (its place and what to do), and never in the visitor's file", async () => {
  const opened = await openBooking(
    {
      env: { CONTEXT: 'dev', URL: 'https://www.example.ch' },
      now: () => Date.parse('2026-03-02T08:00:00Z'),
      log: recordingLogger(),
      store: memoryBlobStore(),
      root,
    },
    'http://localhost/',
  );
  if (!opened.ok) throw new Error(opened.problem);
  const { context } = opened;
  const person = { name: 'Eva', email: 'eva@example.ch', phone: '+41791234567' };
  const booked = await context.ledger.book({ slot: slotAt('2026-03-03T0800Z'), place: 'phone', network: 'net', person });
  if (!booked.ok) throw new Error('not booked');
  const { event } = teamEvent(context, booked.booking);
  expect(event.location).toBe('Am Telefon: +41 79 123 45 67');
  expect(event.description).toContain('Zu tun: Rufen Sie die Person zur vereinbarten Zeit an: +41 79 123 45 67.');

  const unfolded = (text: string) => text.replace(/\r\n /g, '');
  const german = unfolded(visitorCalendarFile(context, booked.booking, 'token', 'de'));
  expect(german).toContain('LOCATION:Am Telefon\r\n');
  expect(german).toContain('Wir rufen Sie zur vereinbarten Zeit an');
  const english = unfolded(visitorCalendarFile(context, booked.booking, 'token', 'en'));
  expect(english).toContain('LOCATION:By phone\r\n');
  expect(english).toContain('We will call you at the time');
  for (const file of [german, english]) expect(file).not.toMatch(/123 ?45 ?67/);

  // Freed, the booking forgets the person: the cancellation's entry names no number.
  const freed = await context.ledger.free(booked.booking.bookingId, 'cancelled');
  if (!freed.ok) throw new Error('not freed');
  const { person: kept, ...afterwards } = freed.booking;
  expect(kept?.phone).toBe('+41791234567');
  expect(teamEvent(context, afterwards).event.location).toBe('Am Telefon');
});
