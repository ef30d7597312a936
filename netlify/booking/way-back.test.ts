/**
 * The way back after a missed time (./way-back.ts), on the functions' own code: the team marks "did not come"
 * the morning after (the booking swept by then), and a visitor who asked for mails gets one message, once, in
 * their language, within their mailbox's budgets; none with mails off; its link opens the request at its free
 * times; a time booked through it counts as a new time after a missed one, once.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startOfSlotId } from '../../src/booking/free-times';
import { instantToWallTime } from '../../src/booking/zurich-time';
import { countStoreName, previewCountStoreName } from '../counting/count-store';
import { visitorBudget } from '../outbox/budgets';
import { mailboxKey } from '../outbox/mailbox';
import { gsmSeptets } from '../outbox/sms';
import { bookingSetup, bookingUrl, busyWednesday, makeBookingRoot, now } from '../testing/booking-fixture';
import { jsonRequest, recordingLogger } from '../testing/contact-test-helpers';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { handleSubmission } from '../submissions/submission-handler';
import { handleBookingRequest } from './booking-handler';
import { developmentSecret } from './booking-settings';
import { attendedAction, signBookingToken } from './booking-token';
import { openLedger, wayBackDays } from './ledger/ledger';
import { bookingStoreName, previewBookingStoreName } from './ledger/records';
import { sweepBookings } from './sweep-bookings';
import { wayBackLinkDays } from './way-back';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
  // The request's page as the build writes it, in both languages: the hidden field the link's token goes into, the free times' part, the language switch.
  for (const [language, other] of [
    ['de', '/en/erstgespraech'],
    ['en', '/erstgespraech'],
  ] as const)
    await writeFile(
      path.join(root, 'public', language === 'de' ? 'erstgespraech.html' : 'en/erstgespraech.html'),
      [
        `<html lang="${language}"><head><title>Erstgespräch</title><script>app()</script></head><body><a href="${other}">other</a>`,
        '<form><input type="hidden" name="again"/><div data-form-problems="" hidden=""></div>',
        '<fieldset id="request-slot-group"><div data-free-times="" id="request-slot"><p>Ohne JavaScript</p></div></fieldset>',
        '<input name="name" type="text"/><input name="email" type="email"/></form></body></html>',
      ].join(''),
    );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** The fixture's environment (read once `root` is made). */
const envOf = () => ({
  CONTEXT: 'dev',
  LAMBDA_TASK_ROOT: root,
  BOOKING_CALENDAR_FEEDS: 'https://calendar.example/private.ics',
  URL: 'https://www.example.ch',
});
const feed = (async () => new Response(busyWednesday, { headers: { 'content-type': 'text/calendar' } })) as typeof fetch;
const visitor = {
  type: 'consultation',
  name: 'Quirina Missed',
  channel: 'email',
  email: 'quirina@example.ch',
  forWhom: 'self',
  // A time offered in both places meets in Dietikon; one offered in one place meets there.
  place: 'dietikon',
};

const form = (fields: Record<string, string>, to = bookingUrl) =>
  new Request(to, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

/** A visitor who chose reminders by SMS and gave a Swiss mobile number, no address. */
const bySms = { ...visitor, channel: 'phone', email: '', phone: '079 123 45 67', reminders: 'sms', reminderWhen: 'day' };
const mobile = '+41791234567';

/**
 * A booked time whose visitor asked for mails (or not; or, `sms`, for SMS and gave no address), swept an hour
 * after it, and the team's links and clock the morning after.
 */
async function missedTime({
  language = 'de',
  mails = true,
  sms = false,
}: { language?: 'de' | 'en'; mails?: boolean; sms?: boolean | 'andMails' } = {}) {
  const flow = bookingSetup(root);
  const [slot] = (await flow.times()).slots ?? [];
  const fields =
    sms === 'andMails'
      ? { ...visitor, phone: bySms.phone, reminders: ['email', 'sms'], reminderWhen: ['day'] }
      : sms
        ? bySms
        : { ...visitor, ...(mails ? { mails: 'yes' } : {}) };
  const answer = await flow.request(jsonRequest({ ...fields, language, slot: slot!.id }));
  expect(answer.status).toBe(200);
  const bookingId = (await flow.store.list({ prefix: 'bookings/' })).blobs[0]!.key.slice('bookings/'.length);
  const { attendanceId } = (await openLedger({ store: flow.store, now: new Date(now), timesPerNetwork: 0, log: recordingLogger() }).find(
    bookingId,
  ))!;
  const slotId = slot!.id;
  const day = instantToWallTime(startOfSlotId(slotId)!).date;
  const morning = Date.parse(`${day}T07:30:00+01:00`) + dayMs;
  const at = (time: number) => ({
    booking: (req: Request) =>
      handleBookingRequest(req, {
        env: envOf(),
        now: () => time,
        log: flow.log,
        store: flow.store,
        fetch: feed,
        transport: flow.transport,
        smsTransport: flow.smsTransport,
        waitingStore: flow.waitingStore,
        countStore: flow.countStore,
      }),
    request: (req: Request) =>
      handleSubmission(req, {
        env: envOf(),
        now: () => time,
        log: flow.log,
        transport: flow.transport,
        smsTransport: flow.smsTransport,
        waitingStore: flow.waitingStore,
        countStore: flow.countStore,
        booking: { store: flow.store, fetch: feed, clientIp: '198.51.100.9' },
      }),
    sweep: () =>
      sweepBookings({
        now: () => time,
        log: flow.log,
        stores: { [previewBookingStoreName]: flow.store, [bookingStoreName]: memoryBlobStore() },
        countStores: { [previewCountStoreName]: flow.countStore, [countStoreName]: memoryBlobStore() },
      }),
  });
  await at(Date.parse(slot!.end) + hourMs).sweep();
  const token = signBookingToken(attendedAction(language), { bookingId: attendanceId!, slotId }, developmentSecret);
  /** The team's button after the time: came, or did not. */
  const mark = (came: boolean, time = morning) => at(time).booking(form({ action: 'attended', token, came: came ? 'yes' : 'no' }));
  const missedMails = () => flow.transport.sent.filter((mail) => mail.to === visitor.email && /Zeit für Ihr|new time/.test(mail.subject));
  return { flow, at, mark, missedMails, morning, slotId, attendanceId: attendanceId!, bookingId };
}

/** The address of the link in a mail's plain text. */
const linkIn = (text: string) => /https:\/\/www\.example\.ch(\/\.netlify\/functions\/booking\?again=[^\s#]+#[\w-]+)/.exec(text)?.[1] ?? '';

describe('the one message after a missed time', () => {
  it('goes once, in German, without blame and without the name, when the team marks "did not come" the morning after the sweep', async () => {
    const { flow, mark, missedMails, slotId } = await missedTime();
    // The booking is gone; only the address for the way back is kept, under the attendance id.
    expect(flow.store.keys().filter((key) => key.startsWith('bookings/'))).toEqual([]);
    expect(flow.store.keys().filter((key) => key.startsWith('wayback/'))).toHaveLength(1);
    expect((await mark(false)).status).toBe(303);
    // Entered again, changed to "came", and back: nothing more goes.
    await mark(false);
    await mark(true);
    await mark(false);
    const sent = missedMails();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Eine neue Zeit für Ihr Erstgespräch?');
    const { time } = instantToWallTime(startOfSlotId(slotId)!);
    expect(mail!.text).toContain(`Ihr Erstgespräch am Mittwoch, 4. März, ${time} hat nicht stattgefunden. Das kann passieren.`);
    expect(mail!.text).toContain('Möchten Sie eine neue Zeit?');
    expect(mail!.text).not.toContain(visitor.name);
    expect(mail!.text).not.toMatch(/leider|bitte entschuldigen|verpasst/i);
    const link = linkIn(mail!.text);
    expect(link).toMatch(/&language=de#request-slot-group$/);
    expect(mail!.html).toContain('>Neue Zeit wählen</a>');
  });

  it('speaks English to a visitor who booked in English', async () => {
    const { mark, missedMails } = await missedTime({ language: 'en' });
    await mark(false);
    const [mail] = missedMails();
    expect(mail!.subject).toBe('A new time for your first consultation?');
    expect(mail!.text).toContain('did not take place. That happens.');
    expect(linkIn(mail!.text)).toMatch(/&language=en#request-slot-group$/);
  });

  it('goes also when the team marks it before the sweep, from the booking itself', async () => {
    const flow = bookingSetup(root);
    const [slot] = (await flow.times()).slots ?? [];
    await flow.request(jsonRequest({ ...visitor, language: 'de', slot: slot!.id, mails: 'yes' }));
    const bookingId = (await flow.store.list({ prefix: 'bookings/' })).blobs[0]!.key.slice('bookings/'.length);
    const { attendanceId } = (await openLedger({ store: flow.store, now: new Date(now), timesPerNetwork: 0, log: flow.log }).find(
      bookingId,
    ))!;
    const token = signBookingToken(attendedAction('de'), { bookingId: attendanceId!, slotId: slot!.id }, developmentSecret);
    const justAfter = Date.parse(slot!.end) + 60_000;
    await handleBookingRequest(form({ action: 'attended', token, came: 'no' }), {
      env: envOf(),
      now: () => justAfter,
      log: flow.log,
      store: flow.store,
      fetch: feed,
      transport: flow.transport,
      waitingStore: flow.waitingStore,
      countStore: flow.countStore,
    });
    expect(flow.transport.sent.filter((mail) => mail.subject === 'Eine neue Zeit für Ihr Erstgespräch?')).toHaveLength(1);
  });

  it('does not go to a visitor who asked for no mails, and nothing of them is kept after the sweep', async () => {
    const { flow, mark, missedMails } = await missedTime({ mails: false });
    expect(flow.store.keys().filter((key) => key.startsWith('wayback/'))).toEqual([]);
    await mark(false);
    expect(missedMails()).toEqual([]);
    expect(flow.transport.sent.filter((mail) => mail.to === visitor.email)).toEqual([]);
  });

  it('keeps within the mailbox’s budget of the day: past it nothing goes, and nothing later either', async () => {
    const { flow, mark, missedMails, morning } = await missedTime();
    const ledger = openLedger({ store: flow.store, now: new Date(morning), timesPerNetwork: 0, log: flow.log });
    const day = instantToWallTime(new Date(morning)).date;
    const mailbox = mailboxKey(visitor.email, developmentSecret);
    for (let sent = 0; sent < visitorBudget.perDay; sent += 1)
      await ledger.admit(`messages-${mailbox}-${day}`, `other:${sent}`, { limit: visitorBudget.perDay, until: new Date(morning + dayMs) });
    await mark(false);
    await mark(false, morning + dayMs);
    expect(missedMails()).toEqual([]);
  });

  it(`is not sent once the address is deleted, ${wayBackDays} days after the time`, async () => {
    const { flow, at, mark, missedMails, slotId } = await missedTime();
    await at(startOfSlotId(slotId)!.getTime() + (wayBackDays + 1) * dayMs).sweep();
    expect(flow.store.keys().filter((key) => key.startsWith('wayback/'))).toEqual([]);
    await mark(false, startOfSlotId(slotId)!.getTime() + (wayBackDays + 1) * dayMs + hourMs);
    expect(missedMails()).toEqual([]);
  });
});

describe('its link', () => {
  it('opens the request at its free times, the token in the form, the times there without scripts, the language switch keeping it', async () => {
    const { at, mark, missedMails, morning } = await missedTime({ language: 'en' });
    await mark(false);
    const link = linkIn(missedMails()[0]!.text);
    const page = await at(morning).booking(new Request(`http://localhost${link.split('#')[0]}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const token = new URL(link, 'http://localhost').searchParams.get('again')!;
    expect(html).toContain(`<input type="hidden" name="again" value="${token}">`);
    expect(html).toMatch(
      /<div data-free-times="" id="request-slot"><noscript>(<div class="option"><input type="radio"[^>]*name="slot"[^>]*>.*){8}/,
    );
    expect(html).toContain('<script>app()</script>');
    expect(html).toContain(`href="/.netlify/functions/booking?again=${token}&amp;language=de#request-slot-group"`);
  });

  it('opens the plain request where its signature does not hold, or once it no longer counts', async () => {
    const { at, mark, missedMails, morning, slotId } = await missedTime();
    await mark(false);
    const link = linkIn(missedMails()[0]!.text).split('#')[0]!;
    const forged = link.replace(/again=[^.]+/, 'again=AAAAAAAAAAAAAAAA');
    for (const [address, time] of [
      [forged, morning],
      [link, startOfSlotId(slotId)!.getTime() + (wayBackLinkDays + 1) * dayMs],
    ] as const) {
      const answer = await at(time).booking(new Request(`http://localhost${address}`));
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/erstgespraech#request-slot-group');
    }
  });
});

describe('a time booked through the link', () => {
  it('counts as a new time after a missed one, once, with or without JavaScript; a request without the token does not', async () => {
    const { flow, at, mark, missedMails, morning } = await missedTime();
    await mark(false);
    const token = new URL(linkIn(missedMails()[0]!.text), 'http://localhost').searchParams.get('again')!;
    const later = at(morning);
    const { slots = [] } = (await (await later.booking(new Request(`${bookingUrl}?times=1&language=de`))).json()) as {
      slots?: { id: string }[];
    };
    expect(slots.length).toBeGreaterThan(2);
    // With JavaScript (JSON, the token beside the answers), again through the same link, and without JavaScript (a form post).
    expect((await later.request(jsonRequest({ ...visitor, language: 'de', slot: slots[0]!.id, again: token }))).status).toBe(200);
    expect((await later.request(jsonRequest({ ...visitor, language: 'de', slot: slots[1]!.id, again: token }))).status).toBe(200);
    const day = instantToWallTime(new Date(morning)).date;
    expect((await flow.counts(day))[0]!.counts.de['booked-after-missed']).toBe(1);
    const withoutScript = await later.request(
      form({ ...visitor, language: 'de', slot: slots[2]!.id, again: token }, 'http://localhost/.netlify/functions/send-contact-email'),
    );
    expect(withoutScript.status).toBe(303);
    const counts = (await flow.counts(day))[0]!.counts.de;
    expect(counts['booked-after-missed']).toBe(1);
    expect((counts['booked-js-dietikon'] ?? 0) + (counts['booked-js-online'] ?? 0)).toBe(2);
  });

  it('counts without JavaScript too, and a request with a forged token or none counts nothing', async () => {
    const { flow, at, mark, missedMails, morning } = await missedTime({ language: 'en' });
    await mark(false);
    const token = new URL(linkIn(missedMails()[0]!.text), 'http://localhost').searchParams.get('again')!;
    const later = at(morning);
    const { slots = [] } = (await (await later.booking(new Request(`${bookingUrl}?times=1&language=en`))).json()) as {
      slots?: { id: string }[];
    };
    const send = (fields: Record<string, string>) =>
      later.request(form({ ...visitor, language: 'en', ...fields }, 'http://localhost/.netlify/functions/send-contact-email'));
    expect((await send({ slot: slots[0]!.id, again: `${token.slice(0, -2)}AA` })).status).toBe(303);
    expect((await send({ slot: slots[1]!.id, again: '' })).status).toBe(303);
    const day = instantToWallTime(new Date(morning)).date;
    expect((await flow.counts(day))[0]!.counts.en['booked-after-missed']).toBeUndefined();
    expect((await send({ slot: slots[2]!.id, again: token })).status).toBe(303);
    expect((await flow.counts(day))[0]!.counts.en['booked-after-missed']).toBe(1);
  });
});

describe('by SMS, to a visitor who chose SMS and gave no address', () => {
  const smsTexts = {
    de: /^Ihr Termin fand nicht statt\. Das kann passieren\. Neue Zeit: https:\/\/www\.example\.ch\/t\/([\w-]{44})$/,
    en: /^Your meeting did not take place\. That happens\. Pick a new time: https:\/\/www\.example\.ch\/t\/([\w-]{44})$/,
  };
  const missedSms = (flow: ReturnType<typeof bookingSetup>) =>
    flow.smsSent.filter((sms) => sms.to === mobile && /^(Ihr Termin|Your meeting)/.test(sms.text));

  it.each(['de', 'en'] as const)(
    'in %s: one SMS, once, one message of the GSM alphabet, no blame, nothing typed; its short link opens the request at its free times',
    async (language) => {
      const { flow, at, mark, morning } = await missedTime({ language, sms: true });
      // Only the number is kept for it, under the attendance id.
      const kept = flow.store.keys().filter((key) => key.startsWith('wayback/'));
      expect(kept).toHaveLength(1);
      const record = await flow.store.get(kept[0]!, { type: 'json' });
      expect(record).toMatchObject({ phone: mobile, language });
      expect(record).not.toHaveProperty('email');
      await mark(false);
      await mark(false);
      await mark(true);
      await mark(false);
      const sent = missedSms(flow);
      expect(sent).toHaveLength(1);
      const [sms] = sent;
      expect(sms!.text).toMatch(smsTexts[language]);
      expect(gsmSeptets(sms!.text)).toBeLessThanOrEqual(160);
      expect(sms!.text).not.toContain(bySms.name);
      expect(sms!.text).not.toMatch(/leider|verpasst|missed|sorry/i);
      // No mail goes to anyone but the team.
      expect(flow.transport.sent.filter((mail) => /neue Zeit|new time/i.test(mail.subject))).toEqual([]);
      // The short link: a 303 to the request at its free times, the mail's signed link made now, in the SMS's language.
      const token = smsTexts[language].exec(sms!.text)![1]!;
      const short = await at(morning).booking(new Request(`${bookingUrl}?short=${token}`));
      expect(short.status).toBe(303);
      const location = short.headers.get('location')!;
      expect(location).toMatch(new RegExp(`^/\\.netlify/functions/booking\\?again=[^&]+&language=${language}#request-slot-group$`));
      const page = await at(morning).booking(new Request(`http://localhost${location.split('#')[0]}`));
      expect(page.status).toBe(200);
      const again = new URL(location, 'http://localhost').searchParams.get('again')!;
      expect(await page.text()).toContain(`<input type="hidden" name="again" value="${again}">`);
    },
  );

  it('is held in the night: marked at 22:30 it waits, as no failure, and goes at 07:00, once', async () => {
    const { flow, mark, morning } = await missedTime({ sms: true });
    const evening = morning + 15 * hourMs;
    const nextMorning = morning + 23.5 * hourMs;
    await mark(false, evening);
    expect(missedSms(flow)).toEqual([]);
    const [key] = flow.waitingStore.keys();
    expect(await flow.waitingStore.get(key!, { type: 'json' })).toMatchObject({
      attempts: 0,
      waitsUntil: new Date(nextMorning).toISOString(),
    });
    // The night's runs leave it alone: held, not failed, no error in the log.
    const errorsBefore = flow.log.lines.filter((line) => line.level === 'error').length;
    expect(await flow.deliver(evening + hourMs)).toMatchObject({ delivered: 0, failed: 0, held: 1, waiting: 1 });
    expect(await flow.deliver(nextMorning - 15 * 60_000)).toMatchObject({ failed: 0, held: 1 });
    expect(flow.log.lines.filter((line) => line.level === 'error')).toHaveLength(errorsBefore);
    expect(missedSms(flow)).toEqual([]);
    expect(await flow.deliver(nextMorning)).toMatchObject({ delivered: 1, failed: 0, held: 0, waiting: 0 });
    expect(await flow.deliver(nextMorning + hourMs)).toMatchObject({ delivered: 0, waiting: 0 });
    expect(missedSms(flow)).toHaveLength(1);
  });

  it('goes by mail, not by SMS, to a visitor who chose both: one message, the one with the time in words', async () => {
    const { flow, mark, missedMails } = await missedTime({ sms: 'andMails' });
    expect(
      await flow.store.get(
        flow.store.keys().find((key) => key.startsWith('wayback/'))!,
        { type: 'json' },
      ),
    ).not.toHaveProperty('phone');
    await mark(false);
    expect(missedMails()).toHaveLength(1);
    expect(missedSms(flow)).toEqual([]);
  });
});
