import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/i18n/languages';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { teamCalendarEvent } from './booking-mail';
import {
  type SlotEntryField,
  confirmBooking,
  defaultHoldMinutes,
  deleteBookingsWithinDays,
  holdSlot,
  readSlotEntries,
  releaseSlot,
  storedSlotFields,
  sweepExpired,
} from './booking-store';
import { networkPrefix } from './client-network';

/**
 * The privacy page says what booking stores and for how long: it must change when the code does. The
 * fields come from storedSlotFields (booking-store.ts), the numbers from the constants the code uses.
 */
const page = (language: Language) =>
  readFileSync(path.join(__dirname, `../../content/pages/datenschutz/index.${language}.mdx`), 'utf8').replace(/\s+/g, ' ');

/** The page's section on booking, up to the next heading. */
const bookingSection = (language: Language) => {
  const text = page(language);
  const start = text.indexOf(
    language === 'de' ? '### Einen Termin für ein Erstgespräch buchen' : '### Booking a time for a first consultation',
  );
  expect(start).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('###', start + 3));
};

const days = { de: (n: number) => (n === 1 ? 'einen Tag' : `${n} Tage`), en: (n: number) => (n === 1 ? 'one day' : `${n} days`) };

/** Where the page names each field a time's entry can have; a field missing here fails the typecheck. */
const fieldWords: Record<SlotEntryField, Record<Language, string>> = {
  kind: { de: 'ob die Zeit gebucht, vorläufig belegt', en: 'whether the time is booked, provisionally taken' },
  heldUntil: { de: 'vorläufig belegt (und bis wann)', en: 'provisionally taken (and until when)' },
  bookingId: { de: 'eine zufällig erzeugte Buchungsnummer', en: 'a randomly generated booking number' },
  createdAt: { de: 'wann die Buchung begonnen hat', en: 'when the booking began' },
  bookedAt: { de: 'wann sie abgeschlossen war', en: 'when it was completed' },
  dateEnd: { de: 'wann sie beginnt und wann sie endet', en: 'when it starts and when it ends' },
  network: { de: 'eine gekürzte Form der Adresse Ihres Netzes', en: "a shortened form of your network's address" },
  place: { de: 'ob Sie nach Dietikon kommen oder online teilnehmen', en: 'whether you will come to Dietikon or join online' },
  name: { de: 'Ihren Namen und', en: 'your name and' },
  email: { de: 'wenn Sie eine angegeben haben, Ihre E-Mail-Adresse', en: 'if you gave one, your email address' },
  freedAt: { de: 'wann sie endet und wann sie frei wurde', en: 'when it ends and when it became free' },
};

describe('the privacy page on booking a first consultation', () => {
  it('has words for exactly the fields booking-store.ts declares', () => {
    expect(Object.keys(fieldWords).sort()).toEqual(Object.keys(storedSlotFields).sort());
  });

  it.each(Object.keys(storedSlotFields) as SlotEntryField[])('names the stored field %s in both languages', (field) => {
    expect(bookingSection('de')).toContain(fieldWords[field].de);
    expect(bookingSection('en')).toContain(fieldWords[field].en);
  });

  it('declares every field the store really writes: held, booked, freed, a hold that ran out', async () => {
    const store = memoryBlobStore();
    const now = new Date('2026-03-02T08:00:00Z');
    const later = new Date(now.getTime() + (defaultHoldMinutes + 1) * 60_000);
    const person = { name: 'Eva Muster', email: 'eva@example.ch' };
    const time = (slotId: string, slotEnd: string) => ({ slotId, slotEnd, place: 'online' as const, network: 'net', now, person });
    const written = new Set<string>();
    const note = async () => (await readSlotEntries(store)).forEach(({ entry }) => Object.keys(entry).forEach((key) => written.add(key)));

    const booked = await holdSlot(store, time('2026-03-04T1230Z', '2026-03-04T13:15:00.000Z'));
    await note();
    if (!booked.ok) throw new Error('not held');
    await confirmBooking(store, { slotId: '2026-03-04T1230Z', bookingId: booked.bookingId, now });
    await note();
    await releaseSlot(store, { slotId: '2026-03-04T1230Z', bookingId: booked.bookingId, now });
    await note();
    await holdSlot(store, time('2026-03-05T0730Z', '2026-03-05T08:15:00.000Z'));
    await sweepExpired(store, later);
    await note();

    expect([...written].sort()).toEqual(Object.keys(storedSlotFields).sort());
  });

  it('describes the keyed network as the code shortens it: three parts of IPv4, three groups of IPv6', () => {
    const kept = (prefix: string, bitsPerPart: number) => Number(prefix.split('/')[1]) / bitsPerPart;
    const numbers: Record<number, Record<Language, string>> = { 3: { de: 'drei', en: 'three' } };
    const v4 = numbers[kept(networkPrefix('203.0.113.7'), 8)];
    const v6 = numbers[kept(networkPrefix('2001:db8:1:2:3:4:5:6'), 16)];
    expect(bookingSection('de')).toContain(`bei IPv4 die ersten ${v4?.de} Teile, bei IPv6 die ersten ${v6?.de} Gruppen`);
    expect(bookingSection('en')).toContain(`for IPv4 the first ${v4?.en} parts, for IPv6 the first ${v6?.en} groups`);
  });

  it(`says in both languages that a booking is deleted at the latest ${deleteBookingsWithinDays} day(s) after its time, and promises no other delay`, () => {
    expect(bookingSection('de')).toContain(`sobald er vorbei ist, spätestens ${days.de(deleteBookingsWithinDays)} danach`);
    expect(bookingSection('en')).toContain(`once it has passed, at the latest ${days.en(deleteBookingsWithinDays)} after`);
    expect([...bookingSection('de').matchAll(/spätestens (.+?) danach/g)].map((match) => match[1])).toEqual(
      Array(4).fill(days.de(deleteBookingsWithinDays)),
    );
    expect([...bookingSection('en').matchAll(/at the latest (.+?) after/g)].map((match) => match[1])).toEqual(
      Array(4).fill(days.en(deleteBookingsWithinDays)),
    );
  });

  it(`says that a booking cut short keeps its time at most ${defaultHoldMinutes} minutes`, () => {
    expect(bookingSection('de')).toContain(`bleibt die Zeit höchstens ${defaultHoldMinutes} Minuten vorläufig belegt`);
    expect(bookingSection('en')).toContain(`the time stays provisionally taken for at most ${defaultHoldMinutes} minutes`);
  });

  it('names the title of the entry the website writes into the team’s calendar', () => {
    const { summary } = teamCalendarEvent({
      bookingId: 'abcdefghijkl',
      slot: { start: '2026-03-04T12:30:00.000Z', end: '2026-03-04T13:15:00.000Z' },
      place: 'online',
      address: { street: 'Bahnhofstrasse 1', postalCode: '8953', city: 'Dietikon' },
      confirmation: 'confirmed',
      siteAddress: 'https://www.example.ch',
      now: new Date('2026-03-02T08:00:00Z'),
    });
    expect(bookingSection('de')).toContain(`den Titel «${summary}»`);
    expect(bookingSection('en')).toContain(`the title "${summary}"`);
  });

  it('names what is stored and where, and that no third-party calendar or booking service is used', () => {
    expect(bookingSection('de')).toMatch(
      /Buchungsnummer.*IP-Adresse selbst speichern wir nicht.*«Netlify Blobs».*keinen fremden Kalender- oder Buchungsdienst.*Angaben über Sie stehen nicht darin/,
    );
    expect(bookingSection('en')).toMatch(
      /booking number.*do not store your IP address itself.*"Netlify Blobs".*third-party calendar or booking service.*no information about you/,
    );
  });
});
