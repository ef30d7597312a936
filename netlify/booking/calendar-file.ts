/**
 * The booked time as an iCalendar file (`.ics`): offered on the confirmation page and attached to the
 * team's mail, so the date lands in the visitor's and the team's own calendars. Written with ical.js,
 * the library busy-feed.ts reads calendars with (it folds long lines and escapes text as RFC 5545 asks).
 *
 * Times are written in UTC (`DTSTART:20260303T130000Z`): every calendar program shows them in its own
 * zone, and the file needs no VTIMEZONE. The private link (cancel for the visitor, release for the team)
 * is both the event's URL and the last line of its description, so it lives in the calendar entry.
 */
import ICAL from 'ical.js';
import type { Confirmation } from '../../src/booking/availability';
import type { Slot } from '../../src/booking/free-times';
import type { Language } from '../../src/i18n/languages';

export const calendarFileType = 'text/calendar; charset=utf-8';

/** Identifies the program that wrote the file (RFC 5545 3.7.3); not shown to anyone. */
const productId = '-//neurodivergenz-website//first consultation booking//DE';

export interface MeetingAddress {
  street: string;
  postalCode: string;
  city: string;
}

export interface BookingCalendarFileInput {
  bookingId: string;
  slot: Pick<Slot, 'start' | 'end'>;
  /** Where this booking meets: the office's address (content/site.yaml), or online. */
  location: MeetingAddress | 'online';
  language: Language;
  /** The entry's title, e.g. "Erstgespräch Kompetenzzentrum Neurodivergenz". */
  summary: string;
  /** What happens next, in the visitor's language; the link is added below it. */
  description: string;
  /** The private link and the words before it: "Termin absagen oder verschieben", the cancel link. */
  link: { text: string; url: string };
  /** "reserved" is written as TENTATIVE until the team confirms. */
  confirmation: Confirmation;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

const onlineWords: Record<Language, string> = { de: 'Online (Video)', en: 'Online (video)' };

/** The `.ics` text, lines ending in CRLF. */
export function bookingCalendarFile(input: BookingCalendarFileInput): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', productId);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  // PUBLISH: an entry to add, not an invitation that would ask the visitor to answer by mail.
  calendar.addPropertyWithValue('method', 'PUBLISH');

  const event = new ICAL.Component('vevent');
  // The host of the link's site makes the UID unique beyond this site's bookings (RFC 5545 3.8.4.7).
  event.addPropertyWithValue('uid', `${input.bookingId}@${new URL(input.link.url).hostname}`);
  event.addPropertyWithValue('dtstamp', utcTime(input.now));
  event.addPropertyWithValue('dtstart', utcTime(new Date(input.slot.start)));
  event.addPropertyWithValue('dtend', utcTime(new Date(input.slot.end)));
  event.addPropertyWithValue('summary', input.summary);
  event.addPropertyWithValue(
    'location',
    input.location === 'online'
      ? onlineWords[input.language]
      : `${input.location.street}, ${input.location.postalCode} ${input.location.city}`,
  );
  event.addPropertyWithValue('description', `${input.description}\n\n${input.link.text}: ${input.link.url}`);
  event.addPropertyWithValue('url', input.link.url);
  event.addPropertyWithValue('status', input.confirmation === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE');
  event.addPropertyWithValue('transp', 'OPAQUE');
  event.addPropertyWithValue('sequence', 0);
  calendar.addSubcomponent(event);

  return `${calendar.toString()}\r\n`;
}

function utcTime(instant: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant.getTime() / 1000) * 1000), true);
}
