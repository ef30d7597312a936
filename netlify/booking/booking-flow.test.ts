/**
 * Booking end to end on the functions' own code: the contact handler books a request's chosen time,
 * the booking handler lists times and serves the private links, over one in-memory store with the
 * Blobs store's conditional writes (../testing/memory-blob-store.ts), the real availability rules,
 * the real calendar files and a stand-in calendar feed. The browser's side is in e2e/booking.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { stringify } from 'yaml';
import { exampleAvailability } from '../../src/booking/availability';
import { instantToWallTime } from '../../src/booking/zurich-time';
import { startOfSlotId } from '../../src/booking/free-times';
import { slotDateWords } from '../../src/booking/slot-words';
import { problemText, timeInWords } from '../../src/forms/request/texts';
import { texts } from '../shared/locale-texts';
import { formRequest, jsonRequest, recordingLogger } from '../testing/contact-test-helpers';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { bookingSetup, bookingUrl, busyWednesday, makeBookingRoot } from '../testing/booking-fixture';
import { contentSecurityPolicy, sourceHash } from '../../src/gatsby/post-build/csp';
import { bookingStoreName, previewBookingStoreName } from './ledger/records';
import { sweepBookings } from './sweep-bookings';
import { countStoreName, previewCountStoreName } from '../counting/count-store';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));
const setup = (feedText: string | null = busyWednesday) => bookingSetup(root, feedText);

const post = (fields: Record<string, string>) =>
  new Request(bookingUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

/** A post's answer as the browser shows it: a 303 followed to the address it names (a GET, so a reload posts nothing). */
async function shown(booking: (req: Request) => Promise<Response>, answer: Response): Promise<Response> {
  const location = answer.headers.get('location');
  return answer.status === 303 && location ? booking(new Request(new URL(location, bookingUrl))) : answer;
}

const visitor = { type: 'consultation', language: 'de', name: 'Eva', channel: 'email', email: 'eva@example.ch', forWhom: 'self' };

/** The page's own address: the answer to booking opens it with `&booked=1`, and then says where the confirmation went. */
const ownAddress = (answer: string) => answer.replace(/&booked=1$/, '');

describe('free times', () => {
  it('lists the next eight, written out, without the team’s busy time', async () => {
    const { times } = setup();
    const body = await times();
    expect(body.mode).toBe('booking');
    expect(body.slots).toHaveLength(8);
    // Wednesday's window starts 13:30, a time every hour; busy until 15:00, and 15 minutes' pause after it: 15:30.
    expect(body.slots?.[0]?.words).toBe('Mittwoch, 4. März, 15:30–16:15, in Dietikon');
    expect(body.slots?.[1]?.words).toBe('Mittwoch, 4. März, 16:30–17:15, in Dietikon');
    expect(body.slots?.[2]?.words).toBe('Donnerstag, 5. März, 08:30–09:15, online (Video)');
    // The slot itself beside its words: the form books and shows it as sent, never read back from words.
    expect(body.slots?.[2]).toEqual({
      id: '2026-03-05T0730Z',
      end: '2026-03-05T08:15:00.000Z',
      places: ['online'],
      words: 'Donnerstag, 5. März, 08:30–09:15, online (Video)',
    });
    expect(body.more).toBe(true);
  });

  it('shows later weeks: eight more with each "Spätere Termine", and always up to a time chosen before', async () => {
    const { times } = setup();
    const first = await times();
    const more = await times('&count=16');
    expect(more.slots).toHaveLength(16);
    expect(more.slots?.slice(0, 8)).toEqual(first.slots);
    // A time three weeks ahead, chosen before a reload: the list reaches it, whatever the count.
    const all = await times('&count=1000');
    const late = all.slots?.at(-1);
    expect(all.more).toBe(false);
    expect(all.slots?.length).toBeGreaterThan(16);
    const reached = await times(`&through=${late?.id}`);
    expect(reached.slots?.at(-1)).toEqual(late);
    expect(reached.more).toBe(false);
    // Nonsense asks for one page.
    expect((await times('&count=abc')).slots).toHaveLength(8);
    expect((await times('&count=-5')).slots).toHaveLength(8);
  });

  it('falls back to the request when the calendar cannot be read, and the log says why', async () => {
    const { times, log } = setup(null);
    expect(await times()).toEqual({ mode: 'request' });
    expect(log.lines.some((line) => line.text.includes('calendar feed 1 (calendar.example) answered HTTP 500'))).toBe(true);
  });

  it('answers in time with an entry no program can expand: the other times are offered, and the team is told at once, once a day', async () => {
    const hostile = readFileSync(path.join(__dirname, 'calendars/fixtures/daily-on-30-february.ics'), 'utf8');
    const { times, transport, log } = setup(hostile);
    const started = Date.now();
    const body = await times();
    expect(Date.now() - started).toBeLessThan(8000);
    expect(body.mode).toBe('booking');
    expect(body.slots).toHaveLength(8);
    expect(log.lines.some((line) => line.text.includes('the entry UID thirtieth-of-february@hostile'))).toBe(true);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.subject).toBe('Website: ein Eintrag Ihres Kalenders wurde übersprungen');
    expect(transport.sent[0]?.text).toMatch(
      /^Die Website konnte einen Eintrag Ihres Kalenders nicht ganz lesen: .*thirtieth-of-february@hostile/,
    );
    // The next readings the same day count it again, but the team is not told again.
    await times();
    await times('&count=16');
    expect(transport.sent).toHaveLength(1);
  });
});

describe('the reminders chosen on the check step', () => {
  const byPhone = { ...visitor, channel: 'phone', email: '', reminders: 'sms', reminderWhen: 'day' };

  it('come with the times: the countries whose mobile numbers get SMS, for the form to offer them by', async () => {
    const { times } = setup();
    expect((await times()).smsCountries).toEqual(['CH', 'LI']);
  });

  it('come with the times: whether the practice offers earlier times, for the form to ask "Früher kommen?" only then', async () => {
    expect((await setup().times()).earlierOffered).toBe(true);
    const noOffers = await makeBookingRoot();
    try {
      await writeFile(path.join(noOffers, 'content', 'booking.yaml'), stringify({ ...exampleAvailability, offersPerWeek: 0 }));
      expect((await bookingSetup(noOffers).times()).earlierOffered).toBe(false);
    } finally {
      await rm(noOffers, { recursive: true, force: true });
    }
  });

  it('SMS to a landline is refused before anything is booked, with and without JavaScript; to a Swiss mobile it books', async () => {
    const { times, request, transport } = setup();
    const [first] = (await times()).slots ?? [];
    const refused = await request(jsonRequest({ ...byPhone, phone: '044 668 18 00', slot: first?.id }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'no_sms', field: 'reminders' });
    const page = await request(formRequest({ ...byPhone, phone: '044 668 18 00', slot: first?.id ?? '' }));
    expect(page.status).toBe(200);
    const html = await page.text();
    const problem = 'An die angegebene Nummer können wir keine SMS senden.';
    // (The form's page here is a stand-in with a few fields: e2e/visitor-mails-choice.spec.ts reads the real one.)
    expect(html).toMatch(new RegExp(`data-form-problems[^>]*>(?:(?!</form>).)*<a href="#request-reminders-email">${problem}`, 's'));
    expect(html).toMatch(/name="slot" value="2026-03-04T1430Z" checked/);
    expect(transport.sent).toHaveLength(0);
    expect((await times()).slots?.[0]?.id).toBe(first?.id);

    const booked = await request(jsonRequest({ ...byPhone, phone: '079 123 45 67', slot: first?.id }));
    expect(booked.status).toBe(200);
    expect(transport.sent[0]?.text).toMatch(/Bestätigung und Erinnerungen: Per SMS\n *Erinnerungen: Einen Tag vorher\n/);
    expect((await times()).slots?.[0]?.id).not.toBe(first?.id);
  });
});

describe('booking a time', () => {
  it('books it, mails the team the request with the calendar entry and a release link, and the time is gone for the next visitor', async () => {
    const { times, request, transport } = setup();
    const [first] = (await times()).slots ?? [];
    const res = await request(jsonRequest({ ...visitor, slot: first?.id }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; booking: string };
    expect(body.booking).toMatch(/^\/\.netlify\/functions\/booking\?view=[\w.-]+&language=de&booked=1$/);
    const mail = transport.sent[0];
    // Subject and first line: when, where, and what the team does before it.
    expect(mail?.subject).toBe(
      'Erstgespräch: gebucht für Mittwoch, 4. März 2026, 15:30–16:15, in Dietikon – Raum vorbereiten – Für mich, Per E-Mail',
    );
    expect(mail?.text.split('\n')[0]).toBe(
      'Neue Buchung eines Erstgesprächs über die Website: Mittwoch, 4. März 2026, 15:30–16:15, in Dietikon (Riedstrasse 14, 8953 Dietikon). Zu tun: Bereiten Sie für diese Zeit einen Raum in Dietikon vor.',
    );
    expect(mail?.text).toContain(
      'Gebuchter Termin\n  Termin: Mittwoch, 4. März 2026, 15:30–16:15\n  Ort: in Dietikon (Riedstrasse 14, 8953 Dietikon)',
    );
    expect(mail?.text).toMatch(
      /Zeit wieder freigeben \(z\. B\. bei Spam\): https:\/\/www\.example\.ch\/\.netlify\/functions\/booking\?release=/,
    );
    // In the HTML part the link is its words: no bare address, which is wider than a phone.
    expect(mail?.html).toMatch(
      /<a href="https:\/\/www\.example\.ch\/\.netlify\/functions\/booking\?release=[^"]+"[^>]*>Zeit wieder freigeben \(z\. B\. bei Spam\)<\/a>/,
    );
    expect(mail?.html.replace(/<[^>]*>/g, ' ')).not.toContain('http');
    const attachment = mail?.attachments?.[0];
    expect(attachment).toMatchObject({ filename: 'erstgespraech.ics', type: 'text/calendar' });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(attachment?.content ?? '')).getFirstSubcomponent('vevent')!);
    expect(instantToWallTime(event.startDate.toJSDate())).toMatchObject({ date: '2026-03-04', time: '15:30' });
    expect((await times()).slots?.map((slot) => slot.id)).not.toContain(first?.id);
  });

  it('a second visitor for the same time is told it was just taken, and nothing is sent for them', async () => {
    const { times, request, transport } = setup();
    const [first] = (await times()).slots ?? [];
    expect((await request(jsonRequest({ ...visitor, slot: first?.id }), '198.51.100.1')).status).toBe(200);
    const second = await request(jsonRequest({ ...visitor, name: 'Max', slot: first?.id }), '192.0.2.1');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: 'taken', field: 'slot' });
    expect(transport.sent).toHaveLength(1);
  });

  it('50 simultaneous tries at one time without JavaScript: one booking, 49 pages with everything typed and the next free times', async () => {
    const { times, request, transport } = setup();
    const [first] = (await times()).slots ?? [];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        request(formRequest({ ...visitor, name: `Person ${index}`, slot: first?.id ?? '' }), `10.0.${index}.1`),
      ),
    );
    const booked = answers.filter((res) => res.status === 303);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.headers.get('location')).toMatch(/^\/\.netlify\/functions\/booking\?view=/);
    const pages = await Promise.all(answers.filter((res) => res.status === 200).map((res) => res.text()));
    expect(pages).toHaveLength(49);
    for (const html of pages) {
      // The time lost is named: the visitor may have chosen it with care.
      expect(html).toContain('Die Zeit «Mittwoch, 4. März 2026, 15:30» ist gerade vergeben worden.');
      expect(html).toMatch(/name="name" type="text" value="Person \d+"/);
      expect(html).not.toContain(`value="${first?.id}"`);
      expect(html).toContain('name="slot" value="none"');
    }
    expect(transport.sent).toHaveLength(1);
  });

  it('one network holds at most three times', async () => {
    const { times, request } = setup();
    const slots = (await times()).slots ?? [];
    for (const slot of slots.slice(0, 3)) expect((await request(jsonRequest({ ...visitor, slot: slot.id }))).status).toBe(200);
    const fourth = await request(jsonRequest({ ...visitor, slot: slots[3]?.id }));
    expect(await fourth.json()).toEqual({ error: 'limit', field: 'slot' });
  });

  it('one network holds at most three times when its requests for different times arrive together', async () => {
    const { times, request, records } = setup();
    const slots = (await times()).slots ?? [];
    expect(slots.length).toBeGreaterThan(3);
    // Another address of the same /24: one network.
    const answers = await Promise.all(
      slots.map((slot, index) =>
        request(
          jsonRequest({ ...visitor, slot: slot.id, place: slot.places.length > 1 ? 'online' : slot.places[0] }),
          `203.0.113.${index + 10}`,
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect((await records()).filter((entry) => entry.state === 'booked').length).toBeLessThanOrEqual(3);
  });

  it('books the place the time offers, the one chosen where it offers several, and asks again without JavaScript when none was', async () => {
    const { times, request, records } = setup();
    const slots = (await times('&count=40')).slots ?? [];
    const both = slots.find((slot) => slot.places.length > 1)!;
    const dietikon = slots.find((slot) => slot.places.join() === 'dietikon')!;
    const placeOf = async (id: string) => {
      const record = (await records()).find((entry) => entry.state === 'booked' && entry.slotId === id);
      return record?.state === 'booked' ? record.place : undefined;
    };
    // "Jeder Ort ist gut" for a time in several places: the page again, the question marked, everything kept, nothing booked.
    const either = await request(formRequest({ ...visitor, slot: both.id, place: 'either' }));
    const page = await either.text();
    expect(page).toContain('Bitte wählen Sie einen der Orte, die bei der gewählten Zeit stehen.');
    expect(page).toContain(`value="${both.id}" checked=""`);
    expect(await placeOf(both.id)).toBeUndefined();
    // As JSON the answer names the field.
    expect(await (await request(jsonRequest({ ...visitor, slot: both.id }))).json()).toEqual({ error: 'required', field: 'place' });
    // The choice is what is booked.
    expect((await request(formRequest({ ...visitor, slot: both.id, place: 'online' }))).status).toBe(303);
    expect(await placeOf(both.id)).toBe('online');
    // A time in one place is booked there, whatever was ticked besides (the form says so beside the question).
    expect((await request(formRequest({ ...visitor, slot: dietikon.id, place: 'online' }))).status).toBe(303);
    expect(await placeOf(dietikon.id)).toBe('dietikon');
  });

  it('refuses a time that is not offered (outside the windows), and books nothing when the calendar cannot be read', async () => {
    const { request } = setup();
    expect(await (await request(jsonRequest({ ...visitor, slot: '2026-03-04T0300Z' }))).json()).toEqual({
      error: 'invalid',
      field: 'slot',
    });
    const broken = setup(null);
    expect(await (await broken.request(jsonRequest({ ...visitor, slot: '2026-03-05T0730Z' }))).json()).toEqual({
      error: 'unavailable',
      field: 'slot',
    });
  });

  it('without JavaScript, "Freie Termine anzeigen" answers with the page, the times filled in, nothing sent', async () => {
    const { request, transport } = setup();
    const res = await request(formRequest({ ...visitor, intent: 'times' }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<label for="request-slot-2026-03-04T1430Z">Mittwoch, 4. März, 15:30–16:15, in Dietikon</label>');
    expect(html).toContain('Keine Zeit passt: bitte schlagen Sie mir Zeiten vor');
    expect(html).toContain('value="Eva"');
    expect(html).not.toContain('data-form-problems="" role="alert"');
    expect(transport.sent).toHaveLength(0);
  });

  it('without JavaScript, "Spätere Termine anzeigen" answers with eight more, opening at the last one seen, the choice kept', async () => {
    const { request, times, transport } = setup();
    const first = (await times()).slots ?? [];
    const page = await (await request(formRequest({ ...visitor, intent: 'times' }))).text();
    const button = /<button[^>]*class="secondary more-times"[^>]*>Spätere Termine anzeigen<\/button>/.exec(page)?.[0] ?? '';
    expect(button).toContain('value="times-16"');
    expect(button).toContain(
      `formaction="/.netlify/functions/send-contact-email?type=consultation&amp;language=de#request-slot-${first[7]?.id}"`,
    );
    const more = await (await request(formRequest({ ...visitor, intent: 'times-16', slot: first[2]!.id }))).text();
    expect(more.match(/name="slot" value="2026-/g)).toHaveLength(16);
    expect(more).toContain(`value="${first[2]!.id}" checked=""`);
    expect(more).toContain('value="times-24"');
    // A choice further on than one page, sent back with a problem: still listed, still ticked.
    const late = ((await times('&count=40')).slots ?? [])[30]!;
    const again = await (await request(formRequest({ ...visitor, name: '', slot: late.id }))).text();
    expect(again).toContain(`value="${late.id}" checked=""`);
    expect(transport.sent).toHaveLength(0);
  });
});

describe('the private links', () => {
  it('refuses a cancel or release post larger than the form, without reading it whole', async () => {
    const { booking } = setup();
    let pulled = 0;
    const chunk = new TextEncoder().encode(`action=cancel&token=${'x'.repeat(65_000)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 100_000_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const post = new Request(bookingUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await booking(post)).status).toBe(413);
    expect(pulled).toBeLessThan(1_000_000);
  });

  async function booked() {
    const flow = setup();
    const [first] = (await flow.times()).slots ?? [];
    const res = await flow.request(jsonRequest({ ...visitor, language: 'en', slot: first?.id }));
    const view = ownAddress(((await res.json()) as { booking: string }).booking);
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const release = /booking\?release=([\w.-]+)/.exec(flow.transport.sent[0]?.text ?? '')?.[1] ?? '';
    return { ...flow, first, view, token, release };
  }

  it('the page says the date and place, offers the calendar file and the cancel button, in the visitor’s language', async () => {
    const { booking, view } = await booked();
    const res = await booking(new Request(`http://localhost${view}`));
    // This page was built without scripts: none is allowed inline, and none appears.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await res.text();
    // The tab and a bookmark name the date and the practice.
    expect(html).toContain(
      '<title>Your appointment is booked: Wednesday, 4 March 2026, 15:30–16:15 | Kompetenzzentrum Neurodivergenz</title>',
    );
    expect(html).toContain('<h1>Your appointment is booked</h1>');
    expect(html).toContain('</div><p>Footer</p>');
    // The language switch opens the same booking in German.
    expect(html).toContain(`<a href="${view.replace('language=en', 'language=de').replace(/&/g, '&amp;')}">DE</a>`);
    expect(html).toContain('<dd>Wednesday, 4 March 2026, 15:30–16:15, Swiss time (CET)</dd>');
    expect(html).toContain('With us: Riedstrasse 14, 8953 Dietikon');
    expect(html).toContain('Cancel the appointment</a>');
    expect(html).not.toContain('<script');
  });

  it('the calendar file opens at 15:30 Zurich time and carries the link back', async () => {
    const { booking, token } = await booked();
    const res = await booking(new Request(`${bookingUrl}?ics=${token}&language=en`));
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(instantToWallTime(event.startDate.toJSDate()).time).toBe('15:30');
    expect(event.description).toContain(`https://www.example.ch/.netlify/functions/booking?view=${token}`);
  });

  it('cancelling frees the time at once and tells the team; its answer lands (303) on the link, which says so whenever it is opened again', async () => {
    const { booking, token, times, first, transport, view } = await booked();
    const res = await booking(post({ action: 'cancel', token, language: 'en' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(view);
    const mail = transport.sent.at(-1);
    expect(mail?.subject).toBe('Erstgespräch abgesagt: Mittwoch, 4. März 2026, 15:30–16:15, in Dietikon');
    // The team writes back in the visitor's language.
    expect(mail?.text).toContain('Sprache der Website: Englisch');
    expect((await times()).slots?.[0]?.id).toBe(first?.id);
    const mails = transport.sent.length;
    for (const again of [await shown(booking, res), await booking(new Request(`http://localhost${view}`))]) {
      expect(again.status).toBe(200);
      const html = await again.text();
      expect(html).toContain('<h1>Your appointment is cancelled</h1>');
      expect(html).toContain('<dd>Wednesday, 4 March 2026, 15:30–16:15, Swiss time (CET)</dd>');
    }
    // The form sent again (the history's resend): the same page, nothing freed or mailed twice.
    const twice = await booking(post({ action: 'cancel', token, language: 'en' }));
    expect([twice.status, twice.headers.get('location')]).toEqual([303, view]);
    expect(transport.sent).toHaveLength(mails);
  });

  it('the team’s link releases the time; a visitor’s link cannot, and a forged one is refused', async () => {
    const { booking, token, release, times, first } = await booked();
    expect((await booking(post({ action: 'release', token }))).status).toBe(404);
    const forged = `${token.slice(0, -3)}abc`;
    expect((await booking(new Request(`${bookingUrl}?view=${forged}`))).status).toBe(404);
    expect(await (await booking(new Request(`${bookingUrl}?release=${release}`))).text()).toContain('Zeit freigeben</button>');
    const released = await booking(post({ action: 'release', token: release }));
    expect([released.status, released.headers.get('location')]).toEqual([303, `/.netlify/functions/booking?release=${release}`]);
    expect(await (await shown(booking, released)).text()).toContain('Der Termin Mittwoch, 4. März 2026, 15:30–16:15 ist wieder frei.');
    expect((await times()).slots?.[0]?.id).toBe(first?.id);
    // The visitor's link: the time is gone, with the way to a new request and the team's contact.
    const visitorPage = await (await booking(new Request(`${bookingUrl}?view=${token}&language=en`))).text();
    expect(visitorPage).toContain('<h1>This appointment no longer exists</h1>');
    expect(visitorPage).toContain('reach us at info@example.com or +41 44 000 00 00');
  });

  it('each form on the pages posts to the address of the page it is on, so its answer is found again there', async () => {
    const { booking, view, release } = await booked();
    const action = async (address: string) =>
      (
        /<form method="post" action="([^"]*)"/.exec(await (await booking(new Request(`http://localhost${address}`))).text())?.[1] ?? ''
      ).replace(/&amp;/g, '&');
    expect(await action(`${view}&confirm=cancel`)).toBe(view);
    expect(await action(`${view}&change=1`)).toBe(`${view}&change=1#booking-change`);
    expect(await action(`/.netlify/functions/booking?release=${release}`)).toBe(`/.netlify/functions/booking?release=${release}`);
  });

  it.each([
    ['German by default', {}, '/erstgespraech/termin'],
    ['English by the page it came from', { Referer: 'https://www.example.ch/en/erstgespraech' }, '/en/erstgespraech/termin'],
    ['German whatever the browser prefers', { 'Accept-Language': 'en-US,en;q=0.9' }, '/erstgespraech/termin'],
  ])('the bare address opened in a browser (%s): 303 to the booking page, never JSON', async (_, headers, location) => {
    const { booking } = setup();
    const res = await booking(new Request(bookingUrl, { headers: { Accept: 'text/html,*/*;q=0.8', ...headers } }));
    expect([res.status, res.headers.get('location')]).toEqual([303, location]);
    const bare = await booking(new Request(`${bookingUrl}?language=en`));
    expect([bare.status, bare.headers.get('location')]).toEqual([303, '/en/erstgespraech/termin']);
    // A script that asks for JSON still gets JSON.
    const script = await booking(new Request(bookingUrl, { headers: { Accept: 'application/json' } }));
    expect([script.status, await script.json()]).toEqual([404, { error: 'not_found' }]);
  });

  it('the free times’ address opened in a browser: 303 to the request form in its language; the form’s script still gets JSON', async () => {
    const { booking } = setup();
    const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const opened = await booking(new Request(`${bookingUrl}?times=1&language=en`, { headers: html }));
    expect([opened.status, opened.headers.get('location')]).toEqual([303, '/en/erstgespraech']);
    const script = await booking(new Request(`${bookingUrl}?times=1&language=en`, { headers: { Accept: 'application/json' } }));
    expect(((await script.json()) as { mode: string }).mode).toBe('booking');
  });
});

describe('a booking the visitor can trust', () => {
  describe('changing the time', () => {
    it.each([
      ['de', 'Andere Zeit wählen', 'Neue Zeit buchen', 'Ihr Termin ist verschoben'],
      ['en', 'Choose another time', 'Book the new time', 'Your appointment has been moved'],
    ] as const)(
      '(%s) books the new time first, frees the old one, and the one link shows the new time',
      async (language, link, button, notice) => {
        const { booking, page, token, view, times, timeState, transport, first: old } = await bookedIn(language);
        const first = await page();
        expect(first).toContain(`${link}</a>`);
        const changeHref = unescaped(/href="([^"]*change=1[^"]*)"/.exec(first)?.[1] ?? '');
        expect(changeHref).toBe(`${view}&change=1#booking-change`);
        const form = await page('&change=1');
        expect(form).toContain(`${button}</button>`);
        expect(form).not.toContain('name="action" value="cancel"');
        const offered = [...form.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
        expect(offered).toHaveLength(8);
        const target = offered[3]!;
        const mails = transport.sent.length;
        const res = await booking(post({ action: 'change', token, language, slot: target, place: 'online' }));
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(`${view}&changed=1`);
        const after = await page('&changed=1');
        expect(after).toContain(notice);
        expect(await timeState(target)).toBe('booked');
        expect(await timeState(old.id)).toBe('free');
        // The old time is free for others again, the new one is not.
        const free = ((await times()).slots ?? []).map((slot) => slot.id);
        expect(free).not.toContain(target);
        // The team: one mail, the new time first, the invitation with the same UID and a higher SEQUENCE.
        expect(transport.sent).toHaveLength(mails + 1);
        const mail = transport.sent.at(-1)!;
        // What changed (time and place) and what to do now, in the subject and the first line.
        expect(mail.subject).toMatch(/^Erstgespräch verschoben: \w+, \d+\. März 2026, [\d:–]+, neu online – Video-Link senden$/);
        expect(mail.text.split('\n')[0]).toMatch(
          /verschoben: neu .*, online \(Video\); bisher Mittwoch, 4\. März 2026, 15:30–16:15, in Dietikon \(Riedstrasse 14, 8953 Dietikon\)\. Der Ort hat sich geändert\. .*Zu tun: Senden Sie der Person spätestens eine Stunde vor dem Termin den Link zum Videogespräch an eva@example\.ch\./,
        );
        expect(mail.text).toContain('Bisher');
        expect(mail.text).toContain(`Sprache der Website: ${language === 'de' ? 'Deutsch' : 'Englisch'}`);
        const invitation = mail.attachments?.find((file) => file.method === 'REQUEST')?.content ?? '';
        expect(invitation).toContain('SEQUENCE:1');
        // The visitor's calendar file from the same link: the new time, SEQUENCE 1.
        const ics = await (await booking(new Request(`${bookingUrl}?ics=${token}&language=${language}`))).text();
        const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
        expect(event.getFirstPropertyValue('sequence')).toBe(1);
        expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(startOfSlotId(target));
        // The team's release link from the booking's mail, made for the old time, names the new one.
        const release = /booking\?release=([\w.-]+)/.exec(transport.sent[mails - 1]?.text ?? '')?.[1] ?? '';
        const start = startOfSlotId(target)!;
        expect(await (await booking(new Request(`${bookingUrl}?release=${release}`))).text()).toContain(
          `Termin: ${slotDateWords({ start: start.toISOString() }, 'de', { year: true })}, ${instantToWallTime(start).time}–`,
        );
        // Cancelling from the same link cancels the new time.
        expect(await (await shown(booking, await booking(post({ action: 'cancel', token, language })))).text()).toContain(
          language === 'de' ? 'abgesagt' : 'cancelled',
        );
        expect(await timeState(target)).toBe('free');
      },
    );

    it('the form sent twice at once (a double click) moves the booking once, and it stays at the new time', async () => {
      const { booking, page, token, timeState, first: old } = await bookedIn('de');
      const offered = [...(await page('&change=1')).matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
      const target = offered.find((id) => id !== old.id)!;
      const both = await Promise.all(
        [1, 2].map(() => booking(post({ action: 'change', token, language: 'de', slot: target, place: 'online' }))),
      );
      expect(both.map((res) => res.status)).toEqual([303, 303]);
      expect(await timeState(target)).toBe('booked');
      expect(await timeState(old.id)).toBe('free');
      expect(await page()).toContain('Ihr Termin ist gebucht');
    });

    it('a booking cancelled while it changes stays cancelled: the new time is given back too', async () => {
      const { booking, page, token, timeState, first: old } = await bookedIn('de');
      const offered = [...(await page('&change=1')).matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
      const target = offered.find((id) => id !== old.id)!;
      // The cancel lands between the change's read of the booking and its freeing of the old time.
      const [changed, cancelled] = await Promise.all([
        booking(post({ action: 'change', token, language: 'de', slot: target, place: 'online' })),
        booking(post({ action: 'cancel', token, language: 'de' })),
      ]);
      expect(await (await shown(booking, cancelled)).text()).toContain('Ihr Termin ist abgesagt');
      // Whichever came first, the booking is gone in the end, and no time is left booked for it.
      expect(await timeState(old.id)).toBe('free');
      expect(await timeState(target)).toBe('free');
      // The change was done before the cancel read the booking (the cancel then freed the new time), or it found the booking cancelled.
      expect(await (await shown(booking, changed)).text()).toContain('Ihr Termin ist abgesagt');
      expect(await page()).toContain('Ihr Termin ist abgesagt');
    });

    it.each([
      ['de', 'Sie haben die Zeit schon 3 Mal geändert.', 'Andere Zeit wählen'],
      ['en', 'You have already changed the time 3 times.', 'Choose another time'],
    ] as const)(
      '(%s) changes a booking at most three times; then the page says how to reach the team, the booking as it was',
      async (language, limit, link) => {
        const { booking, page, token, timeState, first: old } = await bookedIn(language);
        const offered = [...(await page('&change=1')).matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
        const targets = offered.filter((id) => id !== old.id).slice(0, 4);
        for (const target of targets.slice(0, 3)) {
          const res = await booking(post({ action: 'change', token, language, slot: target, place: 'online' }));
          expect(res.headers.get('location')).toMatch(/changed=1$/);
        }
        const html = await page();
        expect(html).toContain(limit);
        expect(html).toContain('info@example.com');
        expect(html).toContain('+41 44 000 00 00');
        expect(html).not.toContain(`${link}</a>`);
        // The change form asked for anyway (an old bookmark, a post): the booking stays where it is.
        expect(await page('&change=1')).not.toContain('name="slot"');
        const fourth = await booking(post({ action: 'change', token, language, slot: targets[3]!, place: 'online' }));
        expect(fourth.status).toBe(303);
        expect(fourth.headers.get('location')).not.toContain('changed=1');
        expect(await timeState(targets[2]!)).toBe('booked');
        expect(await timeState(targets[3]!)).toBe('free');
        // Cancelling still works.
        expect(await (await shown(booking, await booking(post({ action: 'cancel', token, language })))).text()).toContain(
          language === 'de' ? 'abgesagt' : 'cancelled',
        );
      },
    );

    it('a taken time, no time, or a place the time does not offer: the times again with why, the booking as it was', async () => {
      const { booking, page, token, timeState, request, first: current } = await bookedIn('de');
      const offered = [...(await page('&change=1')).matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
      // Someone else books the second time meanwhile.
      const taken = offered[1]!;
      expect((await request(jsonRequest({ ...visitor, slot: taken }), '198.51.100.9')).status).toBe(200);
      const res = await booking(post({ action: 'change', token, language: 'de', slot: taken }));
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(html).toContain(`Die Zeit «${timeInWords(texts.de, 'de', taken)}» ist gerade vergeben worden.`);
      expect(html).toContain('Neue Zeit buchen</button>');
      expect((await booking(post({ action: 'change', token, language: 'de' }))).status).toBe(422);
      const both = (
        (await (await booking(new Request(`${bookingUrl}?times=1&language=de&count=40`))).json()) as {
          slots: { id: string; places: string[] }[];
        }
      ).slots.find((slot) => slot.places.length > 1)!;
      const unplaced = await booking(post({ action: 'change', token, language: 'de', slot: both.id }));
      expect(unplaced.status).toBe(422);
      expect(await unplaced.text()).toContain('Bitte wählen Sie einen der Orte, die bei der gewählten Zeit stehen.');
      expect(await timeState(current.id)).toBe('booked');
      // "Spätere Termine anzeigen" on the page: eight more.
      const more = await page('&change=1&count=16');
      expect([...more.matchAll(/name="slot" value=/g)]).toHaveLength(16);
    });
  });

  async function bookedIn(language: 'de' | 'en', answers: Record<string, string> = {}) {
    const flow = setup();
    const [first] = (await flow.times()).slots ?? [];
    const res = await flow.request(jsonRequest({ ...visitor, name: 'Eva Muster', language, slot: first?.id, ...answers }));
    const answered = ((await res.json()) as { booking: string }).booking;
    const view = ownAddress(answered);
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const page = async (suffix = '') => (await flow.booking(new Request(`http://localhost${view}${suffix}`))).text();
    /** The page as the answer to booking shows it (with JavaScript the form goes there, without it the 303 does). */
    const firstPage = async () => (await flow.booking(new Request(`http://localhost${answered}`))).text();
    return { ...flow, answered, view, token, page, firstPage, first: first! };
  }

  describe('right after booking, the page says where the confirmation went', () => {
    it.each([
      [
        'de',
        'Eine Bestätigung mit Ihrem Termin ist per E-Mail unterwegs an e•••r\u200b@example\u200b.ch.',
        'Stimmt die Adresse nicht? Dann schalten Sie unten bei <a href="#booking-reminders">Erinnerungen</a> die E-Mails aus',
        'Per E-Mail an e•••r\u200b@example\u200b.ch',
      ],
      [
        'en',
        'A confirmation with your appointment is on its way by email to e•••r\u200b@example\u200b.ch.',
        'Is the address wrong? Then switch the emails off below, under <a href="#booking-reminders">Reminders</a>,',
        'By email to e•••r\u200b@example\u200b.ch',
      ],
    ] as const)(
      '(%s) to the address, masked so a typo shows, and how to stop mails to a wrong one',
      async (language, sent, wrong, goTo) => {
        const { firstPage, page } = await bookedIn(language, { email: 'eva.muster@example.ch', mails: 'yes' });
        const first = await firstPage();
        expect(first).toContain(sent);
        expect(first).toContain(wrong);
        // The team's own address and number, as links, for anything else.
        expect(first).toMatch(/<a href="mailto:[^"]+">[^<]+<\/a>[^<]+<a href="tel:\+\d+">/);
        // The reminders part names the address on every visit; the words of the moment of booking only then.
        const later = await page();
        expect(later).toContain(goTo);
        expect(later).not.toContain(sent);
        for (const html of [first, later]) expect(html).not.toContain('eva.muster');
      },
    );

    it.each([
      ['de', {}, 'Sie haben keine E-Mails gewählt, darum senden wir Ihnen keine Bestätigung. Diese Seite ist Ihre Bestätigung.'],
      [
        'en',
        { channel: 'phone', phone: '044 123 45 67', email: '' },
        'You gave us no email address, so no confirmation comes by email. This page is your confirmation.',
      ],
    ] as const)('(%s) or, where none goes, why', async (language, answers, none) => {
      const { firstPage } = await bookedIn(language, answers);
      const first = await firstPage();
      expect(first).toContain(none);
      // The masked address stands only beside the reminders part's switch, never as where a confirmation went.
      expect(first.replace(/<div class="booking-actions" id="booking-reminders">.*?<\/form><\/div>/s, '')).not.toContain('•••');
    });
  });

  it.each([
    ['de', '<a href="/">Zur Startseite</a>', 'Ein Erstgespräch anfragen', '<a href="/erstgespraech">Ein Erstgespräch anfragen</a>'],
    [
      'en',
      '<a href="/en">To the home page</a>',
      'Request a first consultation',
      '<a href="/en/erstgespraech">Request a first consultation</a>',
    ],
  ] as const)(
    '(%s) the booked page ends with the way home, not a new request; a cancelled one offers a new request',
    async (language, home, again, againLink) => {
      const { firstPage, booking, token } = await bookedIn(language);
      const first = await firstPage();
      expect(first).toMatch(new RegExp(`${home}</p></div>`));
      expect(first).not.toContain(again);
      const cancelled = await shown(booking, await booking(post({ action: 'cancel', token, language })));
      expect(await cancelled.text()).toContain(againLink);
    },
  );
  const unescaped = (text: string) => text.replace(/&amp;/g, '&');

  it.each([
    ['en', 'First consultation, Kompetenzzentrum Neurodivergenz', 'Reminder: your first consultation'],
    ['de', 'Erstgespräch, Kompetenzzentrum Neurodivergenz', 'Erinnerung: Ihr Erstgespräch'],
  ] as const)(
    'the page’s calendar file (%s) is in the page’s language, links to that page and reminds without e-mail',
    async (language, summary, reminder) => {
      const { booking, page, token } = await bookedIn(language);
      const href = unescaped(/href="([^"]*ics=[^"]*)"/.exec(await page())?.[1] ?? '');
      const text = await (await booking(new Request(`http://localhost${href}`))).text();
      const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('summary')).toBe(summary);
      expect(event.getFirstPropertyValue('url')).toBe(
        `https://www.example.ch/.netlify/functions/booking?view=${token}&language=${language}`,
      );
      expect(event.getFirstPropertyValue('location')).toBe('Riedstrasse 14, 8953 Dietikon');
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms.map((alarm) => [alarm.getFirstPropertyValue('action'), String(alarm.getFirstPropertyValue('trigger'))])).toEqual([
        ['DISPLAY', '-P1D'],
        ['DISPLAY', '-PT1H'],
      ]);
      expect(String(alarms[0]?.getFirstPropertyValue('description'))).toContain(reminder);
    },
  );

  it.each([
    ['de', 'Schweizer Zeit (MEZ)', 'Diese Seite ist Ihre Bestätigung'],
    ['en', 'Swiss time (CET)', 'This page is your confirmation'],
  ] as const)(
    'the page (%s) names the time zone, says that no e-mail comes where none was asked for, and shows its own address to keep',
    async (language, zone, noMail) => {
      const { page, view } = await bookedIn(language);
      const html = await page();
      expect(html).toContain(`15:30–16:15, ${zone}</dd>`);
      expect(html).toContain(noMail);
      const address = unescaped(/<input[^>]*readonly[^>]*value="([^"]*)"/.exec(html)?.[1] ?? '');
      expect(address).toBe(`https://www.example.ch${view}`);
    },
  );

  it.each([
    ['de', 'Termin absagen', 'Möchten Sie den Termin wirklich absagen?', 'Ja, Termin absagen', 'Nein, Termin behalten'],
    [
      'en',
      'Cancel the appointment',
      'Do you really want to cancel the appointment?',
      'Yes, cancel the appointment',
      'No, keep the appointment',
    ],
  ] as const)(
    'cancelling (%s) asks once more: a link, then the question with the button and the way back',
    async (language, cancel, question, yes, no) => {
      const { page, view, times } = await bookedIn(language);
      const html = await page();
      // On the page itself nothing is posted yet: "cancel" is a link to the question.
      expect(html).not.toContain('name="action" value="cancel"');
      expect(unescaped(html)).toContain(`<a href="${view}&confirm=cancel#booking-confirm">${cancel}</a>`);
      const asking = await page('&confirm=cancel');
      expect(asking).toContain(question);
      expect(asking).toMatch(new RegExp(`name="action" value="cancel".*<button type="submit">${yes}</button>`));
      expect(unescaped(asking)).toContain(`<a href="${view}">${no}</a>`);
      // Asking cancels nothing.
      expect((await times()).slots?.map((slot) => slot.id)).not.toContain(new URL(view, 'http://x').searchParams.get('slot'));
      expect(await page()).toContain(language === 'de' ? 'Ihr Termin ist gebucht' : 'Your appointment is booked');
    },
  );

  it('the cancelled page says to remove the entry from one’s calendar; the team’s mail names the person and replies to them', async () => {
    const { booking, token, transport } = await bookedIn('en');
    const res = await shown(booking, await booking(post({ action: 'cancel', token, language: 'en' })));
    expect(await res.text()).toContain('If that does not work, please delete the entry yourself.');
    const mail = transport.sent.at(-1);
    expect(mail?.text).toContain('Eva Muster');
    expect(mail?.replyTo).toEqual({ email: 'eva@example.ch', name: 'Eva Muster' });
  });

  it('keeps the name and e-mail with the booked time only: freed, no record holds either', async () => {
    const { booking, token, store, records } = await bookedIn('de');
    expect(await records()).toEqual([expect.objectContaining({ state: 'booked', name: 'Eva Muster', email: 'eva@example.ch' })]);
    await booking(post({ action: 'cancel', token, language: 'de' }));
    const after = JSON.stringify(
      await Promise.all(store.keys().map(async (key) => (await store.getWithMetadata(key, { type: 'json' }))?.data)),
    );
    expect(after).toContain('cancelled');
    expect(after).not.toContain('Eva');
    expect(after).not.toContain('eva@example.ch');
  });

  it('keeps the site’s display settings and menu script, with a policy that allows exactly the page’s own scripts', async () => {
    const { page, booking, view } = await bookedIn('de');
    const res = await booking(new Request(`http://localhost${view}`));
    const html = await page();
    expect(html).toContain('<script>app()</script>');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(html));
    expect(res.headers.get('content-security-policy')).toContain(sourceHash('app()'));
  });
});

describe('an online time', () => {
  const byPhone = { ...visitor, channel: 'phone', phone: '044 000 00 00', email: '' };
  const onlineSlot = async (times: ReturnType<typeof setup>['times']) =>
    ((await times()).slots ?? []).find((slot) => slot.places.join() === 'online')!;
  const viewOf = async (res: Response) => ((await res.json()) as { booking: string }).booking;

  it('is not booked without an e-mail address: the problem is on the e-mail field, in the visitor’s language, nothing booked or sent', async () => {
    const { times, request, transport, timeState } = setup();
    const slot = await onlineSlot(times);
    const res = await request(jsonRequest({ ...byPhone, slot: slot.id }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'online', field: 'email' });
    // Without JavaScript: the form again, everything typed, the reason beside the e-mail field.
    // With JavaScript the form says it from the code, in the page's language.
    expect(problemText(texts.en, 'en', { field: 'email', code: 'online' })).toBe(
      'For an online meeting we need your email address: that is where we send you the link to the video call.',
    );
    const german = await (await request(formRequest({ ...byPhone, slot: slot.id }))).text();
    expect(german).toContain(
      'Für ein Gespräch online brauchen wir Ihre E-Mail-Adresse: An sie senden wir Ihnen den Link zum Videogespräch.',
    );
    expect(german).toContain('value="Eva"');
    expect(await timeState(slot.id)).toBe('free');
    expect(transport.sent).toHaveLength(0);
  });

  it('with an e-mail address: the page, the mail and the .ics say when the link comes, where, and whom to reach without it; the team’s mail says to send it by then', async () => {
    const { times, request, booking, transport } = setup();
    const slot = await onlineSlot(times);
    const view = await viewOf(await request(jsonRequest({ ...visitor, mails: 'yes', slot: slot.id })));
    const html = await (await booking(new Request(`http://localhost${view}`))).text();
    expect(html).toContain('<dd>Online per Video</dd>');
    expect(html).toContain(
      '<p>Den Link zum Videogespräch senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail, an die Adresse, die Sie bei der Buchung angegeben haben. ' +
        'Ist er bis dann nicht da, schreiben Sie uns an <a href="mailto:info@example.com">info\u200b@example\u200b.com</a> oder rufen Sie uns an: <a href="tel:+41440000000">+41 44 000 00 00</a>.</p>',
    );
    expect(html).not.toContain('Sie erhalten keine E-Mail');
    const mail = transport.sent.find((sent) => sent.to !== 'eva@example.ch')!;
    expect(mail.subject).toMatch(/^Erstgespräch: gebucht für Donnerstag, 5\. März 2026, 08:30–09:15, online – Video-Link senden – /);
    expect(mail.text.split('\n')[0]).toBe(
      'Neue Buchung eines Erstgesprächs über die Website: Donnerstag, 5. März 2026, 08:30–09:15, online (Video). Zu tun: Senden Sie der Person spätestens eine Stunde vor dem Termin den Link zum Videogespräch an eva@example.ch.',
    );
    const confirmation = transport.sent.find((sent) => sent.to === 'eva@example.ch')!;
    expect(confirmation.text).toContain(
      'Wo: Online per Video. Den Link senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail an diese Adresse. Ist er bis dann nicht da, antworten Sie auf diese Mail oder rufen Sie uns an: +41 44 000 00 00.',
    );
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    for (const ics of [
      confirmation.attachments?.[0]?.content ?? '',
      await (await booking(new Request(`${bookingUrl}?ics=${token}&language=de`))).text(),
    ]) {
      const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('location')).toBe('Online (Video)');
      expect(event.getFirstPropertyValue('description')).toContain(
        'Den Link zum Videogespräch senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail, an die Adresse, die Sie bei der Buchung angegeben haben. Ist er bis dann nicht da, schreiben Sie uns an info@example.com oder rufen Sie uns an: +41 44 000 00 00.',
      );
    }
  });

  it('with the team’s video room set in the booking settings: the page links to it and says when to use it', async () => {
    const file = path.join(root, 'content', 'booking.yaml');
    const link = 'https://meet.jit.si/erstgespraech-kompetenzzentrum';
    await writeFile(file, stringify({ ...exampleAvailability, meetingLink: link }));
    try {
      const { times, request, booking, transport } = setup();
      const slot = await onlineSlot(times);
      const view = await viewOf(await request(jsonRequest({ ...visitor, language: 'en', mails: 'yes', slot: slot.id })));
      const html = await (await booking(new Request(`http://localhost${view}`))).text();
      expect(html).toContain(
        `<p>Your link to the video call: <a href="${link}">${link}</a>. Open it at the time of the appointment, a few minutes early if you like.</p>`,
      );
      expect(html).not.toContain('We will send you the link');
      const team = transport.sent.find((sent) => sent.to !== 'eva@example.ch')!;
      expect(team.subject).toContain('online – Videoraum öffnen');
      expect(team.text).toContain(`Öffnen Sie zu dieser Zeit Ihren Videoraum (${link})`);
      // The visitor's mail and its .ics carry the room: the mail as a link, the .ics as its place and URL and in words.
      const confirmation = transport.sent.find((sent) => sent.to === 'eva@example.ch')!;
      expect(confirmation.text).toContain(`Where: Online by video. Your link: ${link} (open it at the time of the appointment`);
      expect(confirmation.html).toContain(`<a href="${link}">${link}</a>`);
      const event = new ICAL.Component(ICAL.parse(confirmation.attachments?.[0]?.content ?? '')).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('location')).toBe(link);
      expect(event.getFirstPropertyValue('url')).toBe(link);
      expect(event.getFirstPropertyValue('description')).toContain(
        `Your link to the video call: ${link}. Open it at the time of the appointment, a few minutes early if you like.`,
      );
    } finally {
      await writeFile(file, stringify(exampleAvailability));
    }
  });

  it('a booking by phone moved to an online time: the page says plainly that the team calls with the link, and the team’s mail says to call', async () => {
    const { times, request, booking, transport } = setup();
    const slots = (await times()).slots ?? [];
    const inDietikon = slots.find((slot) => slot.places.join() === 'dietikon')!;
    const view = await viewOf(await request(jsonRequest({ ...byPhone, slot: inDietikon.id })));
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const online = slots.find((slot) => slot.places.join() === 'online')!;
    expect((await booking(post({ action: 'change', token, language: 'de', slot: online.id }))).status).toBe(303);
    const html = await (await booking(new Request(`http://localhost${view}`))).text();
    expect(html).toContain(
      'Sie haben uns keine E-Mail-Adresse gegeben. Darum rufen wir Sie spätestens eine Stunde vor dem Termin an und geben Ihnen den Link zum Videogespräch. ' +
        'Haben wir Sie bis dann nicht erreicht, rufen Sie uns an: <a href="tel:+41440000000">+41 44 000 00 00</a>.',
    );
    expect(html).not.toContain('per E-Mail, an die Adresse');
    const ics = await (await booking(new Request(`${bookingUrl}?ics=${token}&language=de`))).text();
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toContain(
      'Darum rufen wir Sie spätestens eine Stunde vor dem Termin an und geben Ihnen den Link zum Videogespräch. Haben wir Sie bis dann nicht erreicht, rufen Sie uns an: +41 44 000 00 00.',
    );
    const mail = transport.sent.at(-1)!;
    expect(mail.subject).toContain('neu online – anrufen, Video-Link durchgeben');
    expect(mail.text).toContain('Rufen Sie die Person spätestens eine Stunde vor dem Termin an');
  });
});

describe('a time on the phone', () => {
  const noPhone = { ...visitor, phone: '' };
  const withPhone = { ...visitor, phone: '079 123 45 67' };
  const phoneSlot = async (times: ReturnType<typeof setup>['times']) =>
    ((await times('&count=40')).slots ?? []).find((slot) => slot.places.includes('phone'))!;
  const viewOf = async (res: Response) => ((await res.json()) as { booking: string }).booking;

  it('is offered beside the other places, and not booked without a phone number: the problem is on the phone field, nothing booked or sent', async () => {
    const { times, request, transport, timeState } = setup();
    const slot = await phoneSlot(times);
    expect(slot.places).toEqual(['dietikon', 'online', 'phone']);
    expect(slot.words).toMatch(/, in Dietikon, online oder am Telefon$/);
    const res = await request(jsonRequest({ ...noPhone, slot: slot.id, place: 'phone' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'phone', field: 'phone' });
    expect(problemText(texts.en, 'en', { field: 'phone', code: 'phone' })).toBe(
      'For a meeting by phone we need your phone number: that is the number we call at the time.',
    );
    const german = await (await request(formRequest({ ...noPhone, slot: slot.id, place: 'phone' }))).text();
    expect(german).toContain(
      'Für ein Gespräch am Telefon brauchen wir Ihre Telefonnummer: Unter ihr rufen wir Sie zur vereinbarten Zeit an.',
    );
    expect(german).toContain('value="eva@example.ch"');
    expect(await timeState(slot.id)).toBe('free');
    expect(transport.sent).toHaveLength(0);
  });

  it("with a number: the visitor's page, mail and .ics say that the team calls, without the number; the team's mail and entry carry it", async () => {
    const { times, request, booking, transport, records } = setup();
    const slot = await phoneSlot(times);
    const view = await viewOf(await request(jsonRequest({ ...withPhone, mails: 'yes', slot: slot.id, place: 'phone' })));
    expect((await records()).find((entry) => entry.state === 'booked')).toMatchObject({ place: 'phone', phone: '+41791234567' });
    const html = await (await booking(new Request(`http://localhost${view}`))).text();
    expect(html).toContain('<dd>Am Telefon</dd>');
    expect(html).toContain(
      '<p>Wir rufen Sie zur vereinbarten Zeit an, unter der Nummer, die Sie uns gegeben haben. Halten Sie Ihr Telefon bereit. ' +
        'Hat bis zehn Minuten nach Beginn niemand angerufen, rufen Sie uns an: <a href="tel:+41440000000">+41 44 000 00 00</a>.</p>',
    );
    const confirmation = transport.sent.find((sent) => sent.to === 'eva@example.ch')!;
    expect(confirmation.text).toContain(
      'Wo: Am Telefon. Wir rufen Sie zur vereinbarten Zeit an, unter der Nummer, die Sie uns gegeben haben.',
    );
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const ics = await (await booking(new Request(`${bookingUrl}?ics=${token}&language=de`))).text();
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBe('Am Telefon');
    expect(event.getFirstPropertyValue('description')).toContain('Wir rufen Sie zur vereinbarten Zeit an');
    // The visitor's own number is nowhere in what they see (a page, a mail and a file that may reach someone else).
    for (const text of [html, confirmation.text, confirmation.html, ics, confirmation.attachments?.[0]?.content ?? '']) {
      expect(text).not.toMatch(/79 ?123 ?45 ?67/);
    }
    const team = transport.sent.find((sent) => sent.to !== 'eva@example.ch')!;
    expect(team.subject).toContain('am Telefon – anrufen');
    expect(team.text.split('\n')[0]).toContain(
      'am Telefon (Sie rufen an: +41 79 123 45 67). Zu tun: Rufen Sie die Person zur vereinbarten Zeit an: +41 79 123 45 67.',
    );
    expect(team.html).toContain('href="tel:+41791234567"');
    expect(team.html).toContain('>Anrufen: +41 79 123 45 67</a>');
    const invitation = new ICAL.Component(ICAL.parse(String(team.attachments?.[0]?.content))).getFirstSubcomponent('vevent')!;
    expect(invitation.getFirstPropertyValue('location')).toBe('Am Telefon: +41 79 123 45 67');
  });

  it('in English: the page says the team calls', async () => {
    const { times, request, booking } = setup();
    const slot = await phoneSlot(times);
    const view = await viewOf(await request(jsonRequest({ ...withPhone, language: 'en', slot: slot.id, place: 'phone' })));
    const html = await (await booking(new Request(`http://localhost${view}`))).text();
    expect(html).toContain('<dd>By phone</dd>');
    expect(html).toContain('We will call you at the time, on the number you gave us.');
  });

  it('the change form asks a booking without a number for one, for a time on the phone; a number that is none is said so; the team hears it', async () => {
    const { times, request, booking, transport, records } = setup();
    const slots = (await times('&count=40')).slots ?? [];
    const inDietikon = slots.find((slot) => slot.places.join() === 'dietikon')!;
    const onPhone = slots.find((slot) => slot.places.includes('phone'))!;
    const view = await viewOf(await request(jsonRequest({ ...noPhone, slot: inDietikon.id })));
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const form = await (await booking(new Request(`http://localhost${view}&change=1`))).text();
    expect(form).toContain('name="place" value="phone"');
    expect(form).toContain('<label for="booking-phone">Ihre Telefonnummer, für eine Zeit am Telefon</label>');
    const change = (fields: Record<string, string>) =>
      booking(post({ action: 'change', token, language: 'de', slot: onPhone.id, place: 'phone', ...fields }));
    const missing = await change({});
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Für ein Gespräch am Telefon brauchen wir Ihre Telefonnummer');
    const wrong = await change({ phone: '12345' });
    expect(wrong.status).toBe(422);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Bitte geben Sie Ihre Telefonnummer mit Ziffern ein');
    expect(wrongPage).toContain('value="12345"');
    expect((await change({ phone: '079 123 45 67' })).status).toBe(303);
    expect((await records()).find((entry) => entry.state === 'booked')).toMatchObject({ place: 'phone', phone: '+41791234567' });
    const moved = transport.sent.at(-1)!;
    expect(moved.subject).toContain('neu am Telefon – anrufen');
    expect(moved.text).toContain('Anrufen: +41 79 123 45 67: tel:+41791234567');
    // With a number now, the form asks for none again.
    expect(await (await booking(new Request(`http://localhost${view}&change=1`))).text()).not.toContain('booking-phone');
  });
});

describe('the change form', () => {
  it('ticks no place before a try (the question is for a time in several places), and the place of a try again after it', async () => {
    const { times, request, booking } = setup();
    const [first] = (await times()).slots ?? [];
    const view = ((await (await request(jsonRequest({ ...visitor, slot: first?.id }))).json()) as { booking: string }).booking;
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    const form = await (await booking(new Request(`http://localhost${view}&change=1`))).text();
    expect(form).toContain('name="place" value="dietikon"');
    expect(form).not.toMatch(/name="place" value="\w+" checked/);
    const again = await (await booking(post({ action: 'change', token, language: 'de', slot: 'nonsense', place: 'online' }))).text();
    expect(again).toMatch(/name="place" value="online" checked/);
    expect(again).not.toMatch(/name="place" value="dietikon" checked/);
  });

  it('after three changes, the team’s e-mail and phone are links a phone opens', async () => {
    const { times, request, booking } = setup();
    const slots = (await times()).slots ?? [];
    const view = ((await (await request(jsonRequest({ ...visitor, slot: slots[0]?.id }))).json()) as { booking: string }).booking;
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    for (const slot of slots.slice(1, 4)) await booking(post({ action: 'change', token, language: 'de', slot: slot.id, place: 'online' }));
    const html = await (await booking(new Request(`http://localhost${view}`))).text();
    expect(html).toContain(
      'schreiben Sie uns an <a href="mailto:info@example.com">info\u200b@example\u200b.com</a> oder rufen Sie uns an: <a href="tel:+41440000000">+41 44 000 00 00</a>.',
    );
  });
});

describe('mails to the team that wait', () => {
  it('are made again from the ledger at delivery: a request whose booking was cancelled meanwhile arrives with the cancellation', async () => {
    const { times, request, booking, sendgrid, deliver, transport } = setup();
    const [first] = (await times()).slots ?? [];
    sendgrid.down = true;
    const res = await request(jsonRequest({ ...visitor, name: 'Eva Muster', slot: first?.id }));
    const body = (await res.json()) as { ok: boolean; delayed?: boolean; booking: string };
    expect(body).toMatchObject({ ok: true, delayed: true });
    const token = new URL(body.booking, 'http://localhost').searchParams.get('view') ?? '';
    expect(await (await shown(booking, await booking(post({ action: 'cancel', token, language: 'de' })))).text()).toContain(
      'Ihr Termin ist abgesagt',
    );
    expect(transport.sent).toHaveLength(0);

    sendgrid.down = false;
    expect(await deliver()).toMatchObject({ delivered: 2, waiting: 0 });
    const requestMail = transport.sent.find((mail) => mail.subject.startsWith('Erstgespräch: gebucht'));
    const cancelMail = transport.sent.find((mail) => mail.subject.startsWith('Erstgespräch abgesagt'));
    expect(cancelMail?.subject).toMatch(/^Erstgespräch abgesagt: Mittwoch, 4. März 2026, 15:30–16:15/);
    expect(cancelMail?.text).toContain('Eva Muster');
    expect(requestMail?.subject).toMatch(/^Erstgespräch: gebucht für Mittwoch, 4. März 2026, 15:30–16:15/);
    expect(requestMail?.text).toMatch(
      /^Verspätet zugestellt: .*\n\nINZWISCHEN ABGESAGT: Die Person hat den Termin Mittwoch, 4. März 2026, 15:30–16:15 abgesagt/,
    );
    for (const mail of [requestMail, cancelMail]) expect(mail?.attachments?.map((file) => file.method)).toEqual(['CANCEL']);
  });

  it('a request that waited while its address said "this was not me" arrives saying so, with nobody to reply to', async () => {
    const { times, request, booking, sendgrid, deliver, transport } = setup();
    const [first] = (await times()).slots ?? [];
    // SendGrid takes the visitor's confirmation, not yet the team's request mail.
    sendgrid.refuses = (mail) => mail.subject.startsWith('Erstgespräch: gebucht');
    await request(jsonRequest({ ...visitor, name: 'Eva Muster', mails: 'yes', slot: first?.id }));
    const confirmation = transport.sent.find((mail) => mail.subject.startsWith('Ihr Erstgespräch'));
    const notMe = decodeURIComponent(/notme=([^&\s]+)/.exec(confirmation?.text ?? '')?.[1] ?? '');
    expect(notMe).not.toBe('');
    expect((await booking(post({ action: 'notme', token: notMe, language: 'de' }))).status).toBe(303);

    sendgrid.refuses = undefined;
    await deliver();
    const requestMail = transport.sent.find((mail) => mail.subject.startsWith('Erstgespräch: gebucht'));
    expect(requestMail?.text).toMatch(
      /^Verspätet zugestellt: .*\n\nADRESSE MISSBRAUCHT: .* nicht gebucht .* Bitte antworten Sie nicht an diese Adresse/,
    );
    expect(requestMail?.replyTo).toBeUndefined();
    expect(requestMail?.attachments?.map((file) => file.method)).toEqual(['CANCEL']);
  });

  it('a change that waited while the booking moved again says where it stands at delivery', async () => {
    const { times, request, booking, sendgrid, deliver, transport } = setup();
    const slots = (await times()).slots ?? [];
    const res = await request(jsonRequest({ ...visitor, slot: slots[0]?.id }));
    const token = new URL(((await res.json()) as { booking: string }).booking, 'http://localhost').searchParams.get('view') ?? '';
    sendgrid.down = true;
    for (const slot of [slots[1], slots[2]])
      await booking(post({ action: 'change', token, language: 'de', slot: slot!.id, place: 'online' }));
    sendgrid.down = false;
    expect(await deliver()).toMatchObject({ delivered: 2, waiting: 0 });
    const moved = transport.sent.slice(1);
    expect(moved).toHaveLength(2);
    // Both name the time it stands at now, with its invitation, whatever they were sent for.
    const now = slotDateWords({ start: slots[2]!.id.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z') }, 'de', { year: true });
    for (const mail of moved) {
      expect(mail.subject).toContain(`Erstgespräch verschoben: ${now}`);
      expect(mail.attachments?.[0]?.content).toContain('SEQUENCE:2');
    }
  });

  it("a change's notice keeps the time it left as facts, put in words as it leaves; one kept in words before still goes", async () => {
    const { times, request, booking, sendgrid, deliver, transport, waitingStore } = setup();
    const slots = (await times()).slots ?? [];
    const res = await request(jsonRequest({ ...visitor, slot: slots[0]?.id }));
    const token = new URL(((await res.json()) as { booking: string }).booking, 'http://localhost').searchParams.get('view') ?? '';
    sendgrid.down = true;
    await booking(post({ action: 'change', token, language: 'de', slot: slots[1]!.id }));
    const [key] = (await waitingStore.list()).blobs.map((blob) => blob.key);
    const kept = (await waitingStore.get(key!, { type: 'json' })) as { notice: Record<string, unknown> };
    // Kept as what it was (time and place), not as the team's German words.
    expect(kept.notice).toMatchObject({ what: 'changed', left: { slot: { start: '2026-03-04T14:30:00.000Z' }, place: 'dietikon' } });
    expect(kept.notice).not.toHaveProperty('before');
    // The same notice as a deploy before kept it: the words made then.
    const old = { ...kept.notice };
    delete old.left;
    await waitingStore.setJSON(`${key}-old`, {
      ...kept,
      notice: { ...old, before: 'Mittwoch, 4. März 2026, 15:30–16:15', beforeWhere: 'in Dietikon (Riedstrasse 14, 8953 Dietikon)' },
    });
    sendgrid.down = false;
    expect(await deliver()).toMatchObject({ delivered: 2, waiting: 0 });
    const moved = transport.sent.filter((mail) => mail.subject.startsWith('Erstgespräch verschoben'));
    expect(moved).toHaveLength(2);
    // Each says first that it is late, then what changed.
    for (const mail of moved)
      expect(mail.text).toContain(
        'neu Mittwoch, 4. März 2026, 16:30–17:15, in Dietikon (Riedstrasse 14, 8953 Dietikon); bisher Mittwoch, 4. März 2026, 15:30–16:15, in Dietikon (Riedstrasse 14, 8953 Dietikon). Die bisherige Zeit ist wieder frei.',
      );
  });
});

describe('the scheduled sweep', () => {
  it('deletes a booking once its time has passed, in both stores, and keeps a future one', async () => {
    const { times, request, store } = setup();
    const [first, second] = (await times()).slots ?? [];
    await request(jsonRequest({ ...visitor, slot: first?.id }));
    await request(jsonRequest({ ...visitor, slot: second?.id }));
    const previews = memoryBlobStore();
    const counts = memoryBlobStore();
    const afterFirst = Date.parse(first?.id.replace(/T(\d\d)(\d\d)Z$/, 'T$1:$2:00Z') ?? '') + 60 * 60_000;
    const swept = await sweepBookings({
      now: () => afterFirst,
      log: recordingLogger(),
      stores: { [bookingStoreName]: store, [previewBookingStoreName]: previews },
      countStores: { [countStoreName]: counts, [previewCountStoreName]: memoryBlobStore() },
    });
    expect(swept).toMatchObject({ deleted: 1, freed: 0 });
    // The second booking's claim, record and day mark stay; of the first only its day, time of day and language, for the team's answer
    // "came or not", in the count store under its attendance id.
    const left = store.keys();
    expect(left).toHaveLength(3);
    expect(left).toContain(`slots/${second?.id}`);
    expect(left.filter((key) => key.startsWith('days/'))).toEqual([expect.stringMatching(/^days\/\d{4}-\d\d-\d\d\/[\w-]+$/)]);
    const kept = counts.keys();
    expect(kept).toEqual([expect.stringMatching(/^attendance\/\d{4}-\d\d-\d\d\/[\w-]+$/)]);
    expect(await Promise.all(kept.map(async (key) => (await counts.getWithMetadata(key, { type: 'json' }))?.data))).toEqual([
      { language: 'de', time: instantToWallTime(startOfSlotId(first!.id)!).time },
    ]);
    expect(
      JSON.stringify(await Promise.all(left.map(async (key) => (await store.getWithMetadata(key, { type: 'json' }))?.data))),
    ).not.toContain(first!.id);
  });

  it('deletes a changed booking once the time it moved to has passed, and frees the time it left at once', async () => {
    const { times, request, booking, store } = setup();
    const [first, second] = (await times()).slots ?? [];
    const view = ((await (await request(jsonRequest({ ...visitor, slot: first?.id }))).json()) as { booking: string }).booking;
    const token = new URL(view, 'http://localhost').searchParams.get('view') ?? '';
    expect((await booking(post({ action: 'change', token, language: 'de', slot: second!.id, place: 'online' }))).status).toBe(303);
    const counts = memoryBlobStore();
    const sweep = (at: number) =>
      sweepBookings({
        now: () => at,
        log: recordingLogger(),
        stores: { [bookingStoreName]: store, [previewBookingStoreName]: memoryBlobStore() },
        countStores: { [countStoreName]: counts, [previewCountStoreName]: memoryBlobStore() },
      });
    const end = Date.parse(second!.end);
    await sweep(end - 60_000);
    expect(store.keys().filter((key) => key.startsWith('bookings/'))).toHaveLength(1);
    await sweep(end);
    expect(store.keys()).toEqual([]);
    expect(counts.keys()).toEqual([expect.stringMatching(/^attendance\/\d{4}-\d\d-\d\d\/[\w-]+$/)]);
  });
});
