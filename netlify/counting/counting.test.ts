/**
 * The site's counts (issue 57), on the functions' own code (../testing/booking-fixture.ts): every step counts
 * once, counting at once loses nothing (in memory and on the local Blobs server), nothing personal reaches
 * the count store, a failed count never fails the request, days fold exactly once, the team's answer
 * "came or not" counts once and moves when changed.
 */
import { rm } from 'node:fs/promises';
import { getStore } from '@netlify/blobs';
import { instantToWallTime } from '../../src/booking/zurich-time';
import { signBookingToken, attendedAction } from '../booking/booking-token';
import { developmentSecret } from '../booking/booking-settings';
import { openLedger } from '../booking/ledger/ledger';
import { bookingSetup, bookingUrl, makeBookingRoot, now } from '../testing/booking-fixture';
import { captureTransport, formRequest, jsonRequest, recordingLogger, validFields } from '../testing/contact-test-helpers';
import { startLocalBlobs } from '../testing/local-blobs';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { type CountStore, dayOf, keysUnder, openCounter } from './count-store';
import { foldDays, readDayCounts } from './day-counts';
import { answerMark, attendanceMarksIn, markDue, marksOfDay } from './attendance-marks';
import { awaitAnswer } from '../booking/sweep-bookings';
import type { CountedStep } from './steps';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const today = dayOf(new Date(now));
const hourMs = 3_600_000;
/** Words and numbers only a visitor gave: none may reach the count store. */
const marked = { name: 'Quirinus Markedname', email: 'quirinus.marked@example.ch', message: 'Markedmessage bitte', ip: '198.51.100.77' };
const visitor = {
  type: 'consultation',
  language: 'de',
  name: marked.name,
  channel: 'email',
  email: marked.email,
  forWhom: 'self',
  mails: 'yes',
};

async function countsOf(flow: ReturnType<typeof bookingSetup>, language: 'de' | 'en' = 'de') {
  const [day] = await flow.counts(today);
  return day!.counts[language];
}

const form = (fields: Record<string, string>) =>
  new Request(bookingUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('every step counts once', () => {
  it('free times shown, a booking with JavaScript and its confirmation; more times and a list shown again are not counted', async () => {
    const flow = bookingSetup(root);
    // As the form's script asks: its first page of times, then "Spätere Termine", then the list again around a chosen time.
    const { slots = [] } = await flow.times('&count=8');
    await flow.times('&count=16');
    await flow.times(`&count=8&through=${slots[2]!.id}`);
    const res = await flow.request(jsonRequest({ ...visitor, slot: slots[0]!.id }), marked.ip);
    expect(res.status).toBe(200);
    const place = slots[0]!.places.length === 1 ? slots[0]!.places[0] : 'dietikon';
    expect(await countsOf(flow)).toEqual({ 'times-shown': 1, [`booked-js-${place}`]: 1, 'confirmation-sent': 1 });
  });

  it('a booking without JavaScript, in English, then changed, then cancelled by the visitor', async () => {
    const flow = bookingSetup(root);
    const { slots = [] } = await flow.times();
    const res = await flow.request(formRequest({ ...visitor, language: 'en', mails: '', slot: slots[0]!.id }), marked.ip);
    expect(res.status).toBe(303);
    const token = new URL(res.headers.get('location')!, 'http://localhost').searchParams.get('view')!;
    expect((await flow.booking(form({ action: 'change', token, language: 'en', slot: slots[3]!.id }))).status).toBe(303);
    expect((await flow.booking(form({ action: 'cancel', token, language: 'en' }))).status).toBe(303);
    const place = slots[0]!.places.length === 1 ? slots[0]!.places[0] : 'dietikon';
    expect(await countsOf(flow, 'en')).toEqual({ [`booked-nojs-${place}`]: 1, changed: 1, cancelled: 1 });
  });

  it('a release by the team counts in the visitor’s language; a second release of the same time does not', async () => {
    const flow = bookingSetup(root);
    const { slots = [] } = await flow.times();
    await flow.request(jsonRequest({ ...visitor, language: 'en', slot: slots[1]!.id }), marked.ip);
    const bookingId = (await flow.store.list({ prefix: 'bookings/' })).blobs[0]!.key.slice('bookings/'.length);
    const token = signBookingToken('release', { bookingId, slotId: slots[1]!.id }, developmentSecret);
    await flow.booking(form({ action: 'release', token }));
    await flow.booking(form({ action: 'release', token }));
    expect((await countsOf(flow, 'en')).released).toBe(1);
  });

  it('a request without a time, a contact message, and a reminder', async () => {
    const flow = bookingSetup(root);
    await flow.request(jsonRequest({ ...visitor }), marked.ip);
    await flow.request(jsonRequest({ ...validFields, type: 'contact' }), marked.ip);
    const { slots = [] } = await flow.times();
    await flow.request(jsonRequest({ ...visitor, slot: slots[0]!.id }), marked.ip);
    const start = Date.parse(slots[0]!.id.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z'));
    await flow.remind(start - 2 * hourMs + 60_000);
    await flow.remind(start - 2 * hourMs + 120_000);
    const counts = await countsOf(flow);
    expect(counts['request-without-time']).toBe(1);
    expect(counts['contact-message']).toBe(1);
    // The reminders' run counts on its own day.
    const reminderDay = dayOf(new Date(start - 2 * hourMs + 60_000));
    const [onReminderDay] = await flow.counts(reminderDay);
    expect(onReminderDay!.counts.de['reminder-sent']).toBe(1);
  });

  it('no time shown, because the calendar cannot be read; and a form without JavaScript that asks for times', async () => {
    const down = bookingSetup(root, null);
    expect((await down.times()).mode).toBe('request');
    expect(await countsOf(down)).toEqual({ 'no-times-unreadable': 1 });
    const flow = bookingSetup(root);
    const res = await flow.request(formRequest({ ...visitor, intent: 'times' }));
    expect(res.status).toBe(200);
    expect(await countsOf(flow)).toEqual({ 'times-shown': 1 });
  });
});

describe('nothing personal reaches the count store', () => {
  it('after bookings, a request, a contact message, a change and a cancel, every key and value is a day, a language, a step and a random name (or, for its day only, a network counted once: its keyed hash)', async () => {
    const flow = bookingSetup(root);
    const { slots = [] } = await flow.times();
    const booked = await flow.request(formRequest({ ...visitor, slot: slots[0]!.id }), marked.ip);
    const token = new URL(booked.headers.get('location')!, 'http://localhost').searchParams.get('view')!;
    await flow.request(jsonRequest({ ...visitor, slot: slots[1]!.id }), marked.ip);
    await flow.request(jsonRequest({ ...visitor, message: marked.message }), marked.ip);
    await flow.request(jsonRequest({ ...validFields, type: 'contact', name: marked.name, email: marked.email, message: marked.message }));
    await flow.booking(form({ action: 'change', token, language: 'de', slot: slots[4]!.id }));
    await flow.booking(form({ action: 'cancel', token, language: 'de' }));
    const keys = await keysUnder(flow.countStore, '');
    expect(keys.length).toBeGreaterThanOrEqual(8);
    const bookingIds = (await flow.store.list({ prefix: 'bookings/' })).blobs.map((blob) => blob.key.slice('bookings/'.length));
    const stored = await Promise.all(
      keys.map(async (key) => `${key} ${JSON.stringify((await flow.countStore.getWithMetadata(key, { type: 'json' }))?.data)}`),
    );
    for (const line of stored) {
      expect(line).toMatch(
        /^(events\/\d{4}-\d\d-\d\d\/(de|en)\/[a-z-]+\/[A-Za-z0-9_-]{12}|seen\/\d{4}-\d\d-\d\d\/times-shown\/[A-Za-z0-9_-]{22}) 1$/,
      );
      for (const secret of [
        marked.name,
        'Quirinus',
        'marked',
        marked.ip,
        '198.51',
        'Markedmessage',
        ...bookingIds,
        ...slots.map((slot) => slot.id),
      ])
        expect(line).not.toContain(secret);
    }
  });
});

describe('counting at once', () => {
  async function countAtOnce(store: CountStore) {
    const log = recordingLogger();
    const counters = Array.from({ length: 60 }, () => openCounter({ store, now: () => now, log }));
    counters.forEach((counter, index) => {
      counter.count('times-shown', index % 3 === 0 ? 'en' : 'de');
      counter.count('contact-message', 'de');
    });
    await Promise.all(counters.map((counter) => counter.settled()));
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
    const attendance = { marksOn: async () => [], markedDays: async () => [], forgetDay: async () => undefined };
    const [day] = await readDayCounts(store, attendance, today, today);
    expect(day!.counts).toEqual({ de: { 'times-shown': 40, 'contact-message': 60 }, en: { 'times-shown': 20 } });
  }

  it('loses nothing in memory', () => countAtOnce(memoryBlobStore()));

  it('loses nothing on the local Blobs server of @netlify/dev', async () => {
    const blobs = await startLocalBlobs();
    try {
      await countAtOnce(getStore({ name: 'site-counts-test', consistency: 'strong' }));
    } finally {
      await blobs.stop();
    }
  }, 60_000);
});

describe('a count that fails', () => {
  it('never fails the request: it is logged, and the visitor gets the times', async () => {
    const flow = bookingSetup(root);
    const broken = { ...flow.countStore, setJSON: async () => Promise.reject(new Error('Blobs is down')) } as unknown as CountStore;
    const log = recordingLogger();
    const { handleBookingRequest } = await import('../booking/booking-handler');
    const env = { CONTEXT: 'dev', LAMBDA_TASK_ROOT: root, URL: 'https://www.example.ch' };
    const res = await handleBookingRequest(new Request(`${bookingUrl}?times=1&language=de`), {
      env,
      now: () => now,
      log,
      store: flow.store,
      countStore: broken,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).mode).toBe('booking');
    expect(log.lines.map((line) => line.text).join('\n')).toMatch(
      /counting: times-shown \(de, \d{4}-\d\d-\d\d\) not counted: Blobs is down/,
    );
  });
});

describe('who came', () => {
  async function passedBooking() {
    const flow = bookingSetup(root);
    const { slots = [] } = await flow.times();
    await flow.request(jsonRequest({ ...visitor, language: 'en', slot: slots[0]!.id }), marked.ip);
    const bookingId = (await flow.store.list({ prefix: 'bookings/' })).blobs[0]!.key.slice('bookings/'.length);
    const slotId = slots[0]!.id;
    // The team's links name the time's own random attendance id, never the booking number.
    const attendanceId = (await openLedger({ store: flow.store, now: new Date(now), timesPerNetwork: 0, log: recordingLogger() }).find(
      bookingId,
    ))!.attendanceId!;
    expect(attendanceId).not.toBe(bookingId);
    const token = signBookingToken(attendedAction('en'), { bookingId: attendanceId, slotId }, developmentSecret);
    const day = instantToWallTime(new Date(Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z')))).date;
    return { flow, token, day, slotId, bookingId, attendanceId };
  }

  it('before the time, the page has no button and a post enters nothing', async () => {
    const { flow, token, day } = await passedBooking();
    const page = await (await flow.booking(new Request(`${bookingUrl}?attended=${token}&came=yes`))).text();
    expect(page).toContain('noch nicht begonnen');
    expect(page).not.toContain('<button');
    await flow.booking(form({ action: 'attended', token, came: 'yes' }));
    const [counts] = await flow.counts(day);
    expect(counts!.counts.en.came).toBeUndefined();
  });

  it('after the time: counted once, and a changed answer moves the count', async () => {
    const { flow, token, day, slotId, bookingId, attendanceId } = await passedBooking();
    const later = Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z')) + 2 * hourMs;
    const ledger = openLedger({ store: flow.store, now: new Date(later), timesPerNetwork: 0, log: recordingLogger() });
    // The sweep deletes the passed booking; the count store awaits the answer under the attendance id, with the time of day only.
    await ledger.sweep(awaitAnswer(() => flow.countStore));
    expect(await ledger.find(bookingId)).toBeUndefined();
    const time = instantToWallTime(new Date(Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z')))).time;
    expect(await marksOfDay(flow.countStore, day)).toEqual([{ nonce: attendanceId, language: 'en', time }]);
    expect(JSON.stringify(await keysUnder(flow.countStore, ''))).not.toContain(bookingId);
    const { attendedAnswer, attendedPageAnswer } = await import('../booking/attendance');
    const { openBooking } = await import('../booking/booking-context');
    const env = { CONTEXT: 'dev', LAMBDA_TASK_ROOT: root, URL: 'https://www.example.ch' };
    const opened = await openBooking(
      { env, now: () => later, log: recordingLogger(), store: flow.store, countStore: flow.countStore },
      bookingUrl,
    );
    if (!opened.ok) throw new Error(opened.problem);
    const page = await (await attendedPageAnswer(opened.context, token, true)).text();
    expect(page).toContain('Als gekommen eintragen');
    for (const came of [true, true, true]) expect((await attendedAnswer(opened.context, token, came)).status).toBe(303);
    expect((await flow.counts(day))[0]!.counts.en).toMatchObject({ came: 1 });
    await attendedAnswer(opened.context, token, false);
    const moved = (await flow.counts(day))[0]!.counts.en;
    expect(moved.came).toBeUndefined();
    expect(moved['not-came']).toBe(1);
    expect(await (await attendedPageAnswer(opened.context, token, false)).text()).toContain('Eingetragen: nicht gekommen');
    // Once answered, the mark keeps the answer and the language, no longer the time.
    expect(await marksOfDay(flow.countStore, day)).toEqual([{ nonce: attendanceId, language: 'en', came: false }]);
    // A link not signed by the site enters nothing.
    expect((await attendedAnswer(opened.context, `${bookingId}.${slotId}.${'A'.repeat(43)}`, true)).status).toBe(404);
  });

  it('the next morning the team’s mail asks with links that are words, the addresses only in its plain text', async () => {
    const { flow, token, day, slotId } = await passedBooking();
    const later = Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z')) + 2 * hourMs;
    await openLedger({ store: flow.store, now: new Date(later), timesPerNetwork: 0, log: recordingLogger() }).sweep(
      awaitAnswer(() => flow.countStore),
    );
    const { askWhoCame } = await import('../booking/who-came');
    const { openBooking } = await import('../booking/booking-context');
    const transport = captureTransport();
    const morning = Date.parse(`${day}T07:30:00+01:00`) + 24 * hourMs;
    const env = {
      CONTEXT: 'dev',
      LAMBDA_TASK_ROOT: root,
      URL: 'https://www.example.ch',
      CONTACT_TO: 'team@firma.example',
      CONTACT_FROM: 'website@firma.example',
    };
    const opened = await openBooking(
      { env, now: () => morning, log: recordingLogger(), store: flow.store, countStore: flow.countStore, transport },
      bookingUrl,
    );
    if (!opened.ok) throw new Error(opened.problem);
    expect(await askWhoCame(opened.context)).toEqual({ asked: 1 });
    const [mail] = transport.sent;
    const came = `https://www.example.ch/.netlify/functions/booking?attended=${encodeURIComponent(token)}&came=yes`;
    expect(mail!.html).toContain(`<a href="${came.replace(/&/g, '&amp;')}"`);
    expect(mail!.html).toMatch(/>Ist gekommen<\/a>/);
    expect(mail!.html).toMatch(/>Ist nicht gekommen<\/a>/);
    expect(mail!.html.replace(/<[^>]*>/g, ' ')).not.toContain('http');
    expect(mail!.text).toContain(`Ist gekommen: ${came}`);
  });
  it('on this machine, with no site address named, the morning mail links where the scheduled run was called, port and all', async () => {
    const { flow, day, slotId } = await passedBooking();
    const later = Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z')) + 2 * hourMs;
    await openLedger({ store: flow.store, now: new Date(later), timesPerNetwork: 0, log: recordingLogger() }).sweep(
      awaitAnswer(() => flow.countStore),
    );
    const { askWhoCameScheduled } = await import('../booking/who-came');
    const transport = captureTransport();
    const env = { CONTEXT: 'dev', LAMBDA_TASK_ROOT: root, CONTACT_TO: 'team@firma.example', CONTACT_FROM: 'website@firma.example' };
    const requestUrl = 'http://127.0.0.1:8904/.netlify/functions/deliver-waiting-messages';
    const morning = Date.parse(`${day}T07:30:00+01:00`) + 24 * hourMs;
    const deps = { env, now: () => morning, log: recordingLogger(), store: flow.store, countStore: flow.countStore, transport, requestUrl };
    expect(await askWhoCameScheduled(deps)).toEqual({ asked: 1 });
    expect(transport.sent[0]!.text).toContain('Ist gekommen: http://127.0.0.1:8904/.netlify/functions/booking?attended=');
  });
});

describe('who came, for a time that was not held', () => {
  const startOf = (slotId: string) => Date.parse(slotId.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z'));
  const ledgerAt = (flow: ReturnType<typeof bookingSetup>, at: number) =>
    openLedger({ store: flow.store, now: new Date(at), timesPerNetwork: 3, log: recordingLogger() });

  /** A booking moved from the first free time to the second (and, with `cancel`, then cancelled), with both times' "came" tokens. */
  async function movedBooking(cancel: boolean) {
    const flow = bookingSetup(root);
    const { slots = [] } = await flow.times();
    const [first, second] = [slots[0]!, slots[1]!];
    await flow.request(jsonRequest({ ...visitor, language: 'en', slot: first.id }), marked.ip);
    const bookingId = (await flow.store.list({ prefix: 'bookings/' })).blobs[0]!.key.slice('bookings/'.length);
    const ledger = ledgerAt(flow, now);
    const { attendanceId, place } = (await ledger.find(bookingId))!;
    const slot = { id: second.id, start: new Date(startOf(second.id)).toISOString(), end: second.end, places: [place] };
    expect(await ledger.change(bookingId, { slot, place })).toMatchObject({ ok: true });
    if (cancel) expect(await ledger.free(bookingId, 'cancelled')).toMatchObject({ ok: true });
    const tokenOf = (slotId: string) => signBookingToken(attendedAction('en'), { bookingId: attendanceId!, slotId }, developmentSecret);
    const later = startOf(second.id) + 2 * hourMs;
    const { openBooking } = await import('../booking/booking-context');
    const contextAt = async (at: number) => {
      const opened = await openBooking(
        {
          env: { CONTEXT: 'dev', LAMBDA_TASK_ROOT: root, URL: 'https://www.example.ch' },
          now: () => at,
          log: recordingLogger(),
          store: flow.store,
          countStore: flow.countStore,
        },
        bookingUrl,
      );
      if (!opened.ok) throw new Error(opened.problem);
      return opened.context;
    };
    const day = instantToWallTime(new Date(startOf(first.id))).date;
    return {
      flow,
      first: tokenOf(first.id),
      second: tokenOf(second.id),
      secondId: second.id,
      later,
      contextAt,
      day,
      days: [day, instantToWallTime(new Date(startOf(second.id))).date] as const,
    };
  }

  it('the time moved away from says where it went and has no button; the new time counts once it took place', async () => {
    const { flow, first, second, later, contextAt, days } = await movedBooking(false);
    const { attendedAnswer, attendedPageAnswer } = await import('../booking/attendance');
    const before = await (await attendedPageAnswer(await contextAt(now), first, true)).text();
    expect(before).toContain('Dieser Termin wurde verschoben, auf');
    expect(before).toContain(`Zum neuen Termin`);
    expect(before).toContain(encodeURIComponent(second));
    expect(before).not.toContain('<button');
    await ledgerAt(flow, later).sweep(awaitAnswer(() => flow.countStore));
    const context = await contextAt(later);
    expect(await (await attendedPageAnswer(context, first, true)).text()).toContain('Dieser Termin hat nicht stattgefunden');
    expect((await attendedAnswer(context, first, true)).status).toBe(303);
    const counted = async () => (await flow.counts(days[0], days[1])).reduce((sum, { counts }) => sum + (counts.en.came ?? 0), 0);
    expect(await counted()).toBe(0);
    expect(await (await attendedPageAnswer(context, second, true)).text()).toContain('Als gekommen eintragen');
    await attendedAnswer(context, second, true);
    expect(await counted()).toBe(1);
  });

  it('moved and then cancelled: neither time’s links enter anything, before or after, and the page says why', async () => {
    const { flow, first, second, later, contextAt, days } = await movedBooking(true);
    const { attendedAnswer, attendedPageAnswer } = await import('../booking/attendance');
    for (const token of [first, second]) {
      const page = await (await attendedPageAnswer(await contextAt(now), token, true)).text();
      expect(page).toContain('Dieser Termin hat nicht stattgefunden: Er wurde abgesagt, freigegeben oder verschoben.');
      expect(page).not.toContain('<button');
    }
    await ledgerAt(flow, later).sweep(awaitAnswer(() => flow.countStore));
    const context = await contextAt(later);
    for (const token of [first, second]) {
      expect(await (await attendedPageAnswer(context, token, true)).text()).toContain('Dieser Termin hat nicht stattgefunden');
      for (const came of [true, false]) expect((await attendedAnswer(context, token, came)).status).toBe(303);
    }
    for (const { counts } of await flow.counts(days[0], days[1])) expect(counts.en).not.toHaveProperty('came');
    for (const { counts } of await flow.counts(days[0], days[1])) expect(counts.en).not.toHaveProperty('not-came');
    expect(await marksOfDay(flow.countStore, days[1])).toEqual([]);
  });
});

describe('folding the days', () => {
  it('sums a day into one key once nothing can change, deletes its events and answers, and is safe to repeat', async () => {
    const store = memoryBlobStore();
    const old = '2026-01-10';
    const at = (day: string) => Date.parse(`${day}T11:00:00Z`);
    const counter = openCounter({ store, now: () => at(old), log: recordingLogger() });
    const steps: CountedStep[] = ['times-shown', 'times-shown', 'booked-js-online', 'cancelled'];
    for (const step of steps) counter.count(step, 'de');
    counter.count('times-shown', 'en');
    await counter.settled();
    await answerMark(store, old, 'abcdefgh12', { language: 'de', came: true });
    // A time that took place and was never answered stays counted as such.
    await markDue(store, old, 'ijklmnop34', { language: 'en', time: '10:00' });
    const attendance = attendanceMarksIn(store);
    const before = await readDayCounts(store, attendance, old, old);
    // Too early: the team may still answer.
    expect(await foldDays(store, attendance, new Date(at('2026-01-20')))).toEqual({ folded: 0, deleted: 0 });
    expect(await foldDays(store, attendance, new Date(at('2026-02-01')))).toEqual({ folded: 1, deleted: 0 });
    expect(await keysUnder(store, '')).toEqual([`days/${old}`]);
    expect(await attendance.markedDays()).toEqual([]);
    const after = await readDayCounts(store, attendance, old, old);
    expect(after).toEqual(before);
    expect(after[0]!.counts).toEqual({
      de: { 'times-shown': 2, 'booked-js-online': 1, cancelled: 1, came: 1 },
      en: { 'times-shown': 1, 'not-marked': 1 },
    });
    expect(await foldDays(store, attendance, new Date(at('2026-02-02')))).toEqual({ folded: 0, deleted: 0 });
    expect(await readDayCounts(store, attendance, old, old)).toEqual(before);
    // Kept 400 days.
    expect(await foldDays(store, attendance, new Date(at('2027-02-20')))).toEqual({ folded: 0, deleted: 1 });
    expect(await keysUnder(store, '')).toEqual([]);
  });
});
