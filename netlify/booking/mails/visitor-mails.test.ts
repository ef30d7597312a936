/**
 * The visitor's mails on the functions' own code (../../testing/booking-fixture.ts): the confirmation,
 * the reminders of the scheduled run (exactly once, also when two runs go at once), after a change, a
 * cancel (with the file that takes the time out of the calendar) and a release, the one-click unsubscribe,
 * "this was not me" (its answer, and the team's mail), the limits, and the durable path.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../../src/booking/availability';
import { startOfSlotId } from '../../../src/booking/free-times';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import type { TeamMail } from '../../outbox/mail';
import { texts } from '../../shared/locale-texts';
import { jsonRequest } from '../../testing/contact-test-helpers';
import { calendarOf } from '../../testing/calendar-reading';
import { bookingSetup, bookingUrl, makeBookingRoot } from '../../testing/booking-fixture';
import { developmentSecret } from '../booking-settings';
import { signBookingToken } from '../booking-token';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const hourMs = 60 * 60_000;
/** Words only the visitor typed: none may reach a mail to them. */
const typed = { name: 'Zoraida Typedname', needs: 'Mein Kind hat Typedneeds', message: 'Bitte Typedmessage beachten' };
const visitor = {
  type: 'consultation',
  language: 'de',
  channel: 'email',
  email: 'eva@example.ch',
  forWhom: 'self',
  mails: 'yes',
  ...typed,
};

const toEva = (sent: TeamMail[]) => sent.filter((mail) => mail.to === 'eva@example.ch');
const everything = (mail: TeamMail) =>
  [mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), ...(mail.attachments ?? []).map((file) => file.content)].join('\n');

async function booked(answers: Record<string, string> = {}, clientIp = '203.0.113.7') {
  const flow = bookingSetup(root);
  const slots = (await flow.times()).slots ?? [];
  const book = async (more: Record<string, string> = {}, index = 0, ip = clientIp) => {
    const res = await flow.request(jsonRequest({ ...visitor, ...answers, ...more, slot: slots[index]?.id }), ip);
    const view = ((await res.json()) as { booking?: string }).booking ?? '';
    return { view, token: new URL(view, 'http://localhost').searchParams.get('view') ?? '' };
  };
  const first = await book();
  const start = Date.parse(startOfSlotId(slots[0]!.id)!.toISOString());
  const post = (fields: Record<string, string>, address = bookingUrl, headers: Record<string, string> = {}) =>
    flow.booking(
      new Request(address, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields),
      }),
    );
  return { ...flow, slots, book, first, token: first.token, start, post };
}

describe('the confirmation', () => {
  it('goes at once to the address, in German, with the time, place, links and .ics, and none of the typed words', async () => {
    const { transport, first } = await booked();
    const [mail, ...more] = toEva(transport.sent);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Ihr Erstgespräch am Mittwoch, 4. März, 15:30');
    expect(mail!.text).toContain('Wann: Mittwoch, 4. März 2026, 15:30–16:15, Schweizer Zeit (MEZ)');
    expect(mail!.text).toContain('In unseren Räumen in Dietikon: Riedstrasse 14, 8953 Dietikon');
    expect(mail!.text).toContain(
      `Termin ansehen, ändern oder absagen: https://www.example.ch${first.view.replace(/&(delayed|booked)=1/g, '')}`,
    );
    expect(mail!.text).toMatch(
      /Sie haben diesen Termin nicht gebucht\? Dann sagen Sie ihn hier ab: https:\/\/www\.example\.ch\/\.netlify\/functions\/booking\?notme=[\w.-]+&language=de#booking-notme/,
    );
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/www\.example\.ch\/\.netlify\/functions\/booking\?mails=.+&language=de>$/,
    );
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.replyTo?.email).toMatch(/@/);
    const [ics] = mail!.attachments ?? [];
    const event = new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-03-04T14:30:00Z');
    expect(event.getAllSubcomponents('valarm')).toHaveLength(2);
    for (const words of Object.values(typed)) expect(everything(mail!)).not.toContain(words.split(' ').at(-1));
    expect(mail!.html).toContain('<a href="https://www.example.ch/.netlify/functions/booking?view=');
    // The practice's address as the link's words may break before its @ and its dots, where a long one fits a phone.
    expect(mail!.html).toMatch(/<a href="mailto:[^"]+">[^<@]+<wbr>@[^<]+(<wbr>\.[^<]+)+<\/a>/);
    // The time and place as rows laid out as the team's are (../../outbox/mail-layout.ts: rowsTable): the label
    // whole, the value wrapping where a phone needs it to.
    expect(mail!.html).toContain(
      '<tr><th align="left" valign="top"><span style="white-space: nowrap">Wann</span></th><td style="overflow-wrap: anywhere; word-break: break-word">Mittwoch, 4. März 2026',
    );
  });

  it('speaks English to a visitor who booked in English', async () => {
    const { transport } = await booked({ language: 'en' });
    const [mail] = toEva(transport.sent);
    expect(mail!.subject).toBe('Your first consultation on Wednesday, 4 March, 15:30');
    expect(mail!.text).toContain('When: Wednesday, 4 March 2026, 15:30–16:15, Swiss time (CET)');
    expect(mail!.headers?.['List-Unsubscribe']).toContain('&language=en>');
  });

  it('does not go when the box was left unticked; the page then says the website sends none', async () => {
    const { transport, booking, first } = await booked({ mails: '' });
    expect(toEva(transport.sent)).toHaveLength(0);
    const page = await (await booking(new Request(`http://localhost${first.view}`))).text();
    expect(page).toContain('Sie erhalten keine Erinnerungen. Diese Seite ist Ihre Bestätigung.');
  });

  it('waits when SendGrid is down, never holding up the booking, and goes later without the team’s late note', async () => {
    const flow = bookingSetup(root);
    flow.sendgrid.down = true;
    const [slot] = (await flow.times()).slots ?? [];
    const res = await flow.request(jsonRequest({ ...visitor, slot: slot!.id }));
    expect(res.status).toBe(200);
    expect(flow.transport.sent).toHaveLength(0);
    flow.sendgrid.down = false;
    await flow.deliver();
    const [mail] = toEva(flow.transport.sent);
    expect(mail!.subject).toBe('Ihr Erstgespräch am Mittwoch, 4. März, 15:30');
    expect(mail!.text).not.toContain('Verspätet');
  });
});

describe('the reminders', () => {
  it('go 24 and 2 hours before, each exactly once, also when two runs go at once', async () => {
    const { transport, remind, start } = await booked();
    const sentBefore = toEva(transport.sent).length;
    expect(await remind(start - 25 * hourMs)).toEqual({ sent: 0 });
    const [a, b] = await Promise.all([remind(start - 24 * hourMs + 60_000), remind(start - 24 * hourMs + 60_000)]);
    expect(a.sent + b.sent).toBe(1);
    expect(await remind(start - 23 * hourMs)).toEqual({ sent: 0 });
    const runs = await Promise.all([1, 2, 3].map(() => remind(start - 2 * hourMs + 5 * 60_000)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await remind(start - hourMs)).toEqual({ sent: 0 });
    const reminders = toEva(transport.sent).slice(sentBefore);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Erinnerung: Ihr Erstgespräch morgen um 15:30',
      'Erinnerung: Ihr Erstgespräch heute um 15:30',
    ]);
    expect(reminders.map((mail) => mail.text.split('\n\n')[1])).toEqual([
      'Ihr Erstgespräch ist morgen um 15:30. Wir freuen uns auf Sie.',
      'Ihr Erstgespräch ist heute um 15:30. Wir freuen uns auf Sie.',
    ]);
    for (const mail of reminders) {
      expect(mail.text).toContain('Termin ansehen, ändern oder absagen: https://www.example.ch/.netlify/functions/booking?view=');
      for (const words of Object.values(typed)) expect(everything(mail)).not.toContain(words.split(' ').at(-1));
    }
  });

  it('of a time on the phone say that the team calls at the time, in the visitor’s language, and never the number', async () => {
    const { transport, remind, slots, book } = await booked();
    const index = slots.findIndex((slot) => slot.places.includes('phone'));
    expect(index).toBeGreaterThan(0);
    await book({ language: 'en', email: 'phone@example.ch', phone: '079 555 44 33', place: 'phone' }, index, '198.51.100.20');
    const start = Date.parse(startOfSlotId(slots[index]!.id)!.toISOString());
    await remind(start - 2 * hourMs + 5 * 60_000);
    const mails = transport.sent.filter((mail) => mail.to === 'phone@example.ch');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your first consultation on /),
      expect.stringMatching(/^Reminder: /),
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Where: By phone. We will call you at the time, on the number you gave us.');
      expect(everything(mail)).not.toMatch(/555 ?44 ?33/);
    }
  });

  it('say "today" and "tomorrow" in English too, and the date when the first reminder goes earlier than the day before', async () => {
    const { transport, remind, start } = await booked({ language: 'en' });
    await remind(start - 24 * hourMs + 60_000);
    await remind(start - 2 * hourMs + 60_000);
    const [tomorrow, today] = toEva(transport.sent).slice(1);
    expect(tomorrow!.subject).toBe('Reminder: your first consultation tomorrow at 15:30');
    expect(tomorrow!.text).toContain('Your first consultation is tomorrow at 15:30. We look forward to meeting you.');
    expect(today!.subject).toBe('Reminder: your first consultation today at 15:30');
    expect(today!.text).toContain('Your first consultation is today at 15:30. We look forward to meeting you.');
    expect(today!.html).toContain('<p>Your first consultation is today at 15:30. We look forward to meeting you.</p>');

    const file = path.join(root, 'content', 'booking.yaml');
    await writeFile(file, stringify({ ...exampleAvailability, firstReminderHours: 48 }));
    try {
      const early = await booked();
      await early.remind(early.start - 48 * hourMs + 60_000);
      const mail = toEva(early.transport.sent).at(-1)!;
      expect(mail.subject).toBe('Erinnerung: Ihr Erstgespräch am Mittwoch, 4. März, 15:30');
      expect(mail.text).toContain('Wir erinnern Sie gerne an Ihr Erstgespräch.');
    } finally {
      await writeFile(file, stringify(exampleAvailability));
    }
  });

  it('go nowhere once the time has begun', async () => {
    const { transport, remind, start } = await booked();
    expect(await remind(start + 60_000)).toEqual({ sent: 0 });
    expect(toEva(transport.sent)).toHaveLength(1);
  });

  it('never go for a cancelled booking; after a change only the new time is reminded', async () => {
    const cancelled = await booked();
    await cancelled.post({ action: 'cancel', token: cancelled.token, language: 'de' });
    expect(toEva(cancelled.transport.sent).map((mail) => mail.subject)).toEqual([
      'Ihr Erstgespräch am Mittwoch, 4. März, 15:30',
      'Abgesagt: Ihr Erstgespräch am Mittwoch, 4. März, 15:30',
    ]);
    expect(await cancelled.remind(cancelled.start - 2 * hourMs)).toEqual({ sent: 0 });

    const moved = await booked();
    const target = moved.slots[3]!;
    await moved.post({ action: 'change', token: moved.token, language: 'de', slot: target.id, place: 'dietikon' });
    const change = toEva(moved.transport.sent).at(-1)!;
    expect(change.subject).toMatch(/^Neue Zeit für Ihr Erstgespräch: /);
    expect(change.attachments?.[0]?.filename).toBe('erstgespraech.ics');
    const newStart = startOfSlotId(target.id)!.getTime();
    const newTime = instantToWallTime(new Date(newStart)).time;
    // At the old time's reminder hours, and at the new time's: only the new time is reminded, each hour once.
    for (const at of [moved.start - 24 * hourMs, moved.start - 2 * hourMs, newStart - 24 * hourMs, newStart - 2 * hourMs])
      await moved.remind(at);
    const reminded = toEva(moved.transport.sent).filter((mail) => mail.subject.startsWith('Erinnerung: '));
    expect(reminded.map((mail) => mail.subject)).toEqual([
      `Erinnerung: Ihr Erstgespräch morgen um ${newTime}`,
      `Erinnerung: Ihr Erstgespräch heute um ${newTime}`,
    ]);
    expect(target.id).not.toBe(moved.slots[0]!.id);
  });

  it('after the team released the time: a kind mail, the link to choose another, and no reminder', async () => {
    const { transport, post, first, remind, start } = await booked();
    const bookingId = first.token.split('.')[0]!;
    const release = signBookingToken('release', { bookingId, slotId: first.token.split('.')[1]! }, developmentSecret);
    await post({ action: 'release', token: release, language: 'de' });
    const mail = toEva(transport.sent).at(-1)!;
    expect(mail.subject).toBe('Ihr Erstgespräch am Mittwoch, 4. März, 15:30 findet leider nicht statt');
    expect(mail.text).toContain('Leider mussten wir die Zeit Ihres Erstgesprächs wieder freigeben.');
    expect(mail.text).toContain('Bitte wählen Sie eine andere Zeit, die für Sie passt: https://www.example.ch/erstgespraech');
    expect(await remind(start - 2 * hourMs)).toEqual({ sent: 0 });
  });

  it('stop after the one-click unsubscribe (a POST from the mail program’s servers), and a GET of the link changes nothing', async () => {
    const { transport, booking, post, remind, start } = await booked();
    const address = toEva(transport.sent)[0]!
      .headers!['List-Unsubscribe']!.slice(1, -1)
      .replace('https://www.example.ch', 'http://localhost');
    const opened = await booking(new Request(address));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/#booking-reminders$/);
    const clicked = await post({ 'List-Unsubscribe': 'One-Click' }, address, { 'Sec-Fetch-Site': 'cross-site' });
    expect(clicked.status).toBe(200);
    expect(await remind(start - 2 * hourMs)).toEqual({ sent: 0 });
  });

  it('can be switched off and on again on the booking page (a POST; the old mails action of pages opened before "Erinnerungen")', async () => {
    const { post, token, remind, start, booking, first } = await booked();
    await post({ action: 'mails', mails: 'off', token, language: 'de' });
    const page = await (await booking(new Request(`http://localhost${first.view}`))).text();
    expect(page).toContain('Sie erhalten keine Erinnerungen.');
    expect(page).toMatch(/<input type="checkbox" id="booking-mails-on" name="mails" value="on">/);
    await post({ action: 'mails', mails: 'on', token, language: 'de' });
    expect(await remind(start - 2 * hourMs)).toEqual({ sent: 1 });
  });
});

describe('after a cancel', () => {
  for (const language of ['de', 'en'] as const)
    it(`${language}: the mail carries the file that takes the time out of the calendar, and the page says the same words and offers the same file`, async () => {
      const { transport, post, token, slots, booking, first } = await booked({ language });
      // A change first: the visitor then holds two files of the booking, the second one with a higher SEQUENCE.
      await post({ action: 'change', token, language, slot: slots[3]!.id, place: 'dietikon' });
      await post({ action: 'cancel', token, language });
      const [confirmation, change, cancel, ...more] = toEva(transport.sent);
      expect(more).toHaveLength(0);
      const received = [confirmation!, change!].map((mail) => calendarOf(mail.attachments![0]!.content));
      expect(received[1]!.sequence).toBeGreaterThan(received[0]!.sequence);
      expect(cancel!.subject).toMatch(language === 'de' ? /^Abgesagt: / : /^Cancelled: /);
      const [file, ...others] = cancel!.attachments ?? [];
      expect(others).toHaveLength(0);
      expect(file!.filename).toBe('erstgespraech-abgesagt.ics');
      const cancelling = calendarOf(file!.content);
      expect(cancelling).toEqual({
        method: 'CANCEL',
        uid: received[0]!.uid,
        sequence: expect.any(Number),
        status: 'CANCELLED',
      });
      expect(received[1]!.uid).toBe(received[0]!.uid);
      expect(cancelling.sequence).toBeGreaterThan(Math.max(...received.map((event) => event.sequence)));

      const t = texts[language];
      const removeEntry = t('booking.calendar.removeEntry');
      expect(cancel!.text).toContain(removeEntry);
      expect(cancel!.text).not.toContain(language === 'de' ? 'nichts weiter tun' : 'nothing else you need to do');
      const page = await (await booking(new Request(`http://localhost${first.view}`))).text();
      expect(page).toContain(`<h1>${t('booking.page.cancelledTitle')}</h1>`);
      expect(page).toContain(removeEntry);
      const link = new RegExp(
        `<a href="([^"]+)" download="erstgespraech-abgesagt.ics">${t('booking.page.cancelledFile').replace(/[().]/g, '\\$&')}</a>`,
      ).exec(page);
      expect(link).not.toBeNull();
      const download = await booking(new Request(new URL(link![1]!.replace(/&amp;/g, '&'), bookingUrl)));
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="erstgespraech-abgesagt.ics"');
      expect(calendarOf(await download.text())).toEqual(cancelling);
    });
});

describe('"this was not me"', () => {
  for (const language of ['de', 'en'] as const)
    it(`${language}: its answer speaks to someone who never booked; the booking's own page is not told; the team hears the address was misused, with no way to answer it`, async () => {
      const { transport, post, booking, first } = await booked({ language });
      const [confirmation] = toEva(transport.sent);
      const notMe = decodeURIComponent(/notme=([^&\s]+)/.exec(confirmation!.text)![1]!);
      const answer = await post({ action: 'notme', token: notMe, language });
      expect(answer.status).toBe(303);
      const t = texts[language];
      const forTheMailbox = await (await booking(new Request(new URL(answer.headers.get('location')!, bookingUrl)))).text();
      expect(forTheMailbox).toContain(`<h1>${t('booking.page.notMeDoneTitle')}</h1>`);
      expect(forTheMailbox).toContain(t('booking.page.notMeDone'));
      // Nothing of a booking the reader never made: no time, no "cancelled", no invitation to book.
      for (const words of [t('booking.page.cancelledTitle'), t('booking.page.cancelledAgain'), 'Ein Erstgespräch anfragen', '15:30'])
        expect(forTheMailbox).not.toContain(words);

      // Whoever booked (with the page's link) reads only that it is cancelled: not what the address said.
      const forTheBooker = await (await booking(new Request(`http://localhost${first.view}`))).text();
      expect(forTheBooker).toContain(`<h1>${t('booking.page.cancelledTitle')}</h1>`);
      expect(forTheBooker).not.toContain(t('booking.page.notMeDone'));

      const team = transport.sent.filter((mail) => mail.to !== 'eva@example.ch').at(-1)!;
      expect(team.subject).toBe('Erstgespräch abgesagt, Adresse missbraucht: Mittwoch, 4. März 2026, 15:30–16:15, in Dietikon');
      expect(team.text).toContain('Wer gebucht hat, hat die E-Mail-Adresse einer anderen Person angegeben.');
      expect(team.text).toContain('Missbrauchte Adresse: eva@example.ch');
      expect(team.replyTo).toBeUndefined();
      expect(team.text).not.toContain('Ihre Antwort auf diese Mail erreicht die Person');
      expect(team.html).not.toContain('mailto:eva@example.ch');
      expect(team.attachments?.[0]?.method).toBe('CANCEL');
      // And the address gets nothing more about it.
      expect(toEva(transport.sent)).toHaveLength(1);
    });
});

// The mailbox's budgets and "no more mails", tried as a stranger would: ./visitor-mail-budgets.test.ts.
