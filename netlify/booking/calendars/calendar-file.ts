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
 * is the last line of the description, so it lives in the calendar entry, and the event's URL, except
 * for an online time with the team's video room: its URL is the room, the link to join.
 */
import ICAL from 'ical.js';
import type { Confirmation } from '../../../src/booking/availability';
import type { Slot } from '../../../src/booking/free-times';
import type { Language } from '../../../src/i18n/languages';
import type { InvitationMethod } from '../../outbox/mail';

export type { InvitationMethod } from '../../outbox/mail';

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
  /**
   * Where this booking meets: the office's address (content/site.yaml), online, or on the phone: the visitor's
   * entry says only that (`phone`), the team's names the number to call (`call`, as words).
   */
  location: MeetingAddress | 'online' | 'phone' | { call: string };
  /** The team's video room (content/booking.yaml), where one is set: an online entry's place, its URL and a line of its description. */
  meetingLink?: string;
  /**
   * How to join an online time, in words (the visitor's: the room, or when and how the link comes), or how a
   * time on the phone goes (the team calls; the team's: the number): its entry's description says it.
   */
  joining?: string;
  language: Language;
  /** The entry's title, e.g. "Erstgespräch Kompetenzzentrum Neurodivergenz". */
  summary: string;
  /** What happens next, in the visitor's language; the link is added below it. */
  description: string;
  /** The private link and the words before it: "Termin absagen oder verschieben", the cancel link. */
  link: { text: string; url: string };
  /**
   * What the visitor's calendar shows a day and an hour before (VALARM, ACTION:DISPLAY): reminders that
   * need no e-mail, for a visitor who asked for none (../mails/visitor-mails.ts sends the others theirs).
   */
  reminder: string;
  /** "reserved" is written as TENTATIVE until the team confirms. */
  confirmation: Confirmation;
  /** When the file is written (DTSTAMP). */
  now: Date;
  /** How often the visitor changed the time: the event's SEQUENCE, so a newer file replaces an older one. */
  changes?: number;
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
  /** The video room of an online time where there is one, else the private link (not written in a cancellation). */
  url?: string;
  status: 'CONFIRMED' | 'TENTATIVE';
  /** When the event was made (DTSTAMP of the entry and the invitation), ISO. */
  stamp: string;
  /** The SEQUENCE of its invitation: how often the time was changed (none: 0). */
  sequence?: number;
}

/** Who invites whom: the website's sender (CONTACT_FROM) invites the team (CONTACT_TO), as plain addresses. */
export interface InvitationParties {
  organizer: string;
  attendees: readonly string[];
}

const onlineWords: Record<Language, string> = { de: 'Online (Video)', en: 'Online (video)' };
const phoneWords: Record<Language, string> = { de: 'Am Telefon', en: 'By phone' };
const meetingLinkWords: Record<Language, string> = { de: 'Link zum Videogespräch', en: 'Link to the video call' };

/**
 * The booking's UID, the same wherever it is written (the visitor's file, the team's invitation and
 * cancellation, the CalDAV entry). The host of the site's address makes it unique beyond this site's
 * bookings (RFC 5545 3.8.4.7).
 */
export function bookingUid(bookingId: string, siteAddress: string): string {
  return `${bookingId}@${new URL(siteAddress).hostname}`;
}

/** What an event needs: the file's input, the site's address for the UID, the link only where there is one. */
export type BookingEventInput = Omit<BookingCalendarFileInput, 'link' | 'reminder'> & {
  siteAddress: string;
  link?: BookingCalendarFileInput['link'];
};

export function bookingEvent(input: BookingEventInput): CalendarEvent {
  // An online entry's place and URL are the video room itself where there is one, as video services write
  // their invitations: calendar programs offer it as the link to join. The private link stays in the description.
  const online = input.location === 'online';
  const room = online ? input.meetingLink : undefined;
  const byPhone = input.location === 'phone' || (typeof input.location === 'object' && 'call' in input.location);
  const joining = online
    ? (input.joining ?? (room ? `${meetingLinkWords[input.language]}: ${room}` : undefined))
    : byPhone
      ? input.joining
      : undefined;
  const description = joining ? `${input.description}\n\n${joining}` : input.description;
  const url = room ?? input.link?.url;
  return {
    uid: bookingUid(input.bookingId, input.siteAddress),
    start: wholeSeconds(new Date(input.slot.start)),
    end: wholeSeconds(new Date(input.slot.end)),
    summary: input.summary,
    location: locationWords(input.location, room, input.language),
    description: input.link ? `${description}\n\n${input.link.text}: ${input.link.url}` : description,
    ...(url ? { url } : {}),
    status: input.confirmation === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    stamp: wholeSeconds(input.now),
    ...(input.changes ? { sequence: input.changes } : {}),
  };
}

/** The entry's LOCATION: the address, the video room (or "Online (Video)"), or the phone (with the number to call, for the team). */
function locationWords(location: BookingCalendarFileInput['location'], room: string | undefined, language: Language): string {
  if (location === 'online') return room ?? onlineWords[language];
  if (location === 'phone') return phoneWords[language];
  if ('call' in location) return `${phoneWords[language]}: ${location.call}`;
  return `${location.street}, ${location.postalCode} ${location.city}`;
}

/** The visitor's `.ics` text (METHOD:PUBLISH), lines ending in CRLF. */
export function bookingCalendarFile(input: BookingCalendarFileInput): string {
  return calendarText(bookingEvent({ ...input, siteAddress: input.link.url }), { method: 'PUBLISH', reminder: input.reminder });
}

/**
 * The team's invitation (REQUEST, SEQUENCE the number of changes) or its cancellation (CANCEL, one higher, STATUS:CANCELLED;
 * its event stamped when the time was freed). RSVP=FALSE: the team need not answer the website.
 */
export function invitationFile(event: CalendarEvent, method: InvitationMethod, parties: InvitationParties): string {
  return calendarText(event, { method, parties });
}

/** The entry as the team's CalDAV calendar stores it: no METHOD, nobody invited. */
export function calendarObject(event: CalendarEvent): string {
  return calendarText(event, {});
}

/** When the visitor's calendar reminds them (RFC 5545 3.8.6.3, before the start). */
const reminderTriggers = ['-P1D', '-PT1H'];

function calendarText(
  event: CalendarEvent,
  options: { method?: 'PUBLISH' | InvitationMethod; parties?: InvitationParties; reminder?: string },
): string {
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
  // A change outranks the invitation before it, a cancellation the last invitation (RFC 5546 2.1.4).
  vevent.addPropertyWithValue('sequence', (event.sequence ?? 0) + (cancelled ? 1 : 0));
  if (options.parties) {
    vevent.addPropertyWithValue('organizer', `mailto:${options.parties.organizer}`);
    for (const address of options.parties.attendees) {
      const attendee = vevent.addPropertyWithValue('attendee', `mailto:${address}`);
      attendee.setParameter('role', 'REQ-PARTICIPANT');
      attendee.setParameter('partstat', 'NEEDS-ACTION');
      attendee.setParameter('rsvp', 'FALSE');
    }
  }
  for (const trigger of options.reminder === undefined ? [] : reminderTriggers) {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('trigger', ICAL.Duration.fromString(trigger));
    alarm.addPropertyWithValue('description', options.reminder);
    vevent.addSubcomponent(alarm);
  }
  calendar.addSubcomponent(vevent);

  return `${foldedLines(calendar.toString())}\r\n`;
}

/** The longest line RFC 5545 3.1 allows, in octets of UTF-8, a continuation's leading space included. */
const maximumLineOctets = 75;

/**
 * The text with its lines folded as RFC 5545 3.1 asks. ical.js folds too, but its continuation lines
 * are 75 octets after the leading space, one too many: the text is unfolded and folded again here,
 * counting UTF-8 bytes and never splitting a character. Values are escaped, so a CRLF followed by a
 * space is always a fold of ical.js.
 */
export function foldedLines(text: string): string {
  return text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character, 'utf8');
        if (octets + size > maximumLineOctets) {
          parts.push(part);
          // A continuation starts with one space, which counts towards its 75 octets.
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

/** Calendars count in whole seconds. */
function wholeSeconds(instant: Date): string {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();
}

function utcTime(iso: string): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(iso), true);
}
