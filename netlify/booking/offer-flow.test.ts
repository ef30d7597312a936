/**
 * An earlier time, offered when one frees (issue 70), through the functions as a visitor and the team meet it:
 * asking on the booking's page, another visitor cancels, the offer's mail (and SMS) names the time and has one
 * link, its page takes the time in one post, the team's mail says it came from an offer, the figures count it;
 * and a declined or late offer changes nothing.
 */
import { rm } from 'node:fs/promises';
import { instantToWallTime } from '../../src/booking/zurich-time';
import { jsonRequest } from '../testing/contact-test-helpers';
import { bookingSetup, bookingUrl, makeBookingRoot, now } from '../testing/booking-fixture';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { recordingLogger } from '../testing/contact-test-helpers';
import { type AskingRecord, bookingStoreName, previewBookingStoreName } from './ledger/records';
import { askingPrefix, readAll } from './ledger/ledger';
import { offerSwept } from './offer-freed';
import { offerAnswer } from './booking-views';
import { freeRunOutAt, sweepBookings } from './sweep-bookings';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const post = (fields: Record<string, string>) =>
  new Request(bookingUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const visitor = { type: 'consultation', language: 'de', name: 'Eva', channel: 'email', forWhom: 'self', mails: 'yes' };

/** Two visitors: Eva holds a late time and asks for an earlier one; Ben holds the first free time. */
async function twoBookings(language: 'de' | 'en' = 'de') {
  const flow = bookingSetup(root);
  const slots = (await flow.times('&count=40')).slots ?? [];
  const early = slots[0]!;
  const late = slots.at(-1)!;
  const book = async (slot: { id: string; places: string[] }, email: string, ip: string) => {
    const answer = await flow.request(jsonRequest({ ...visitor, language, email, slot: slot.id, place: slot.places[0] }), ip);
    const link = ((await answer.json()) as { booking: string }).booking;
    return new URL(link, bookingUrl).searchParams.get('view') ?? '';
  };
  const eva = await book(late, 'eva@example.ch', '203.0.113.7');
  const ben = await book(early, 'ben@example.ch', '198.51.100.9');
  return { flow, early, late, eva, ben };
}

const offerLink = (text: string) => {
  const found = /https:\/\/www\.example\.ch(\/\.netlify\/functions\/booking\?offer=[^\s&]+&language=\w\w)/.exec(text);
  if (!found) throw new Error(`no offer link in: ${text}`);
  return `http://localhost${found[1]}`;
};

it('offers a freed time to the one who asked, and takes it in one post: the booking moves, the old time is free', async () => {
  const { flow, early, late, eva, ben } = await twoBookings();
  const page = await (await flow.booking(new Request(`${bookingUrl}?view=${encodeURIComponent(eva)}&language=de`))).text();
  expect(page).toContain('<h2>Früher kommen?</h2>');
  expect(page).toContain('name="earliest"');
  const asked = await flow.booking(
    post({ action: 'ask', token: eva, language: 'de', earliest: '2026-03-04', daypart: 'any', places: 'dietikon' }),
  );
  expect(asked.status).toBe(303);
  expect(asked.headers.get('location')).toContain('sooner=asked');
  const askedPage = await (await flow.booking(new Request(new URL(asked.headers.get('location')!, bookingUrl)))).text();
  expect(askedPage).toContain('Sie stehen auf der Liste.');
  expect(askedPage).toContain('Nicht mehr fragen');

  // Ben cancels: his time goes to Eva, held for her for the window.
  expect((await flow.booking(post({ action: 'cancel', token: ben, language: 'de' }))).status).toBe(303);
  expect(await flow.timeState(early.id)).toBe('booked');
  const mail = flow.transport.sent.find((sent) => sent.to === 'eva@example.ch' && sent.subject.startsWith('Eine frühere Zeit ist frei'));
  expect(mail).toBeDefined();
  const until = instantToWallTime(new Date(now + 120 * 60_000)).time;
  expect(mail!.text).toContain(until);
  expect(mail!.text).toContain('Tun Sie nichts, bleibt Ihr Termin');
  const link = offerLink(mail!.text);

  // The link opens the page; a GET changes nothing.
  const offered = await flow.booking(new Request(link));
  expect(offered.status).toBe(200);
  const offeredPage = await offered.text();
  // Taking is the page's main action (filled), saying no the quieter one beside it (outlined).
  expect(offeredPage).toContain('<button type="submit" class="primary">Diese Zeit nehmen</button>');
  expect(offeredPage).toContain('<button type="submit">Nein, danke</button>');
  expect((await flow.records()).find((record) => record.state === 'booked')?.slotId).toBe(late.id);

  const token = new URL(link).searchParams.get('offer')!;
  const taken = await flow.booking(post({ action: 'take', token, language: 'de' }));
  expect(taken.status).toBe(303);
  expect(taken.headers.get('location')).toContain('changed=1');
  const booked = (await flow.records()).filter((record) => record.state === 'booked');
  expect(booked.map((record) => record.slotId)).toEqual([early.id]);
  expect(booked[0]!.changes).toBe(0);
  expect(await flow.timeState(late.id)).toBe('free');
  expect(flow.transport.sent.some((sent) => sent.subject.startsWith('Erstgespräch vorverschoben (Angebot)'))).toBe(true);
  // Taken twice (a reload of the post): the booking's page, nothing more.
  expect((await flow.booking(post({ action: 'take', token, language: 'de' }))).headers.get('location')).toContain('changed=1');
  const day = instantToWallTime(new Date(now)).date;
  const counts = (await flow.counts(day))[0]!.counts.de;
  expect(counts['offer-made']).toBe(1);
  expect(counts['offer-taken']).toBe(1);
});

it('says so kindly when an offer was declined, and changes nothing; in English too', async () => {
  const { flow, late, eva, ben } = await twoBookings('en');
  await flow.booking(post({ action: 'ask', token: eva, language: 'en', earliest: '2026-03-04', daypart: 'any', places: 'dietikon' }));
  await flow.booking(post({ action: 'cancel', token: ben, language: 'en' }));
  const mail = flow.transport.sent.find((sent) => sent.to === 'eva@example.ch' && sent.subject.startsWith('An earlier time is free'));
  const link = offerLink(mail!.text);
  const token = new URL(link).searchParams.get('offer')!;
  expect(await (await flow.booking(new Request(link))).text()).toContain('Take this time');
  expect((await flow.booking(post({ action: 'decline', token, language: 'en' }))).status).toBe(303);
  expect(await (await flow.booking(new Request(link))).text()).toContain('Thank you for your answer. Your appointment stays as it is.');
  await flow.booking(post({ action: 'take', token, language: 'en' }));
  expect(await (await flow.booking(new Request(link))).text()).toContain('Thank you for your answer.');
  expect((await flow.records()).find((record) => record.state === 'booked')?.slotId).toBe(late.id);
});

it('keeps what was typed when the places are left out, and says why', async () => {
  const { flow, eva } = await twoBookings();
  const answer = await flow.booking(post({ action: 'ask', token: eva, language: 'de', earliest: '2026-03-06', daypart: 'morning' }));
  expect(answer.status).toBe(422);
  const page = await answer.text();
  expect(page).toContain('Bitte wählen Sie mindestens einen Ort.');
  expect(page).toContain('value="2026-03-06"');
  expect(page).toMatch(/id="booking-daypart-morning" name="daypart" value="morning" checked=""/);
});

it('passes an offer let pass to the next in line once the scheduled run has swept it, and never back to the first', async () => {
  const { flow, early, eva, ben } = await twoBookings();
  const slots = (await flow.times('&count=40')).slots ?? [];
  const annAnswer = await flow.request(
    jsonRequest({ ...visitor, email: 'ann@example.ch', slot: slots.at(-2)!.id, place: slots.at(-2)!.places[0] }),
    '192.0.2.44',
  );
  const ann = new URL(((await annAnswer.json()) as { booking: string }).booking, bookingUrl).searchParams.get('view') ?? '';
  const ask = (token: string) =>
    flow.booking(post({ action: 'ask', token, language: 'de', earliest: '2026-03-04', daypart: 'any', places: 'dietikon' }));
  await ask(eva);
  await ask(ann);
  await flow.booking(post({ action: 'cancel', token: ben, language: 'de' }));
  const offersTo = (address: string) =>
    flow.transport.sent.filter((sent) => sent.to === address && sent.subject.startsWith('Eine frühere Zeit ist frei'));
  // Both asked at the same instant (the tests' clock stands still): the line orders them by booking number then.
  const [first, second] =
    offersTo('eva@example.ch').length === 1 ? ['eva@example.ch', 'ann@example.ch'] : ['ann@example.ch', 'eva@example.ch'];
  expect(offersTo(first)).toHaveLength(1);
  expect(offersTo(second)).toHaveLength(0);
  // The window ends two hours on; the scheduled run a little later sweeps the claim and offers the time on.
  const later = now + 125 * 60_000;
  const swept = await sweepBookings({
    now: () => later,
    log: recordingLogger(),
    stores: { [previewBookingStoreName]: flow.store, [bookingStoreName]: memoryBlobStore() },
  });
  expect(swept.offerable[previewBookingStoreName]).toEqual({
    slotIds: [early.id],
    lapsed: [{ bookingId: expect.any(String), slotId: early.id }],
  });
  await offerSwept(await flow.context(later), swept.offerable);
  expect(offersTo(second)).toHaveLength(1);
  expect(offersTo(first)).toHaveLength(1);
  // The first one's link, opened before their window's end (a clock behind the run's), says kindly the time is
  // someone else's; opened after it, that their offer ran out. Either way nothing changed for them.
  const firstLink = offerLink(offersTo(first)[0]!.text);
  const taken = await flow.booking(new Request(firstLink));
  expect(await taken.text()).toContain('Diese Zeit ist leider nicht mehr frei');
  const lateUrl = new URL(firstLink);
  const late = await offerAnswer(await flow.context(later), lateUrl, lateUrl.searchParams.get('offer')!);
  const latePage = await late.text();
  expect(latePage).toContain('Das Angebot ist abgelaufen');
  expect(latePage).not.toContain('Diese Zeit nehmen');
});

it('frees an offer let pass at a later clock without deleting anything (local development: a run at ?at=)', async () => {
  const { flow, early, late, eva, ben } = await twoBookings();
  await flow.booking(post({ action: 'ask', token: eva, language: 'de', earliest: '2026-03-04', daypart: 'any', places: 'dietikon' }));
  await flow.booking(post({ action: 'cancel', token: ben, language: 'de' }));
  const stores = { [previewBookingStoreName]: flow.store, [bookingStoreName]: memoryBlobStore() };
  // Within the window nothing runs out; past it, Eva's hold is freed and reported as an offer let pass.
  expect((await freeRunOutAt(() => now + 60 * 60_000, {}, { stores }))[previewBookingStoreName]).toEqual({ slotIds: [], lapsed: [] });
  const swept = await freeRunOutAt(() => now + 125 * 60_000, {}, { stores });
  expect(swept[previewBookingStoreName]).toEqual({ slotIds: [early.id], lapsed: [{ bookingId: expect.any(String), slotId: early.id }] });
  // Eva's booking stands where it was.
  expect((await flow.records()).filter((record) => record.state === 'booked').map((record) => record.slotId)).toEqual([late.id]);
});

it('asks for an earlier time from the request’s check step once the booking lands, as the booking page would (issue 70)', async () => {
  const flow = bookingSetup(root);
  const slot = ((await flow.times('&count=40')).slots ?? []).at(-1)!;
  const answer = await flow.request(
    jsonRequest({ ...visitor, email: 'eva@example.ch', slot: slot.id, place: slot.places[0], earlier: ['yes'], earlierWhen: 'morning' }),
  );
  expect(answer.status).toBe(200);
  const link = ((await answer.json()) as { booking: string }).booking;
  // In line from today, that is from the first bookable day (the 4th, after the team's notice; today is the 2nd), mornings, at the place booked.
  const [booked] = (await flow.records()).filter((record) => record.state === 'booked');
  const asking = (await readAll<AskingRecord>(flow.store, askingPrefix)).map(({ entry }) => entry);
  expect(asking).toEqual([
    expect.objectContaining({
      asking: true,
      earliest: '2026-03-04',
      dayparts: ['morning'],
      places: [booked!.place],
    }),
  ]);
  // The booked page says so, and where to stop; the team's mail has the row.
  const page = await (await flow.booking(new Request(new URL(link, bookingUrl)))).text();
  expect(page).toContain(
    'Sie stehen auf der Liste für eine frühere Zeit. Beenden können Sie das jederzeit unter <a href="#booking-sooner">Früher kommen?</a>.',
  );
  expect(page).toContain('Nicht mehr fragen');
  const team = flow.transport.sent.find((sent) => sent.subject.startsWith('Erstgespräch: gebucht'))!;
  expect(team.text).toMatch(/Frühere Zeit: Falls früher ein Termin frei wird, möchte ich davon hören/);
  expect(team.text).toMatch(/Frühere Zeit: Tageszeit: Vormittag$/m);
});

it('asks nothing from the check step where the box was not ticked', async () => {
  const flow = bookingSetup(root);
  const slot = ((await flow.times('&count=40')).slots ?? []).at(-1)!;
  const answer = await flow.request(jsonRequest({ ...visitor, email: 'eva@example.ch', slot: slot.id, place: slot.places[0] }));
  const link = ((await answer.json()) as { booking: string }).booking;
  const page = await (await flow.booking(new Request(new URL(link, bookingUrl)))).text();
  expect(page).not.toContain('Sie stehen auf der Liste');
  expect(flow.transport.sent.find((sent) => sent.subject.startsWith('Erstgespräch: gebucht'))!.text).not.toContain('Frühere Zeit');
});
