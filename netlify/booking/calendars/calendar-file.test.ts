import ICAL from 'ical.js';
import { instantToWallTime } from '../../../src/booking/zurich-time';
import { busyFromIcs } from './busy-feed';
import {
  bookingCalendarFile,
  type BookingCalendarFileInput,
  bookingEvent,
  bookingUid,
  calendarObject,
  invitationFile,
} from './calendar-file';

const cancelUrl = 'https://www.example.ch/erstgespraech/absagen?t=bk_1a2b3c.2026-03-03T1300Z.c2lnbmF0dXJl';

const input: BookingCalendarFileInput = {
  bookingId: 'bk_1a2b3c',
  slot: { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T13:45:00.000Z' },
  location: { street: 'Riedstrasse 14', postalCode: '8953', city: 'Dietikon' },
  language: 'de',
  summary: 'Erstgespräch, Kompetenzzentrum Neurodivergenz',
  description: 'Wir freuen uns auf Sie. Bitte kommen Sie in den 2. Stock; der Lift ist links.',
  link: { text: 'Termin absagen oder verschieben', url: cancelUrl },
  reminder: 'Erinnerung: Ihr Erstgespräch beim Kompetenzzentrum Neurodivergenz',
  confirmation: 'confirmed',
  now: new Date('2026-02-27T09:12:34.567Z'),
};

function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return { calendar, event, value };
}

describe('bookingCalendarFile', () => {
  it('writes one event that reads back at 14:00–14:45 Zurich time on 3 March', () => {
    const text = bookingCalendarFile(input);
    const { calendar, event, value } = readBack(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const start = (value('dtstart') as ICAL.Time).toJSDate();
    const end = (value('dtend') as ICAL.Time).toJSDate();
    expect(instantToWallTime(start)).toEqual({ date: '2026-03-03', time: '14:00', weekday: 'tuesday' });
    expect(instantToWallTime(end).time).toBe('14:45');
    expect(text).toContain('DTSTART:20260303T130000Z\r\n');
    expect(text).toContain('DTSTAMP:20260227T091234Z\r\n');
    expect(event.getFirstPropertyValue('uid')).toBe('bk_1a2b3c@www.example.ch');
    // The file read as a feed is busy exactly then: what the team's calendar will block.
    expect(busyFromIcs(text, { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-31T00:00:00Z') })).toEqual([{ start, end }]);
  });

  it('carries the summary, the address, the description with the private link, and the link as URL', () => {
    const { value } = readBack(bookingCalendarFile(input));
    expect(value('summary')).toBe('Erstgespräch, Kompetenzzentrum Neurodivergenz');
    expect(value('location')).toBe('Riedstrasse 14, 8953 Dietikon');
    expect(value('description')).toBe(
      `Wir freuen uns auf Sie. Bitte kommen Sie in den 2. Stock; der Lift ist links.\n\nTermin absagen oder verschieben: ${cancelUrl}`,
    );
    expect(value('url')).toBe(cancelUrl);
    expect(value('status')).toBe('CONFIRMED');
  });

  it('writes an online meeting in the language given and a reserved time as tentative', () => {
    const { value } = readBack(bookingCalendarFile({ ...input, location: 'online', language: 'en', confirmation: 'reserved' }));
    expect(value('location')).toBe('Online (video)');
    expect(value('status')).toBe('TENTATIVE');
    expect(readBack(bookingCalendarFile({ ...input, location: 'online' })).value('location')).toBe('Online (Video)');
  });

  it('says how to join an online time without a video room in its description, and keeps the private link as URL', () => {
    const joining = 'Den Link senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail.';
    const { value } = readBack(bookingCalendarFile({ ...input, location: 'online', joining }));
    expect(value('location')).toBe('Online (Video)');
    expect(value('description')).toBe(`${input.description}\n\n${joining}\n\nTermin absagen oder verschieben: ${cancelUrl}`);
    expect(value('url')).toBe(cancelUrl);
  });

  it("writes the team's video room as an online entry's place, its URL and in its description, before the private link", () => {
    const room = 'https://meet.jit.si/erstgespraech-kompetenzzentrum';
    const { value } = readBack(bookingCalendarFile({ ...input, location: 'online', meetingLink: room, language: 'en' }));
    expect(value('location')).toBe(room);
    expect(value('url')).toBe(room);
    expect(value('description')).toBe(
      `${input.description}\n\nLink to the video call: ${room}\n\nTermin absagen oder verschieben: ${cancelUrl}`,
    );
    // The visitor's words how to join, where given, say it instead.
    const joining = `Your link to the video call: ${room}. Open it at the time of the appointment.`;
    const withWords = readBack(bookingCalendarFile({ ...input, location: 'online', meetingLink: room, joining, language: 'en' }));
    expect(withWords.value('description')).toBe(`${input.description}\n\n${joining}\n\nTermin absagen oder verschieben: ${cancelUrl}`);
    // A time in Dietikon keeps its address, and no video room.
    const inDietikon = readBack(bookingCalendarFile({ ...input, meetingLink: room, joining: 'Online: Ihr Link' }));
    expect(inDietikon.value('location')).toBe('Riedstrasse 14, 8953 Dietikon');
    expect(inDietikon.value('description')).not.toContain(room);
    expect(inDietikon.value('description')).not.toContain('Online: Ihr Link');
    expect(inDietikon.value('url')).toBe(cancelUrl);
    // The team's entry names the room too (German).
    const teamEntry = bookingEvent({ ...input, location: 'online', meetingLink: room, siteAddress: 'https://www.example.ch' });
    expect(teamEntry.location).toBe(room);
    expect(teamEntry.url).toBe(room);
    expect(teamEntry.description).toContain(`Link zum Videogespräch: ${room}`);
  });

  it('writes RFC 5545 lines: CRLF, folded at 75 octets, text escaped', () => {
    const text = bookingCalendarFile({ ...input, description: 'Ä'.repeat(200) });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(bookingCalendarFile(input)).toContain('LOCATION:Riedstrasse 14\\, 8953 Dietikon\r\n');
  });
});

describe('the visitor’s file as RFC 5545 lines', () => {
  const long = {
    de: 'Ihr kostenloses Erstgespräch mit uns. Grüsse aus Dietikon: Bitte läuten Sie unten, wir öffnen Ihnen gern; der Lift führt in den 2. Stock. Müssen Sie absagen, genügt ein Klick.',
    en: 'Your free first consultation with us. Please ring the bell downstairs and we will open the door; the lift takes you to the second floor. Cancelling takes one click.',
    umlauts: 'äöüÄÖÜéèàç€'.repeat(40),
    emoji: 'Gespräch 🙂 '.repeat(30),
  };
  const files = Object.entries(long).flatMap(([name, text]) =>
    [1, 2, 3, 17].map((shift) => ({
      name: `${name}, shifted by ${shift}`,
      text: bookingCalendarFile({
        ...input,
        summary: `${'x'.repeat(shift)} ${Array.from(text).slice(0, 120).join('')}`,
        description: text,
        reminder: `${'ü'.repeat(shift)} ${text}`,
        link: { text: Array.from(text).slice(0, 60).join(''), url: `${cancelUrl}${'a'.repeat(shift)}` },
      }),
    })),
  );

  it.each(files)('keeps every line of the file ($name) within 75 octets, counting UTF-8 bytes and the leading space', ({ text }) => {
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding never splits a character: every line is whole UTF-8 on its own.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
  });

  it.each(files)('reads back exactly what was written ($name)', ({ text }) => {
    const { value } = readBack(text);
    const written = Object.values(long).find((description) => String(value('description')).startsWith(description));
    expect(written).toBeDefined();
  });

  it('reminds a day and an hour before, on the screen, in the visitor’s words (no e-mail needed)', () => {
    const { event } = readBack(bookingCalendarFile(input));
    const alarms = event.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P1D', '-PT1H']);
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('description'))).toEqual([input.reminder, input.reminder]);
  });

  it('gives the team’s invitation and CalDAV entry no reminders of the visitor', () => {
    const event = bookingEvent({ ...input, siteAddress: 'https://www.example.ch' });
    const parties = { organizer: 'website@example.ch', attendees: ['team@example.ch'] };
    for (const text of [invitationFile(event, 'REQUEST', parties), calendarObject(event)]) expect(text).not.toContain('VALARM');
  });
});

describe('the team’s invitation and the CalDAV entry', () => {
  const event = bookingEvent({ ...input, siteAddress: 'https://www.example.ch' });
  const parties = { organizer: 'website@example.ch', attendees: ['team@example.ch'] };

  it('gives the visitor’s file, the invitation and the entry one UID, made by one function', () => {
    expect(bookingUid('bk_1a2b3c', 'https://www.example.ch/.netlify/functions/booking?release=x')).toBe('bk_1a2b3c@www.example.ch');
    const uids = [
      bookingCalendarFile(input),
      invitationFile(event, 'REQUEST', parties),
      invitationFile(event, 'CANCEL', parties),
      calendarObject(event),
    ].map((text) => readBack(text).value('uid'));
    expect(new Set(uids)).toEqual(new Set(['bk_1a2b3c@www.example.ch']));
  });

  it('invites: METHOD:REQUEST, the website as ORGANIZER, the team as ATTENDEE, SEQUENCE 0', () => {
    const text = invitationFile(event, 'REQUEST', parties);
    const { calendar, event: vevent, value } = readBack(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(value('organizer')).toBe('mailto:website@example.ch');
    const attendee = vevent.getFirstProperty('attendee') as ICAL.Property;
    expect(attendee.getFirstValue()).toBe('mailto:team@example.ch');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
    expect(value('sequence')).toBe(0);
    expect(value('status')).toBe('CONFIRMED');
    expect(instantToWallTime((value('dtstart') as ICAL.Time).toJSDate()).time).toBe('14:00');
    expect(value('url')).toBe(cancelUrl);
    expect(text).toContain('DTSTAMP:20260227T091234Z\r\n');
  });

  it('cancels: METHOD:CANCEL, SEQUENCE 1, STATUS:CANCELLED, the same time, stamped when freed, the link left out', () => {
    const freed = bookingEvent({ ...input, link: undefined, siteAddress: 'https://www.example.ch', now: new Date('2026-03-01T10:00:00Z') });
    const {
      calendar,
      event: vevent,
      value,
    } = readBack(invitationFile(freed, 'CANCEL', { ...parties, attendees: ['a@example.ch', 'b@example.ch'] }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(value('sequence')).toBe(1);
    expect(value('status')).toBe('CANCELLED');
    expect((value('dtstart') as ICAL.Time).toJSDate()).toEqual(new Date(input.slot.start));
    expect((value('dtstamp') as ICAL.Time).toJSDate()).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(value('url')).toBeNull();
    expect(vevent.getAllProperties('attendee').map((attendee) => attendee.getFirstValue())).toEqual([
      'mailto:a@example.ch',
      'mailto:b@example.ch',
    ]);
  });

  it('writes the CalDAV entry without METHOD and without anyone to invite (RFC 4791 4.1)', () => {
    const text = calendarObject(event);
    const { calendar, value } = readBack(text);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(value('organizer')).toBeNull();
    expect(value('attendee')).toBeNull();
    expect(value('description')).toContain(cancelUrl);
  });

  it('survives being kept as JSON with a waiting message: the same invitation afterwards', () => {
    const kept = JSON.parse(JSON.stringify(event)) as typeof event;
    expect(invitationFile(kept, 'REQUEST', parties)).toBe(invitationFile(event, 'REQUEST', parties));
  });
});
