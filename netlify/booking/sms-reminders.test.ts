/**
 * SMS, the second channel (issue 69), on the functions' own code (../testing/booking-fixture.ts) with an
 * injected clock: the confirmation by SMS to a visitor who gave a number and no address, the short link,
 * the reminders by the channels and times chosen (exactly once, none at night, none after a cancel, only
 * the new time after a change), the number's budget and the owner's daily cap, a provider that is down,
 * the booking page's "Erinnerungen", and that every SMS is one message of the GSM alphabet.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../src/booking/availability';
import { startOfSlotId } from '../../src/booking/free-times';
import { wallTimeToInstant } from '../../src/booking/zurich-time';
import type { Language } from '../../src/i18n/languages';
import { gsmSeptets } from '../outbox/sms';
import { bookingSetup, bookingUrl, makeBookingRoot } from '../testing/booking-fixture';
import { bookRequestedTime } from './book-request';
import { readShortToken, signBookingToken, signShortToken } from './booking-token';
import { developmentSecret } from './booking-settings';
import { follow } from './after-transition';
import type { ReminderWhen } from './ledger/records';
import { smsText } from './mails/visitor-sms';
import { endOfQuietHours, isQuietHour } from './quiet-hours';
import { longestSms, smsOriginRoom } from './mails/longest-sms';
import { outboxOf } from './mails/messages';
import type { WaitingMessage } from '../outbox/waiting-messages';
import { reminderDueAt } from './reminders';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const mobile = '+41791234567';
/** Words only the visitor typed: none may reach an SMS. */
const typedName = 'Zoraida Typedname';
const zurich = (date: string, time: string) => wallTimeToInstant(date, time).getTime();

type Flow = ReturnType<typeof bookingSetup>;
type Offered = { id: string; end: string; places: readonly string[] };

interface Choice {
  language?: Language;
  phone?: string;
  email?: string;
  channels?: ('email' | 'sms')[];
  when?: ReminderWhen[];
  ip?: string;
}

/** Books a time as the request would with the check step's choices (../submissions: bookRequestedTime), then confirms it. */
async function book(flow: Flow, slot: Offered, choice: Choice = {}) {
  const { language = 'de', phone = mobile, email, channels = ['sms'], when = ['day', 'hours'], ip = '203.0.113.7' } = choice;
  const context = await flow.context();
  const booked = await bookRequestedTime(context, {
    slotId: slot.id,
    place: slot.places.includes('dietikon') ? 'dietikon' : 'online',
    language,
    person: { name: typedName, phone, ...(email ? { email } : {}) },
    reminders: { email: channels.includes('email'), sms: channels.includes('sms'), when },
    clientIp: ip,
  });
  if (!booked.ok) throw new Error(`not booked: ${JSON.stringify(booked)}`);
  await booked.confirm();
  const token = new URL(booked.viewPath(false), 'http://localhost').searchParams.get('view') ?? '';
  return { token, bookingId: token.split('.')[0]!, slot };
}

async function setUp(flowRoot = root) {
  const flow = bookingSetup(flowRoot);
  const slots = (await flow.times('&count=40')).slots ?? [];
  const on = (date: string, time: string) => {
    const found = slots.find((slot) => startOfSlotId(slot.id)?.getTime() === zurich(date, time));
    if (!found) throw new Error(`no free time ${date} ${time}`);
    return found;
  };
  return { flow, slots, on };
}

/**
 * A time on `date` at `time` booked with reminders by mail and by SMS two hours before only, and the subjects of the
 * mails sent from then on (the confirmation is before).
 */
async function bookedTwoHoursBefore(date: string, time: string) {
  const { flow, on } = await setUp();
  await book(flow, on(date, time), { email: 'eva@example.ch', channels: ['email', 'sms'], when: ['hours'] });
  const mailsBefore = flow.transport.sent.length;
  return { flow, mailSubjectsSince: () => flow.transport.sent.slice(mailsBefore).map((mail) => mail.subject) };
}

const smsLinkPattern = /https:\/\/www\.example\.ch\/t\/([\w-]{38})$/;

describe('the confirmation by SMS', () => {
  it('goes to a visitor who gave a mobile number and no address, in their language: the time, the place, the short link, nothing typed', async () => {
    const { flow, on } = await setUp();
    await book(flow, on('2026-03-04', '15:30'));
    await book(flow, on('2026-03-04', '16:30'), { language: 'en', phone: '+41781234567', ip: '198.51.100.7' });
    const [de, en, ...more] = flow.smsSent;
    expect(more).toEqual([]);
    expect(de).toEqual({ to: mobile, from: 'KZ Neuro', text: expect.stringMatching(smsLinkPattern) });
    expect(de!.text).toMatch(/^Gebucht: Erstgespräch Mi 4\.3\. 15:30 in Dietikon\. Ändern, SMS aus: https:\/\/www\.example\.ch\/t\//);
    expect(en!.text).toMatch(/^Booked: meeting Wed 4 Mar 16:30 in Dietikon\. Change or stop SMS: https:\/\/www\.example\.ch\/t\//);
    for (const sms of flow.smsSent) {
      expect(sms.text).not.toContain('Zoraida');
      expect(gsmSeptets(sms.text)).toBeLessThanOrEqual(160);
    }
    // No mail to a visitor without an address.
    expect(flow.transport.sent).toEqual([]);
  });

  it('does not go where the visitor gave an address too (the e-mail confirms), nor without SMS chosen, nor to a landline', async () => {
    const { flow, on } = await setUp();
    await book(flow, on('2026-03-04', '15:30'), { email: 'eva@example.ch', channels: ['email', 'sms'] });
    await book(flow, on('2026-03-04', '16:30'), { channels: [], ip: '198.51.100.7' });
    await book(flow, on('2026-03-06', '14:00'), { phone: '+41445551234', ip: '192.0.2.7' });
    expect(flow.smsSent).toEqual([]);
    expect(flow.transport.sent.map((mail) => mail.to)).toEqual(['eva@example.ch']);
    const records = await flow.records();
    expect(records.map((record) => ('sms' in record ? record.sms : undefined)).sort()).toEqual(['off', 'on', undefined]);
  });
});

describe('the short link', () => {
  it('opens the booking page at its reminders part and changes nothing; a forged one opens nothing', async () => {
    const { flow, on } = await setUp();
    const { bookingId } = await book(flow, on('2026-03-04', '15:30'));
    const token = smsLinkPattern.exec(flow.smsSent[0]!.text)![1]!;
    expect(token.startsWith(bookingId)).toBe(true);
    const before = JSON.stringify(await flow.records());
    for (const address of [`${bookingUrl}?short=${token}`, `http://localhost/t/${token}`]) {
      const res = await flow.booking(new Request(address));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/\.netlify\/functions\/booking\?view=[\w.-]+&language=de#booking-reminders$/);
    }
    expect(JSON.stringify(await flow.records())).toBe(before);
    const page = await (
      await flow.booking(
        new Request(new URL((await flow.booking(new Request(`${bookingUrl}?short=${token}`))).headers.get('location')!, bookingUrl)),
      )
    ).text();
    expect(page).toContain('<h2>Erinnerungen</h2>');
    expect(page).toContain('Per SMS an +41 79 ••• •• 67');
    expect(page).toMatch(/<input type="checkbox" id="booking-sms-on" name="sms" value="on" checked="">/);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await flow.booking(new Request(`${bookingUrl}?short=${forged}`))).status).toBe(404);
  });
});

describe('SMS reminders', () => {
  it('go once per chosen time, by the scheduled run’s clock: the day before and two hours before', async () => {
    const { flow, on } = await setUp();
    await book(flow, on('2026-03-04', '15:30'));
    const confirmations = flow.smsSent.length;
    const texts = async (date: string, time: string) => {
      const before = flow.smsSent.length;
      await flow.remind(zurich(date, time));
      return flow.smsSent.slice(before).map((sms) => sms.text);
    };
    expect(await texts('2026-03-03', '15:15')).toEqual([]);
    expect(await texts('2026-03-03', '15:30')).toEqual([
      expect.stringMatching(/^Erinnerung: Erstgespräch morgen 15:30 in Dietikon\. Ändern, SMS aus: /),
    ]);
    expect(await texts('2026-03-03', '15:45')).toEqual([]);
    expect(await texts('2026-03-04', '13:30')).toEqual([expect.stringMatching(/^Erinnerung: Erstgespräch heute 15:30 in Dietikon\. /)]);
    expect(await texts('2026-03-04', '13:45')).toEqual([]);
    expect(flow.smsSent).toHaveLength(confirmations + 2);
    expect(flow.transport.sent).toEqual([]);
  });

  it('go only at the times chosen, on each channel chosen: one mail and one SMS', async () => {
    const { flow, mailSubjectsSince } = await bookedTwoHoursBefore('2026-03-04', '15:30');
    await flow.remind(zurich('2026-03-03', '15:30'));
    expect(flow.smsSent).toEqual([]);
    expect(mailSubjectsSince()).toEqual([]);
    await flow.remind(zurich('2026-03-04', '13:30'));
    await flow.remind(zurich('2026-03-04', '13:45'));
    expect(flow.smsSent.map((sms) => sms.text)).toEqual([expect.stringMatching(/^Erinnerung: Erstgespräch heute 15:30/)]);
    expect(mailSubjectsSince()).toEqual(['Erinnerung: Ihr Erstgespräch heute um 15:30']);
  });

  it('none between 21:00 and 07:00: one that would fall there goes at 20:45 the evening before; a mail keeps its time', async () => {
    const { flow, mailSubjectsSince } = await bookedTwoHoursBefore('2026-03-05', '08:30');
    await flow.remind(zurich('2026-03-04', '20:30'));
    expect(flow.smsSent).toEqual([]);
    await flow.remind(zurich('2026-03-04', '20:45'));
    expect(flow.smsSent.map((sms) => sms.text)).toEqual([expect.stringMatching(/^Erinnerung: Erstgespräch morgen 08:30 online\. /)]);
    for (let at = zurich('2026-03-04', '21:00'); at <= zurich('2026-03-05', '08:15'); at += 15 * 60_000) await flow.remind(at);
    expect(flow.smsSent).toHaveLength(1);
    expect(mailSubjectsSince()).toEqual(['Erinnerung: Ihr Erstgespräch heute um 08:30']);
  });

  it('held by the night, one that waited is no failure: no attempt counted, no error, no backoff used; it goes at 07:00', async () => {
    const { flow } = await bookedTwoHoursBefore('2026-03-05', '08:30');
    // The provider is down at 20:45, when the reminder is due: it waits, as any SMS the provider did not take.
    flow.smsProvider.down = true;
    await flow.remind(zurich('2026-03-04', '20:45'));
    flow.smsProvider.down = false;
    const waiting = async () =>
      (await Promise.all(flow.waitingStore.keys().map((key) => flow.waitingStore.get(key, { type: 'json' })))) as WaitingMessage[];
    const [kept] = await waiting();
    expect(kept).toMatchObject({ type: 'visitor-sms', attempts: 1 });
    // The night's runs, every 15 minutes from 21:00 (the provider back): held, not failed, no error line, the entry as it was.
    const errors = () => flow.log.lines.filter((line) => line.level === 'error').length;
    const errorsBefore = errors();
    for (let at = zurich('2026-03-04', '21:00'); at < zurich('2026-03-05', '07:00'); at += 15 * 60_000)
      expect(await flow.deliver(at)).toMatchObject({ delivered: 0, failed: 0, held: 1, waiting: 1 });
    expect(errors()).toBe(errorsBefore);
    expect(flow.log.lines.at(-1)).toMatchObject({ level: 'info', text: expect.stringContaining('1 held until their hour') });
    const [held] = await waiting();
    expect(held).toMatchObject({
      attempts: 1,
      lastFailure: kept!.lastFailure,
      waitsUntil: new Date(zurich('2026-03-05', '07:00')).toISOString(),
    });
    expect(flow.smsSent).toEqual([]);
    expect(await flow.deliver(zurich('2026-03-05', '07:00'))).toMatchObject({ delivered: 1, failed: 0, held: 0, waiting: 0 });
    expect(flow.smsSent.map((sms) => sms.text)).toEqual([expect.stringMatching(/^Erinnerung: Erstgespräch heute 08:30/)]);
  });

  it('held by the night when first made (the team’s answer late in the evening): kept as no attempt until 07:00', async () => {
    const { flow, on } = await setUp();
    const { bookingId, slot } = await book(flow, on('2026-03-05', '08:30'), {
      email: 'eva@example.ch',
      channels: ['email', 'sms'],
      when: ['hours'],
    });
    const context = await flow.context(zurich('2026-03-04', '22:10'));
    const outcome = await outboxOf(context).send({
      type: 'visitor-sms',
      language: 'de',
      smsNotice: { what: 'reminder', bookingId, slotId: slot.id, hours: 2 },
    });
    expect(outcome).toMatchObject({ kept: expect.any(String), waits: true });
    const [entry] = (await Promise.all(
      flow.waitingStore.keys().map((key) => flow.waitingStore.get(key, { type: 'json' })),
    )) as WaitingMessage[];
    expect(entry).toMatchObject({ attempts: 0, nextAttemptAt: new Date(zurich('2026-03-05', '07:00')).toISOString() });
    expect(endOfQuietHours(new Date(zurich('2026-03-05', '06:59')))).toEqual(new Date(zurich('2026-03-05', '07:00')));
  });

  it('knows the quiet hours and the evening before on Zurich’s clock, summer time included', () => {
    const at = (date: string, time: string) => new Date(zurich(date, time));
    expect(
      [at('2026-03-04', '20:59'), at('2026-03-04', '21:00'), at('2026-03-05', '06:59'), at('2026-03-05', '07:00')].map(isQuietHour),
    ).toEqual([false, true, true, false]);
    const start = at('2026-07-02', '08:30');
    expect(reminderDueAt('sms', start, 2)).toEqual(at('2026-07-01', '20:45'));
    expect(reminderDueAt('email', start, 2)).toEqual(at('2026-07-02', '06:30'));
    expect(reminderDueAt('sms', at('2026-07-02', '23:30'), 2)).toEqual(at('2026-07-02', '20:45'));
    expect(reminderDueAt('sms', start, 24)).toEqual(at('2026-07-01', '08:30'));
    expect(reminderDueAt('sms', at('2026-07-02', '09:00'), 2)).toEqual(at('2026-07-02', '07:00'));
  });

  it('none after a cancel; after a change, only of the new time', async () => {
    const { flow, on } = await setUp();
    const cancelled = await book(flow, on('2026-03-04', '15:30'));
    const moved = await book(flow, on('2026-03-04', '16:30'), { phone: '+41781234567', ip: '198.51.100.7' });
    const context = await flow.context();
    const freed = await context.ledger.free(cancelled.bookingId, 'cancelled');
    if (freed.ok) await follow(context, 'cancel', { booking: freed.booking, language: 'de' });
    const target = on('2026-03-06', '14:00');
    const changed = await context.ledger.change(moved.bookingId, {
      slot: { id: target.id, start: startOfSlotId(target.id)!.toISOString(), end: target.end, places: ['dietikon', 'online'] },
      place: 'dietikon',
    });
    expect(changed.ok).toBe(true);
    const before = flow.smsSent.length;
    for (let at = zurich('2026-03-03', '15:00'); at <= zurich('2026-03-04', '17:00'); at += 15 * 60_000) await flow.remind(at);
    expect(flow.smsSent.slice(before)).toEqual([]);
    await flow.remind(zurich('2026-03-05', '14:00'));
    await flow.remind(zurich('2026-03-06', '12:00'));
    expect(flow.smsSent.slice(before).map((sms) => [sms.to, sms.text.slice(0, 48)])).toEqual([
      ['+41781234567', 'Erinnerung: Erstgespräch morgen 14:00 in Dietiko'],
      ['+41781234567', 'Erinnerung: Erstgespräch heute 14:00 in Dietikon'],
    ]);
  });
});

describe('the limits of SMS', () => {
  it('a number’s budget, the twin of a mailbox’s: at most two of its standing bookings get SMS', async () => {
    const { flow, on } = await setUp();
    await book(flow, on('2026-03-04', '15:30'));
    await book(flow, on('2026-03-04', '16:30'), { ip: '198.51.100.7' });
    await book(flow, on('2026-03-06', '14:00'), { ip: '192.0.2.7' });
    expect(flow.smsSent).toHaveLength(2);
  });

  it('the owner’s daily cap: past it no SMS leaves that day, e-mail goes on, and the team is told once', async () => {
    const capped = await makeBookingRoot();
    try {
      await writeFile(path.join(capped, 'content', 'booking.yaml'), stringify({ ...exampleAvailability, smsPerDay: 1 }));
      const { flow, on } = await setUp(capped);
      await book(flow, on('2026-03-04', '15:30'));
      await book(flow, on('2026-03-04', '16:30'), { phone: '+41781234567', ip: '198.51.100.7' });
      await book(flow, on('2026-03-06', '14:00'), {
        phone: '+41771234567',
        email: 'eva@example.ch',
        channels: ['email', 'sms'],
        ip: '192.0.2.7',
      });
      await book(flow, on('2026-03-06', '15:00'), { phone: '+41761234567', ip: '203.0.113.99' });
      expect(flow.smsSent.map((sms) => sms.to)).toEqual([mobile]);
      const subjects = flow.transport.sent.map((mail) => `${mail.to}: ${mail.subject}`);
      expect(subjects.filter((subject) => subject.includes('Tagesgrenze für SMS'))).toHaveLength(1);
      expect(subjects).toContain('eva@example.ch: Ihr Erstgespräch am Freitag, 6. März, 14:00');
      const notice = flow.transport.sent.find((mail) => mail.subject === 'Website: Tagesgrenze für SMS erreicht')!;
      expect(notice.text).toContain('Heute (02.03.2026) hat die Website 1 SMS verschickt');
    } finally {
      await rm(capped, { recursive: true, force: true });
    }
  });

  it('kept while the provider is down, and sent by the scheduled delivery once it is back', async () => {
    const { flow, on } = await setUp();
    flow.smsProvider.down = true;
    await book(flow, on('2026-03-04', '15:30'));
    expect(flow.smsSent).toEqual([]);
    flow.smsProvider.down = false;
    const report = await flow.deliver();
    expect(report).toMatchObject({ delivered: 1, waiting: 0 });
    expect(flow.smsSent.map((sms) => sms.text)).toEqual([expect.stringMatching(/^Gebucht: Erstgespräch Mi 4\.3\. 15:30/)]);
  });
});

describe('the booking page’s reminders part', () => {
  const post = (flow: Flow, fields: [string, string][]) =>
    flow.booking(
      new Request(bookingUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
    );

  it('switches each channel and the times with one form post (303 back to the part); the old mails action still works', async () => {
    const { flow, on } = await setUp();
    const { token } = await book(flow, on('2026-03-04', '15:30'), { email: 'eva@example.ch', channels: ['email', 'sms'] });
    const page = async () => (await flow.booking(new Request(`${bookingUrl}?view=${token}&language=de`))).text();
    expect(await page()).toContain('Sie erhalten Erinnerungen per E-Mail und per SMS: 24 Stunden vorher und 2 Stunden vorher.');
    const res = await post(flow, [
      ['action', 'reminders'],
      ['token', token],
      ['language', 'de'],
      ['mails', 'off'],
      ['sms', 'off'],
      ['sms', 'on'],
      ['reminderWhen', 'hours'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/#booking-reminders$/);
    const record = (await flow.records())[0]!;
    expect(record).toMatchObject({ mails: 'off', sms: 'on', remindWhen: ['hours'] });
    expect(await page()).toContain('Sie erhalten Erinnerungen per SMS: 2 Stunden vorher.');
    await post(flow, [
      ['action', 'mails'],
      ['token', token],
      ['language', 'de'],
      ['mails', 'on'],
    ]);
    expect((await flow.records())[0]).toMatchObject({ mails: 'on', sms: 'on', remindWhen: ['hours'] });
  });

  it('offers no SMS switch without a number that takes SMS, and says why none come without either', async () => {
    const { flow, on } = await setUp();
    const landline = await book(flow, on('2026-03-04', '15:30'), { phone: '+41445551234', email: 'eva@example.ch', channels: ['email'] });
    const nothing = await book(flow, on('2026-03-04', '16:30'), { phone: '+41445551235', channels: ['sms'], ip: '198.51.100.7' });
    const page = async (token: string) => (await flow.booking(new Request(`${bookingUrl}?view=${token}&language=de`))).text();
    const withAddress = await page(landline.token);
    expect(withAddress).toContain('name="mails"');
    expect(withAddress).not.toContain('name="sms"');
    expect(await page(nothing.token)).toContain('Sie haben uns weder eine E-Mail-Adresse noch eine Handynummer gegeben');
    // A post naming SMS for a booking without a number that takes them changes nothing of it.
    await post(flow, [
      ['action', 'reminders'],
      ['token', nothing.token],
      ['language', 'de'],
      ['sms', 'on'],
      ['reminderWhen', 'day'],
    ]);
    const record = (await flow.records()).find((entry) => entry.state === 'booked' && entry.phone === '+41445551235');
    expect(record).not.toHaveProperty('sms');
  });
});

describe('every SMS is one message of the GSM alphabet', () => {
  /** An origin of `smsOriginRoom` characters: `https://www.`, letters and `.ch` (the site's own is 22, the practice's 39). */
  const longOrigin = `https://www.${'k'.repeat(smsOriginRoom - 'https://www.'.length - '.ch'.length)}.ch`;

  it(`every kind, in both languages, with the longest dates and places of a year, fits 160 characters with a ${smsOriginRoom}-character origin`, async () => {
    expect(longOrigin).toHaveLength(smsOriginRoom);
    const { flow } = await setUp();
    const longest = longestSms(longOrigin, (await flow.context()).settings.address.city, 2026);
    expect(longest.septets).toBeLessThanOrEqual(160);
    expect(longest.text).toContain(`${longOrigin}/t/Abcdefgh12345678`);
  });

  it.each([
    ['de', 'dietikon', 'in Dietikon'],
    ['de', 'online', 'online'],
    ['de', 'phone', 'am Telefon'],
    ['en', 'phone', 'by phone'],
  ] as const)('in %s, a time in %s says where in a few words: %s', async (language, place, words) => {
    const { flow } = await setUp();
    const context = await flow.context();
    const start = wallTimeToInstant('2026-03-10', '09:00');
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + 45 * 60_000).toISOString() };
    const now = wallTimeToInstant('2026-03-09', '08:00');
    const text = smsText({ ...context, now }, 'reminder', { bookingId: 'Abcdefgh12345678', slot, place }, language);
    expect(text).toContain(`09:00 ${words}.`);
  });

  it('signs the short link so that it holds: the booking id and 128 bits of its own MAC, nothing else', () => {
    const token = signShortToken('Abcdefgh12345678', developmentSecret);
    expect(token).toMatch(/^Abcdefgh12345678[\w-]{22}$/);
    expect(readShortToken(token, developmentSecret)).toBe('Abcdefgh12345678');
    expect(readShortToken(token, `${developmentSecret}-other`)).toBeUndefined();
    expect(readShortToken(`Abcdefgh12345679${token.slice(16)}`, developmentSecret)).toBeUndefined();
    // The long link's own token does not open it, nor the other way round.
    expect(
      readShortToken(
        signBookingToken('cancel', { bookingId: 'Abcdefgh12345678', slotId: '2026-03-04T1430Z' }, developmentSecret),
        developmentSecret,
      ),
    ).toBeUndefined();
  });
});
