/**
 * The visitor's calendar files of a booking, in the visitor's language: the booked time (the booking
 * page's download and the mails' attachment) with its reminder and the link back to the booking's page,
 * and, once the time is freed, the file that takes it out of their calendar again.
 */
import type { Language } from '../../../src/i18n/languages';
import { texts } from '../../shared/locale-texts';
import type { BookingContext } from '../booking-context';
import { viewPath } from '../booking-links';
import type { Booking } from '../ledger/ledger';
import { onlineAccessKey } from '../online-access';
import { bookingCalendarFile, bookingEvent, invitationFile } from '../calendars/calendar-file';

/** The file names the visitor sees: the page and the mails say which to open. */
export const visitorFileNames = { booked: 'erstgespraech.ics', freed: 'erstgespraech-abgesagt.ics' } as const;

/** Where this booking meets (on the phone: only that, never the number), and the team's video room where one is set. */
function placeOf(context: BookingContext, booking: Booking) {
  const { meetingLink } = context.settings.availability;
  return {
    location: booking.place === 'dietikon' ? context.settings.address : booking.place,
    ...(meetingLink ? { meetingLink } : {}),
  };
}

export function visitorCalendarFile(context: BookingContext, booking: Booking, token: string, language: Language): string {
  const t = texts[language];
  const { meetingLink } = context.settings.availability;
  const { email, phone } = context.settings;
  // How to join, as the booking's page says it: the entry is often all a visitor opens at the time.
  const joining =
    booking.place === 'phone'
      ? t('booking.page.byPhone', { phone })
      : t(`booking.page.${onlineAccessKey(meetingLink, Boolean(booking.person?.email))}`, { link: meetingLink ?? '', email, phone });
  return bookingCalendarFile({
    bookingId: booking.bookingId,
    slot: booking.slot,
    ...placeOf(context, booking),
    joining,
    language,
    summary: t('booking.calendar.summary'),
    description: t('booking.calendar.description'),
    link: { text: t('booking.calendar.link'), url: `${context.siteAddress}${viewPath(token, language)}` },
    reminder: t('booking.calendar.reminder'),
    confirmation: context.settings.availability.confirmation,
    now: context.now,
    changes: booking.version - 1,
  });
}

/**
 * The file that takes a freed time (cancelled, released) out of the visitor's calendar: METHOD:CANCEL with
 * the booking's UID and STATUS:CANCELLED. Its SEQUENCE is the freed booking's version: every file the visitor
 * got while the time stood carried its version − 1, so this one outranks them all (RFC 5546 2.1.4). iTIP asks
 * a cancellation for an ORGANIZER: the practice's public address, the one the visitor's mails answer to.
 */
export function visitorCancelFile(context: BookingContext, booking: Booking, language: Language): string {
  const event = bookingEvent({
    bookingId: booking.bookingId,
    slot: booking.slot,
    ...placeOf(context, booking),
    language,
    summary: texts[language]('booking.calendar.summary'),
    description: '',
    siteAddress: context.siteAddress,
    confirmation: context.settings.availability.confirmation,
    now: context.now,
    changes: booking.version - 1,
  });
  return invitationFile(event, 'CANCEL', { organizer: context.settings.email, attendees: [] });
}
