/**
 * The visitor's mails on the functions' own code (../../testing/booking-fixture.ts): the confirmation,
 * the reminders of the scheduled run (exactly once, also when two runs go at once), after a change, a
 * cancel and a release, the one-click unsubscribe, "this was not me", the limits, and the durable path.
 */
import { rm } from 'node:fs/promises';
import ICAL from 'ical.js';
import { startOfSlotId } from '../../../src/booking/free-times';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import { slotDateWords } from '../../../src/booking/slot-words';
import type { TeamMail } from '../../outbox/mail';
import { jsonRequest } from '../../testing/contact-test-helpers';
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
    expect(page).toContain('Die Website sendet Ihnen zu diesem Termin keine Bestätigung und keine Erinnerungen.');
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
      'Erinnerung: Ihr Erstgespräch am Mittwoch, 4. März, 15:30',
      'Erinnerung: Ihr Erstgespräch am Mittwoch, 4. März, 15:30',
    ]);
    for (const mail of reminders) {
      expect(mail.text).toContain('Termin ansehen, ändern oder absagen: https://www.example.ch/.netlify/functions/booking?view=');
      for (const words of Object.values(typed)) expect(everything(mail)).not.toContain(words.split(' ').at(-1));
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
      `Erinnerung: Ihr Erstgespräch am ${slotDateWords({ start: new Date(newStart).toISOString() }, 'de')}, ${newTime}`,
      `Erinnerung: Ihr Erstgespräch am ${slotDateWords({ start: new Date(newStart).toISOString() }, 'de')}, ${newTime}`,
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
    expect(opened.headers.get('location')).toMatch(/#booking-mails$/);
    const clicked = await post({ 'List-Unsubscribe': 'One-Click' }, address, { 'Sec-Fetch-Site': 'cross-site' });
    expect(clicked.status).toBe(200);
    expect(await remind(start - 2 * hourMs)).toEqual({ sent: 0 });
  });

  it('can be switched off and on again on the booking page (a POST)', async () => {
    const { post, token, remind, start, booking, first } = await booked();
    await post({ action: 'mails', mails: 'off', token, language: 'de' });
    expect(await (await booking(new Request(`http://localhost${first.view}`))).text()).toContain('Erinnerungen per E-Mail einschalten');
    await post({ action: 'mails', mails: 'on', token, language: 'de' });
    expect(await remind(start - 2 * hourMs)).toEqual({ sent: 1 });
  });
});

// The mailbox's budgets and "no more mails", tried as a stranger would: ./visitor-mail-budgets.test.ts.
