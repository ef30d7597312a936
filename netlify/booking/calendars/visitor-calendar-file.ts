/**
 * The visitor's calendar file of a booked time: the booking page's download and the mails' attachment,
 * in the visitor's language, with its reminder and the link back to the booking's page.
 */
import type { Language } from '../../../src/i18n/languages';
import { texts } from '../../shared/locale-texts';
import type { BookingContext } from '../booking-context';
import { viewPath } from '../booking-links';
import type { Booking } from '../ledger/ledger';
import { onlineAccessKey } from '../pages/booking-page';
import { bookingCalendarFile } from './calendar-file';

export function visitorCalendarFile(context: BookingContext, booking: Booking, token: string, language: Language): string {
  const t = texts[language];
  const { meetingLink } = context.settings.availability;
  const { email, phone } = context.settings;
  // How to join, as the booking's page says it: the entry is often all a visitor opens at the time.
  const joining = t(`booking.page.${onlineAccessKey(meetingLink, Boolean(booking.person?.email))}`, {
    link: meetingLink ?? '',
    email,
    phone,
  });
  return bookingCalendarFile({
    bookingId: booking.bookingId,
    slot: booking.slot,
    location: booking.place === 'online' ? 'online' : context.settings.address,
    ...(meetingLink ? { meetingLink } : {}),
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
