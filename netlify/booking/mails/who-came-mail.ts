/** The team's morning mail "who came" (../who-came.ts): each of yesterday's times with its two links. */
import type { SlotId } from '../../../src/booking/free-times';
import type { Language } from '../../../src/i18n/languages';
import type { MailAddresses, TeamMail } from '../../outbox/mail';
import { layOutMail } from '../../outbox/mail-layout';
import { slotOf } from '../time-of-slot';
import type { BookingContext } from '../booking-context';
import { attendanceLinks } from '../booking-links';
import { whenInGerman } from './booking-mail';

export interface WhoCameTime {
  attendanceId: string;
  slotId: SlotId;
  language: Language;
}

export function whoCameMail(context: BookingContext, times: readonly WhoCameTime[], addresses: MailAddresses): TeamMail {
  const { text, html } = layOutMail({
    intro: `Gestern ${times.length === 1 ? 'war ein Erstgespräch' : `waren ${times.length} Erstgespräche`} über die Website gebucht. Ist die Person gekommen? Ein Klick pro Termin genügt; gezählt wird nur die Zahl, nichts über die Person.`,
    sections: times.map((time) => {
      const links = attendanceLinks(context, time);
      return {
        title: whenInGerman(slotOf(context, time.slotId)),
        links: [
          ['Ist gekommen', links.came],
          ['Ist nicht gekommen', links.notCame],
        ],
      };
    }),
  });
  return { ...addresses, subject: `Gestern: ${times.length} Erstgespräch${times.length === 1 ? '' : 'e'}. Gekommen?`, text, html };
}
