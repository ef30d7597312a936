/**
 * The booked time as iCalendar text, written with ical.js, the library busy-feed.ts reads calendars
 * with (it folds long lines and escapes text as RFC 5545 asks). One event, three forms:
 *
 * - the visitor's file (`.ics`, METHOD:PUBLISH): an entry to add, offered on the confirmation page;
 *   the visitor is never invited by mail, so nothing asks them to answer;
 * - the team's invitation (iTIP, RFC 5546, sent by mail as RFC 6047 says): METHOD:REQUEST with the
 *   website's sender as ORGANIZER and the team's address as ATTENDEE, so mail programs offer to add it
 *   in one click; METHOD:CANCEL with the same UID and a higher SEQUENCE when the time is freed, so
 *   the entry leaves the calendar again;
 * - the entry the function writes into the team's CalDAV calendar (./team-calendar.ts): no METHOD,
 *   no ORGANIZER, as a calendar object resource must be (RFC 4791 4.1), and no scheduling to set off.
 *
 * All three carry one UID per booking (`bookingUid`), so an invitation and an entry written by the
 * function are the same event in the team's calendar, and a cancellation finds it.
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

/**
 * A booked time as one calendar event, in plain data: kept with a mail that has to wait
 * (../submissions/waiting-messages.ts), so the invitation delivered later is the same event.
 */
export interface CalendarEvent {
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  /** The private link (none in a cancellation's event). */
  url?: string;
  status: 'CONFIRMED' | 'TENTATIVE';
  /** When the event was made (DTSTAMP of the entry and the invitation), ISO. */
  stamp: string;
}

/** The two iTIP methods the team's mails carry. */
export type InvitationMethod = 'REQUEST' | 'CANCEL';

/** Who invites whom: the website's sender (CONTACT_FROM) invites the team (CONTACT_TO), as plain addresses. */
export interface InvitationParties {
  organizer: string;
  attendees: readonly string[];
}

const onlineWords: Record<Language, string> = { de: 'Online (Video)', en: 'Online (video)' };

/**
 * The booking's UID, the same wherever it is written (the visitor's file, the team's invitation and
 * cancellation, the CalDAV entry). The host of the site's address makes it unique beyond this site's
 * bookings (RFC 5545 3.8.4.7).
 */
export function bookingUid(bookingId: string, siteAddress: string): string {
  return `${bookingId}@${new URL(siteAddress).hostname}`;
}

/** What an event needs: the file's input, the site's address for the UID, the link only where there is one. */
export type BookingEventInput = Omit<BookingCalendarFileInput, 'link'> & { siteAddress: string; link?: BookingCalendarFileInput['link'] };

export function bookingEvent(input: BookingEventInput): CalendarEvent {
  return {
    uid: bookingUid(input.bookingId, input.siteAddress),
    start: wholeSeconds(new Date(input.slot.start)),
    end: wholeSeconds(new Date(input.slot.end)),
    summary: input.summary,
    location:
      input.location === 'online'
        ? onlineWords[input.language]
        : `${input.location.street}, ${input.location.postalCode} ${input.location.city}`,
    ...(input.link
      ? { description: `${input.description}\n\n${input.link.text}: ${input.link.url}`, url: input.link.url }
      : { description: input.description }),
    status: input.confirmation === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    stamp: wholeSeconds(input.now),
  };
}

/** The visitor's `.ics` text (METHOD:PUBLISH), lines ending in CRLF. */
export function bookingCalendarFile(input: BookingCalendarFileInput): string {
  return calendarText(bookingEvent({ ...input, siteAddress: input.link.url }), { method: 'PUBLISH' });
}

/**
 * The team's invitation (REQUEST, SEQUENCE 0) or its cancellation (CANCEL, SEQUENCE 1, STATUS:CANCELLED;
 * its event stamped when the time was freed). RSVP=FALSE: the team need not answer the website.
 */
export function invitationFile(event: CalendarEvent, method: InvitationMethod, parties: InvitationParties): string {
  return calendarText(event, { method, parties });
}

/** The entry as the team's CalDAV calendar stores it: no METHOD, nobody invited. */
export function calendarObject(event: CalendarEvent): string {
  return calendarText(event, {});
}

function calendarText(event: CalendarEvent, options: { method?: 'PUBLISH' | InvitationMethod; parties?: InvitationParties }): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', productId);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (options.method) calendar.addPropertyWithValue('method', options.method);
  const cancelled = options.method === 'CANCEL';

  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('dtstamp', utcTime(event.stamp));
  vevent.addPropertyWithValue('dtstart', utcTime(event.start));
  vevent.addPropertyWithValue('dtend', utcTime(event.end));
  vevent.addPropertyWithValue('summary', event.summary);
  vevent.addPropertyWithValue('location', event.location);
  if (!cancelled) {
    vevent.addPropertyWithValue('description', event.description);
    if (event.url) vevent.addPropertyWithValue('url', event.url);
  }
  vevent.addPropertyWithValue('status', cancelled ? 'CANCELLED' : event.status);
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  // A cancellation outranks the invitation it cancels (RFC 5546 2.1.4).
  vevent.addPropertyWithValue('sequence', cancelled ? 1 : 0);
  if (options.parties) {
    vevent.addPropertyWithValue('organizer', `mailto:${options.parties.organizer}`);
    for (const address of options.parties.attendees) {
      const attendee = vevent.addPropertyWithValue('attendee', `mailto:${address}`);
      attendee.setParameter('role', 'REQ-PARTICIPANT');
      attendee.setParameter('partstat', 'NEEDS-ACTION');
      attendee.setParameter('rsvp', 'FALSE');
    }
  }
  calendar.addSubcomponent(vevent);

  return `${calendar.toString()}\r\n`;
}

/** Calendars count in whole seconds. */
function wholeSeconds(instant: Date): string {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();
}

function utcTime(iso: string): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(iso), true);
}
