/**
 * What a booked time adds to the team's mails (German, as all of them): the request's mail gets the
 * time first, with the calendar entry attached and the link that releases the time (a booking that is
 * spam, a double); a cancelled or released time gets a short mail of its own. Links and calendar file
 * are made once, at booking, and kept with a waiting message, so a mail delivered later is the same.
 */
import type { Confirmation } from '../../src/booking/availability';
import type { Slot } from '../../src/booking/free-times';
import { slotDateWords, slotTimeWords } from '../../src/booking/slot-words';
import type { ContactMail, MailAddresses, MailAttachment } from '../submissions/contact-mail';
import { type MailSection, layOutMail } from '../submissions/mail-layout';
import { headerSafe } from '../submissions/mail-safety';
import type { MeetingPlace } from './booking-store';
import type { MeetingAddress } from './calendar-file';

/** A booked time as the team's mail shows it. */
export interface MailBooking {
  /** "Dienstag, 3. März 2026, 14:00–14:45" */
  when: string;
  /** "in Dietikon (Riedstrasse 14, 8953 Dietikon)" or "online (Video)" */
  where: string;
  confirmation: Confirmation;
  /** Frees the time at once (the team's private link). */
  releaseUrl: string;
  /** The `.ics` text. */
  calendarFile: string;
}

export function whenInGerman(slot: Pick<Slot, 'start' | 'end'>): string {
  return `${slotDateWords(slot, 'de', { year: true })}, ${slotTimeWords(slot)}`;
}

export function whereInGerman(place: MeetingPlace, address: MeetingAddress): string {
  return place === 'online' ? 'online (Video)' : `in Dietikon (${address.street}, ${address.postalCode} ${address.city})`;
}

export const calendarFileName = 'erstgespraech.ics';

export function calendarAttachment(booking: MailBooking): MailAttachment {
  return { filename: calendarFileName, type: 'text/calendar', content: booking.calendarFile };
}

/** The section put first in the request's mail. */
export function bookingSection(booking: MailBooking): MailSection {
  return {
    title: 'Gebuchter Termin',
    rows: [
      ['Termin', booking.when],
      ['Ort', booking.where],
      [
        'Stand',
        booking.confirmation === 'confirmed'
          ? 'bestätigt: Die Person hat die Zeit gebucht und eine Bestätigung gesehen.'
          : 'reserviert: Bitte bestätigen Sie der Person den Termin.',
      ],
      ['Zeit wieder freigeben (z. B. bei Spam)', booking.releaseUrl],
    ],
  };
}

/** The short mail when a time is freed: by the visitor (cancelled) or by the team (released). */
export function freedTimeMail(how: 'cancelled' | 'released', when: string, addresses: MailAddresses): ContactMail {
  const intro =
    how === 'cancelled'
      ? 'Eine Person hat ihren Termin für das Erstgespräch über die Website abgesagt. Die Zeit ist wieder frei.'
      : 'Ein Termin für das Erstgespräch wurde über den Link in Ihrer Mail freigegeben. Die Zeit ist wieder frei; die Person erhält von der Website keine Nachricht.';
  const { text, html } = layOutMail({ intro, sections: [{ rows: [['Termin', when]] }] });
  return {
    to: addresses.to,
    from: addresses.from,
    subject: headerSafe(`Erstgespräch ${how === 'cancelled' ? 'abgesagt' : 'freigegeben'}: ${when}`),
    text,
    html,
  };
}
