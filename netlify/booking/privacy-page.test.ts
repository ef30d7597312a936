import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/i18n/languages';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { recordingLogger } from '../testing/contact-test-helpers';
import { teamCalendarEvent } from './mails/booking-mail';
import { deleteBookingsWithinDays, holdMinutes, openLedger, wayBackDays } from './ledger/ledger';
import { wayBackLinkDays } from './way-back';
import { type StoredField, storedFields } from './ledger/records';
import { networkPrefix } from './client-network';
import { suppressionDays } from './mails/visitor-mails';
import { reminderDefaults } from '../../src/booking/availability';
import { foldAfterDays } from '../counting/day-counts';
import { keepDays } from '../counting/count-store';
import type { CountedStep } from '../counting/steps';

/**
 * The privacy page says what booking stores, what the site counts and for how long: it must change when the code does. The
 * fields come from storedFields (ledger/records.ts), the numbers from the constants the code uses.
 */
const page = (language: Language) =>
  readFileSync(path.join(__dirname, `../../content/pages/datenschutz/index.${language}.mdx`), 'utf8').replace(/\s+/g, ' ');

/** One section of the page, from its heading up to the next. */
const section = (language: Language, heading: Record<Language, string>) => {
  const text = page(language);
  const start = text.indexOf(`### ${heading[language]}`);
  expect(start).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('###', start + 3));
};

/** The page's section on booking, up to the next heading. */
const bookingSection = (language: Language) =>
  section(language, { de: 'Einen Termin für ein Erstgespräch buchen', en: 'Booking a time for a first consultation' });

/** The page's section on the site's counts. */
const countingSection = (language: Language) =>
  section(language, { de: 'Was wir zählen und was nicht', en: 'What we count, and what we do not' });

const days = { de: (n: number) => (n === 1 ? 'einen Tag' : `${n} Tage`), en: (n: number) => (n === 1 ? 'one day' : `${n} days`) };

/** Where the page names each field a record can have; a field missing here fails the typecheck. */
const fieldWords: Record<StoredField, Record<Language, string>> = {
  kind: {
    de: 'ob die Zeit gebucht, vorläufig belegt oder wieder frei ist',
    en: 'whether the time is booked, provisionally taken or free again',
  },
  state: { de: 'ob die Buchung gilt, abgesagt oder freigegeben ist', en: 'whether the booking stands, was cancelled or was released' },
  slotId: { de: 'wann sie beginnt und wann sie endet', en: 'when it starts and when it ends' },
  dateEnd: { de: 'wann sie beginnt und wann sie endet', en: 'when it starts and when it ends' },
  bookingId: { de: 'eine zufällig erzeugte Buchungsnummer', en: 'a randomly generated booking number' },
  claim: {
    de: 'eine zweite Zufallszahl, die die Zeit mit der Buchung verbindet',
    en: 'a second random number that ties the time to the booking',
  },
  version: {
    de: 'eine fortlaufende Nummer, die sagt, welcher Stand der Buchung gilt',
    en: 'a running number that says which state of the booking is current',
  },
  basedOn: { de: 'welcher Stand der Buchung gilt', en: 'which state of the booking is current' },
  claimedAt: { de: 'wann die Buchung begonnen hat', en: 'when the booking began' },
  bookedAt: { de: 'wann sie abgeschlossen war', en: 'when it was completed' },
  updatedAt: { de: 'wann sie zuletzt geändert wurde', en: 'when it was last changed' },
  changes: { de: 'wie oft Sie die Zeit geändert haben', en: 'how often you changed the time' },
  network: { de: 'eine gekürzte Form der Adresse Ihres Netzes', en: "a shortened form of your network's address" },
  place: {
    de: 'ob Sie nach Dietikon kommen, online teilnehmen oder wir Sie anrufen',
    en: 'whether you will come to Dietikon, join online or we call you',
  },
  name: { de: 'Ihren Namen und', en: 'your name and' },
  email: { de: 'wenn Sie eine angegeben haben, Ihre E-Mail-Adresse', en: 'if you gave one, your email address' },
  phone: { de: 'wenn Sie eine angegeben haben, Ihre Telefonnummer', en: 'if you gave one, your phone number' },
  sms: { de: 'ob Sie Erinnerungen per SMS erhalten', en: 'whether you get reminders by text message' },
  remindWhen: { de: 'wann die Erinnerungen kommen', en: 'when the reminders come' },
  freedAt: { de: 'wann sie frei wurde', en: 'when it became free' },
  until: {
    de: 'bis zum übernächsten Tag, damit wir sie nur einmal erhalten',
    en: 'until the day after next, so that we get them only once',
  },
  notMe: { de: 'ob sie über den Link «nicht gebucht» abgesagt wurde', en: 'whether it was cancelled through the link "did not book"' },
  chosenAt: { de: 'wann Sie die Zeit gewählt haben', en: 'when you chose the time' },
  language: { de: 'in welcher Sprache Sie unsere Seiten lesen', en: 'which language you read our pages in' },
  mails: {
    de: 'ob Sie eine Bestätigung und Erinnerungen per E-Mail erhalten',
    en: 'whether you get a confirmation and reminders by email',
  },
  held: {
    de: 'welche Buchungsnummern E-Mails erhalten und welche ihrer E-Mails am selben Tag gegangen sind',
    en: 'which booking numbers receive emails and which of their emails went on the same day',
  },
  attendanceId: {
    de: 'eine dritte Zufallszahl, unter der wir nach dem Termin zählen, ob Sie gekommen sind',
    en: 'a third random number under which we count after the appointment whether you came',
  },
  asking: { de: 'ob Sie fragen', en: 'whether you ask to hear of an earlier time' },
  askedAt: {
    de: 'wann Sie gefragt haben (Ihr Platz in der Reihe)',
    en: 'when you asked to hear of an earlier time (your place in the line)',
  },
  earliest: { de: 'den ersten Tag, der Ihnen passt', en: 'the first day an earlier time suits you' },
  dayparts: {
    de: 'die Tageszeiten, die Ihnen passen (Vormittage, Nachmittage)',
    en: 'the times of day that suit you (mornings, afternoons)',
  },
  places: { de: 'die Orte, die Ihnen für eine frühere Zeit passen', en: 'the places that suit you for an earlier time' },
  line: {
    de: 'wo Ihre Frage in der Reihe steht (aus diesen Angaben gebildet, ohne Namen oder Adresse)',
    en: 'where your asking stands in the line (made of the above, no name or address)',
  },
  offers: {
    de: 'welche früheren Zeiten Ihnen angeboten wurden, bis wann und ob Sie eine genommen haben, damit Ihnen keine zweimal angeboten wird',
    en: 'which earlier times were offered to you, until when, and whether you took one, so none is offered twice',
  },
  at: { de: 'wann eine frühere Zeit angeboten wurde', en: 'when an earlier time was offered' },
  outcome: { de: 'ob eine angebotene Zeit genommen oder abgelehnt wurde', en: 'whether an offered time was taken or declined' },
};

describe('the privacy page on booking a first consultation', () => {
  it('has words for exactly the fields ledger/records.ts declares', () => {
    expect(Object.keys(fieldWords).sort()).toEqual(Object.keys(storedFields).sort());
  });

  it.each(Object.keys(storedFields) as StoredField[])('names the stored field %s in both languages', (field) => {
    expect(bookingSection('de')).toContain(fieldWords[field].de);
    expect(bookingSection('en')).toContain(fieldWords[field].en);
  });

  it('declares every field the ledger really writes: booked, the way back kept, changed, cancelled, a claim cut short and swept, a notice, an attendance mark', async () => {
    const store = memoryBlobStore();
    const now = new Date('2026-03-02T08:00:00Z');
    const later = new Date(now.getTime() + (holdMinutes + 1) * 60_000);
    const log = recordingLogger();
    const ledger = (at: Date) => openLedger({ store, now: at, timesPerNetwork: 3, log });
    const slot = (id: string, end: string) => ({
      id,
      start: `${id.slice(0, 13)}:${id.slice(13, 15)}:00.000Z`,
      end,
      places: ['online', 'phone'] as const,
    });
    const written = new Set<string>();
    const note = async () => {
      for (const key of store.keys()) {
        const data = (await store.getWithMetadata(key, { type: 'json' }))?.data as { offers?: object[] };
        Object.keys(data).forEach((field) => written.add(field));
        // The offers made to a visitor asking for an earlier time are records within theirs.
        for (const offer of data.offers ?? []) Object.keys(offer).forEach((field) => written.add(field));
        if (key.startsWith('bookings/') || key.startsWith('slots/')) written.add('slotId').add('bookingId');
      }
    };
    const booked = await ledger(now).book({
      slot: slot('2026-03-04T1230Z', '2026-03-04T13:15:00.000Z'),
      place: 'phone',
      network: 'net',
      person: { name: 'Eva Muster', email: 'eva@example.ch', phone: '+41791234567' },
      language: 'en',
      mails: 'on',
      sms: 'on',
      remindWhen: ['day'],
    });
    if (!booked.ok) throw new Error('not booked');
    await note();
    // The address kept for the way back after the time (../way-back.ts).
    await ledger(now).keepWayBack(booked.booking);
    await note();
    // Asking for an earlier time, an offer of one made and declined (./offer-freed.ts).
    await ledger(now).ask(booked.booking.bookingId, { earliest: '2026-03-04', dayparts: ['morning'], places: ['online', 'phone'] });
    const offerTerms = { windowMinutes: 120, perWeek: 2, bookableUntil: new Date('2026-03-03T23:00:00Z') };
    await ledger(now).offer(slot('2026-03-04T0830Z', '2026-03-04T09:15:00.000Z'), offerTerms);
    await ledger(now).declineOffer(booked.booking.bookingId, '2026-03-04T0830Z');
    await note();
    await ledger(now).change(booked.booking.bookingId, { slot: slot('2026-03-04T1330Z', '2026-03-04T14:15:00.000Z'), place: 'online' });
    await note();
    // Cancelled by "this was not me": the record keeps that it was.
    await ledger(now).free(booked.booking.bookingId, 'cancelled', true);
    await note();
    // A claim whose booking was never written (its request stopped between the two writes), swept once it ran out.
    await store.setJSON('slots/2026-03-05T0730Z', {
      kind: 'claimed',
      bookingId: 'cut-short-1',
      claim: 'nonce',
      basedOn: 0,
      claimedAt: now.toISOString(),
      dateEnd: '2026-03-05T08:15:00.000Z',
      network: 'net',
    });
    await ledger(later).sweep();
    await note();
    await ledger(now).firstNotice('skipped/2026-03-02/abc', later);
    // A mailbox's budget of the day (a keyed hash in the name, never the address; booking numbers held).
    await ledger(now).admit('confirmations-keyedhash-2026-03-02', `confirmation:${booked.booking.bookingId}`, { limit: 3, until: later });
    await note();

    expect([...written].sort()).toEqual(Object.keys(storedFields).sort());
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
      Array(6).fill(days.de(deleteBookingsWithinDays)),
    );
    expect([...bookingSection('en').matchAll(/at the latest (.+?) after/g)].map((match) => match[1])).toEqual(
      Array(6).fill(days.en(deleteBookingsWithinDays)),
    );
  });

  it('says what the mails to the visitor are, when the reminders go by default, and how an address is kept from them', () => {
    const { firstReminderHours, secondReminderHours } = reminderDefaults;
    expect(bookingSection('de')).toContain(`üblicherweise ${firstReminderHours} Stunden und ${secondReminderHours} Stunden vorher`);
    expect(bookingSection('en')).toContain(`usually ${firstReminderHours} hours and ${secondReminderHours} hours before`);
    expect(bookingSection('de')).toMatch(
      new RegExp(
        String.raw`nichts von dem, was Sie in der Anfrage geschrieben haben, auch nicht Ihren Namen.*mit einem Klick abmelden.*Sperrliste.*nicht die Adresse selbst.*HMAC.*Nach ${suppressionDays} Tagen löschen wir ihn.*Die Zahl löschen wir am Ende des Tages.*im selben Speicher wie die Nachrichten an unser Team`,
      ),
    );
    expect(bookingSection('en')).toMatch(
      new RegExp(
        String.raw`nothing of what you wrote in the request, not even your name.*unsubscribe with one click.*block list.*not hold the address itself.*HMAC.*We delete it after ${suppressionDays} days.*We delete the count at the end of the day.*in the same storage as the messages to our team`,
      ),
    );
  });

  it(`says that the address (or, by SMS, the number) for the way back after a missed time is kept ${wayBackDays} days, and its notes ${wayBackLinkDays}`, () => {
    expect(bookingSection('de')).toContain(
      `Ihre Adresse (oder, wenn Sie keine E-Mails, aber SMS erhalten, Ihre Handynummer) und in welcher Sprache Sie unsere Seiten lesen, bewahren wir nach dem Termin noch höchstens ${wayBackDays} Tage auf, in einem eigenen Eintrag nur unter der dritten Zufallszahl`,
    );
    expect(bookingSection('en')).toContain(
      `We keep your address (or, if you get text messages and no emails, your mobile number) and which language you read our pages in for at most ${wayBackDays} days after the appointment, in an entry of its own under the third random number only`,
    );
    expect(bookingSection('de')).toContain(
      'erhalten Sie eine einzige SMS mit einem kurzen Link, über den Sie eine neue Zeit wählen können',
    );
    expect(bookingSection('en')).toContain('you get one single text message with a short link through which you can choose a new time');
    expect(bookingSection('de')).toContain(`Nach ${wayBackDays} Tagen löschen wir den Eintrag`);
    expect(bookingSection('en')).toContain(`After ${wayBackDays} days we delete the entry`);
    expect(bookingSection('de')).toContain(`höchstens ${wayBackLinkDays} Tage nach dem Termin.`);
    expect(bookingSection('en')).toContain(`at most ${wayBackLinkDays} days after the appointment.`);
  });

  it(`says that a booking cut short keeps its time at most ${holdMinutes} minutes`, () => {
    expect(bookingSection('de')).toContain(`bleibt die Zeit höchstens ${holdMinutes} Minuten vorläufig belegt`);
    expect(bookingSection('en')).toContain(`the time stays provisionally taken for at most ${holdMinutes} minutes`);
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
      /Buchungsnummer.*IP-Adresse selbst speichern wir nicht.*«Netlify Blobs».*keinen fremden Kalender- oder Buchungsdienst.*Weitere Angaben über Sie stehen nicht darin, ausser bei einem Gespräch am Telefon Ihre Telefonnummer/,
    );
    expect(bookingSection('en')).toMatch(
      /booking number.*do not store your IP address itself.*"Netlify Blobs".*third-party calendar or booking service.*no other information about you, except, for a meeting by phone, your phone number/,
    );
  });
});

describe('the privacy page on what the site counts', () => {
  it(`says that a day's counts are summed ${foldAfterDays} days later and kept ${keepDays} days, and the attendance mark deleted by then`, () => {
    expect(countingSection('de')).toContain(
      `Etwa ${foldAfterDays} Tage später zählt die Website die Einträge eines Tages zu einem einzigen zusammen`,
    );
    expect(countingSection('en')).toContain(
      `About ${foldAfterDays} days later, the website adds up the entries of a day into a single one`,
    );
    expect(countingSection('de')).toContain(`Diese Tagessummen bewahren wir ${keepDays} Tage auf`);
    expect(countingSection('en')).toContain(`We keep these daily totals for ${keepDays} days`);
    expect(countingSection('de')).toContain(`höchstens ${foldAfterDays} Tage nach dem Termin, löschen wir den Eintrag`);
    expect(countingSection('en')).toContain(`at most ${foldAfterDays} days after the appointment, we delete the entry`);
    expect(bookingSection('de')).toContain(`Wir löschen ihn höchstens ${foldAfterDays} Tage nach dem Termin`);
    expect(bookingSection('en')).toContain(`We delete it at most ${foldAfterDays} days after the appointment`);
  });

  it('names every step the site counts ("Mehr zählen wir nicht"); a step missing here fails the typecheck', () => {
    const timesShown = { de: '* freie Zeiten wurden gezeigt', en: '* free times were shown' };
    const noTimes = {
      de: 'keine Zeit war frei, weil alle belegt waren oder weil unser Kalender nicht gelesen werden konnte',
      en: 'no time was free, because all were taken or because our calendar could not be read',
    };
    const booked = {
      de: 'eine Zeit wurde gebucht, mit oder ohne JavaScript, in Dietikon, online oder am Telefon',
      en: 'a time was booked, with or without JavaScript, in Dietikon, online or by phone',
    };
    const freed = {
      de: 'ein Termin wurde abgesagt (von Ihnen) oder freigegeben (von uns)',
      en: 'an appointment was cancelled (by you) or released (by us)',
    };
    const sent = { de: 'eine Bestätigung oder eine Erinnerung wurde versandt', en: 'a confirmation or a reminder was sent' };
    const offered = {
      de: 'eine frühere Zeit wurde angeboten, genommen oder verstreichen gelassen',
      en: 'an earlier time was offered, taken or let pass',
    };
    const stepWords: Record<CountedStep, Record<Language, string>> = {
      'times-shown': timesShown,
      'no-times-taken': noTimes,
      'no-times-unreadable': noTimes,
      'booked-js-dietikon': booked,
      'booked-js-online': booked,
      'booked-js-phone': booked,
      'booked-nojs-dietikon': booked,
      'booked-nojs-online': booked,
      'booked-nojs-phone': booked,
      'request-without-time': { de: 'eine Anfrage ohne Zeit kam an', en: 'a request without a time arrived' },
      'contact-message': { de: 'eine Nachricht über das Kontaktformular kam an', en: 'a message through the contact form arrived' },
      changed: { de: 'eine Zeit wurde geändert', en: 'a time was changed' },
      cancelled: freed,
      released: freed,
      'confirmation-sent': sent,
      'reminder-sent': sent,
      came: { de: 'jemand ist zu einem gebuchten Termin gekommen', en: 'someone came to a booked appointment' },
      'not-came': { de: 'oder nicht gekommen', en: 'or did not come' },
      'not-marked': {
        de: 'oder unser Team hat das nach dem Termin noch nicht vermerkt',
        en: 'or our team has not yet noted which after the appointment',
      },
      'booked-after-missed': {
        de: 'nach einem verpassten Termin wurde über den Link in unserer E-Mail eine neue Zeit gebucht',
        en: 'after a missed appointment, a new time was booked through the link in our email',
      },
      'offer-made': offered,
      'offer-taken': offered,
      'offer-lapsed': offered,
    };
    for (const language of ['de', 'en'] as const)
      for (const words of Object.values(stepWords)) expect(countingSection(language)).toContain(words[language]);
  });

  it('says that nothing is stored on or read from the device, and that page views are not counted', () => {
    expect(countingSection('de')).toMatch(/nichts auf Ihrem Gerät und liest nichts davon.*Art\. 45c des Fernmeldegesetzes/);
    expect(countingSection('en')).toMatch(
      /stores nothing on your device and reads nothing from it.*Art\. 45c of the Telecommunications Act/,
    );
    expect(countingSection('de')).toContain('Wie oft eine Seite aufgerufen wird, zählen wir nicht.');
    expect(countingSection('en')).toContain('We do not count how often a page is viewed.');
  });
});
