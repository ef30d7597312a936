/**
 * Every mail booking sends the team, made from the ledger when it leaves (./messages.ts hands it to the
 * outbox, which sends it at once or keeps it for the scheduled delivery, as request mails are): a booking
 * changed, cancelled or released, and a calendar entry the website had to skip. A kept notice holds what
 * it is about, not the mail: the mail is made again at delivery from the ledger, so it says the booking's
 * state then (a change that waited while the booking was cancelled arrives as the cancellation).
 */
import { type MailAddresses, type TeamMail } from '../../outbox/mail';
import { layOutMail } from '../../outbox/mail-layout';
import type { BookingContext } from '../booking-context';
import type { CalendarWrite } from '../calendars/team-calendar';
import { syncTeamCalendar } from './team-entry';
import {
  type MailBooking,
  type TeamNotice,
  freedTimeMail,
  leftInWords,
  mailBookingOf,
  movedTimeMail,
  teamEvent,
  teamWords,
} from './booking-mail';

/**
 * The request mail's booking as it is at delivery: the ledger read again, the team's calendar made to say
 * the same. Undefined when the ledger no longer has it (its time has passed): the mail goes without it.
 */
export async function currentMailBooking(context: BookingContext, bookingId: string): Promise<MailBooking | undefined> {
  const booking = await context.ledger.find(bookingId);
  if (!booking) return undefined;
  return mailBookingOf(context, booking, await syncTeamCalendar(context, bookingId));
}

/** The notice's mail as the ledger says the booking is now; undefined when there is nothing left to say (its time has passed). */
export async function noticeMail(
  context: BookingContext,
  notice: TeamNotice,
  addresses: MailAddresses,
  calendarEntry?: CalendarWrite,
): Promise<TeamMail | undefined> {
  if (notice.what === 'skipped-entry') {
    const { text, html } = layOutMail({ intro: notice.note, sections: [] });
    return { ...addresses, subject: 'Website: ein Eintrag Ihres Kalenders wurde übersprungen', text, html };
  }
  if (notice.what === 'sms-cap') return smsCapMail(notice, addresses);
  const booking = await context.ledger.find(notice.bookingId);
  if (!booking) return undefined;
  const { releaseUrl, event } = teamEvent(context, booking);
  const calendar = { event, ...(calendarEntry ? { entry: calendarEntry } : {}) };
  const person = notice.person ?? booking.person;
  const { when, where, task, call } = teamWords(booking, context.settings, person);
  const language = notice.language ? { language: notice.language } : {};
  if (booking.state !== 'booked') {
    const time = { when, place: booking.place, where, ...language };
    // "This was not me" (the ledger keeps that it was): the team hears that the address was misused.
    return freedTimeMail(booking.notMe ? 'misused' : booking.state, time, addresses, calendar, person);
  }
  // A change says the time it left (a notice without it, read back: its time now), and whether it came from an offer.
  const change = notice.what === 'changed' ? notice : undefined;
  const left = (change && leftInWords(change, context.settings.address)) ?? { before: when };
  return movedTimeMail(
    {
      ...left,
      ...(change?.fromOffer ? { fromOffer: true } : {}),
      now: when,
      where,
      releaseUrl,
      task,
      ...language,
      ...(call ? { call } : {}),
    },
    addresses,
    calendar,
    person,
  );
}

/** The team hears once a day that the SMS cap held an SMS back: what that means and where to change it. */
function smsCapMail(notice: Extract<TeamNotice, { what: 'sms-cap' }>, addresses: MailAddresses): TeamMail {
  const [year, month, day] = notice.day.split('-');
  const intro =
    `Heute (${day}.${month}.${year}) hat die Website ${notice.limit} SMS verschickt, so viele wie in den Buchungseinstellungen ` +
    'unter «Höchstens SMS pro Tag» erlaubt. Bis Mitternacht geht keine weitere SMS; Bestätigungen und Erinnerungen per E-Mail ' +
    'gehen weiter, und wer nur eine Handynummer angegeben hat, sieht seinen Termin auf seiner Terminseite. ' +
    'Sind es mehr Buchungen als sonst, können Sie die Grenze im CMS unter Einstellungen › Buchung erhöhen. ' +
    'Diese Mail kommt höchstens einmal am Tag.';
  const { text, html } = layOutMail({ intro, sections: [] });
  return { ...addresses, subject: 'Website: Tagesgrenze für SMS erreicht', text, html };
}
