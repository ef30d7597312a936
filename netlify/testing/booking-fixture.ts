/**
 * Booking on the functions' own code, set up for a test: a bundle root with the availability, the
 * company's facts and the booking pages as the build writes them; one in-memory store with the Blobs
 * store's conditional writes; a capture transport that can fail as SendGrid does; a stand-in calendar
 * feed; the booking and contact handlers and the scheduled run over all of them.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../src/booking/availability';
import { handleBookingRequest } from '../booking/booking-handler';
import { bookingPrefix, openLedger, readAll } from '../booking/ledger/ledger';
import type { BookingRecord } from '../booking/ledger/records';
import { remindVisitors } from '../booking/reminders';
import type { TeamMail } from '../outbox/mail';
import type { Sms } from '../outbox/sms';
import { openBooking } from '../booking/booking-context';
import { TransportError } from '../outbox/mail-transport';
import { deliverWaitingMessages } from '../outbox/deliver-waiting';
import { siteMessageKinds } from '../submissions/message-kinds';
import { handleSubmission } from '../submissions/submission-handler';
import { captureTransport, recordingLogger } from './contact-test-helpers';
import { memoryBlobStore } from './memory-blob-store';
import { readDayCounts } from '../counting/day-counts';
import { attendanceMarksIn } from '../counting/attendance-marks';
import { withCounter } from '../counting/request-counter';

// Monday 2 March 2026, 09:00 in Zurich: with 2 days' notice the first times are on Wednesday 4 March.
export const now = Date.parse('2026-03-02T08:00:00Z');
export const bookingUrl = 'http://localhost/.netlify/functions/booking';

export const calendar = (events: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', events, 'END:VCALENDAR'].filter(Boolean).join('\r\n');
// The team is busy on Wednesday 4 March 13:30–15:00 Zurich time (12:30–14:00 UTC).
export const busyWednesday = calendar(
  ['BEGIN:VEVENT', 'UID:busy-1', 'DTSTART:20260304T123000Z', 'DTEND:20260304T140000Z', 'SUMMARY:Privat', 'END:VEVENT'].join('\r\n'),
);

/** The bundle root the functions read content/ and public/ from; the caller deletes it. */
export async function makeBookingRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'booking-flow-'));
  await mkdir(path.join(root, 'content'), { recursive: true });
  await mkdir(path.join(root, 'public', 'erstgespraech'), { recursive: true });
  await mkdir(path.join(root, 'public', 'en', 'erstgespraech'), { recursive: true });
  await writeFile(
    path.join(root, 'public', 'en', 'erstgespraech', 'termin.html'),
    '<html><head><title>Your appointment</title></head><body><a href="/erstgespraech/termin">DE</a><div data-booking=""><h1>Your appointment</h1></div><p>Footer</p></body></html>',
  );
  await writeFile(path.join(root, 'content', 'booking.yaml'), stringify(exampleAvailability));
  await writeFile(path.join(root, 'content', 'site.yaml'), await readFile(path.join(__dirname, '../../content/site.yaml'), 'utf8'));
  await writeFile(
    path.join(root, 'public', 'erstgespraech', 'termin.html'),
    '<html><head><title>Ihr Termin</title><script>app()</script></head><body><div data-booking=""><h1>Ihr Termin</h1><p>Ohne Link</p><p><a href="/erstgespraech">Ein Erstgespräch anfragen</a></p></div></body></html>',
  );
  await writeFile(
    path.join(root, 'public', 'erstgespraech.html'),
    [
      '<html><head><title>Erstgespräch</title></head><body><form><div data-form-problems="" hidden=""></div>',
      '<p data-field-error="slot" hidden=""></p><div data-free-times="" id="request-slot"><p>Ohne JavaScript</p></div>',
      '<input name="name" type="text"/><input name="email" type="email"/></form></body></html>',
    ].join(''),
  );
  return root;
}

export function bookingSetup(root: string, feedText: string | null = busyWednesday) {
  const store = memoryBlobStore();
  const captured = captureTransport();
  /** While `down` (or for the mails `refuses` picks), sending fails as SendGrid does when it is down; mails then wait in `waitingStore`. */
  const sendgrid: { down: boolean; refuses?: (mail: TeamMail) => boolean } = { down: false };
  const transport = {
    name: 'capture',
    sent: captured.sent,
    send: (mail: TeamMail) =>
      sendgrid.down || sendgrid.refuses?.(mail)
        ? Promise.reject(new TransportError('send_failed', 'SendGrid is down'))
        : captured.send(mail),
  };
  /** Every SMS sent (the ASPSMS stand-in); while `smsDown`, sending fails as a provider that is down does. */
  const smsSent: Sms[] = [];
  const smsProvider = { down: false };
  const smsTransport = {
    name: 'capture-sms',
    async send(sms: Sms) {
      if (smsProvider.down) throw new TransportError('send_failed', 'the SMS provider is down');
      smsSent.push(sms);
    },
  };
  const waitingStore = memoryBlobStore();
  /** The site's counts (../counting): written before each handler answers (no waitUntil here). */
  const countStore = memoryBlobStore();
  const log = recordingLogger();
  // Local development's context: the only one that books without BOOKING_SECRET.
  const env = {
    CONTEXT: 'dev',
    LAMBDA_TASK_ROOT: root,
    BOOKING_CALENDAR_FEEDS: 'https://calendar.example/private.ics',
    URL: 'https://www.example.ch',
  };
  const fetchFeed = (async () =>
    feedText === null
      ? new Response('gone', { status: 500 })
      : new Response(feedText, { headers: { 'content-type': 'text/calendar' } })) as typeof fetch;
  const booking = (req: Request) =>
    handleBookingRequest(req, { env, now: () => now, log, store, fetch: fetchFeed, transport, smsTransport, waitingStore, countStore });
  const request = (req: Request, clientIp = '203.0.113.7') =>
    handleSubmission(req, {
      env,
      now: () => now,
      log,
      transport,
      smsTransport,
      waitingStore,
      countStore,
      booking: { store, fetch: fetchFeed, clientIp },
    });
  /** The scheduled delivery at a time past every backoff. */
  const deliver = (at = now + 3 * 60 * 60_000) =>
    deliverWaitingMessages({
      env,
      now: () => at,
      log,
      transport,
      smsTransport,
      store: waitingStore,
      previewStore: memoryBlobStore(),
      kinds: siteMessageKinds({ env, now: () => at, log, transport, smsTransport, booking: { store, fetch: fetchFeed } }),
    });
  const times = async (query = '') =>
    (await (await booking(new Request(`${bookingUrl}?times=1&language=de${query}`))).json()) as {
      mode: string;
      slots?: { id: string; end: string; places: string[]; words: string }[];
      more?: boolean;
      smsCountries?: string[];
      earlierOffered?: boolean;
    };
  /** What the ledger says of a time: booked (or held) by someone, or free. */
  const timeState = async (id: string) =>
    (await openLedger({ store, now: new Date(now), timesPerNetwork: 3, log }).takenTimes()).has(id) ? 'booked' : 'free';
  /** The booking records the store holds. */
  const records = async () => (await readAll<BookingRecord>(store, bookingPrefix)).map(({ entry }) => entry);
  /** The scheduled run's reminders, at `at`. */
  const remind = (at: number) =>
    withCounter({ countStore, now: () => at, log }, (counter) =>
      remindVisitors({ env, now: () => at, log, store, fetch: fetchFeed, transport, smsTransport, waitingStore, counter }),
    );
  /** Booking opened at `at` over the same store and transports, for a step called directly (a request's booking with reminders). */
  const context = async (at = now) => {
    const opened = await openBooking(
      { env, now: () => at, log, store, fetch: fetchFeed, transport, smsTransport, waitingStore, countStore },
      bookingUrl,
    );
    if (!opened.ok) throw new Error(opened.problem);
    return opened.context;
  };
  /** The counts of the days from `from` to `to` as the owner reads them (the team's attendance answers included). */
  const counts = (from: string, to = from) => readDayCounts(countStore, attendanceMarksIn(countStore), from, to);
  return {
    store,
    transport,
    sendgrid,
    smsSent,
    smsProvider,
    smsTransport,
    context,
    deliver,
    remind,
    log,
    booking,
    request,
    times,
    timeState,
    records,
    waitingStore,
    countStore,
    counts,
  };
}
