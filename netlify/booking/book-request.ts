/**
 * Books the time a first-consultation request chose, for the contact handler: books it
 * (./booking-times.ts), puts it into the team's CalDAV calendar where one is set up (a failure there
 * never undoes the booking, the team's mail says it), and makes what the answer and the team's mail
 * need: the visitor's private page, and the mail's part with the invitation and the team's release
 * link; once the team has it, the confirmation and, where asked on the check step, the line for an
 * earlier time. Also lists the free times for a form page answered without JavaScript.
 */
import type { Language } from '../../src/i18n/languages';
import type { MeetingProblem } from '../../src/booking/meeting-place';
import { offeredSlot } from '../../src/booking/offered-slot';
import { readPhoneNumber, takesSms } from '../../src/booking/phone-number';
import type { BookingContext } from './booking-context';
import { viewPath } from './booking-links';
import { type TimesWanted, bookTime, currentFreeTimes } from './booking-times';
import { signBookingToken } from './booking-token';
import { follow } from './after-transition';
import { networkOfAddress } from './client-network';
import { type BookingPerson, type MeetingPlace, type VisitorMails, reminderWhens } from './ledger/records';
import { type MailBooking, mailBookingOf } from './mails/booking-mail';
import { mailsFor } from './mails/visitor-mails';
import type { OfferedTimes } from './pages/free-times-field';

export type RequestBooking =
  | {
      ok: true;
      mail: MailBooking;
      place: MeetingPlace;
      viewPath: (delayed: boolean) => string;
      undo: () => Promise<void>;
      /**
       * Once the team has the request (sent or kept): what follows `confirm` (./after-transition.ts), the visitor's
       * confirmation where they asked for one, the count of a time booked after a missed one, the line for an earlier time.
       */
      confirm: () => Promise<void>;
    }
  | { ok: false; field: 'slot'; code: 'taken' | 'limit' | 'unavailable' | 'invalid' }
  /**
   * A time in several places with none of them chosen (only a form sent without JavaScript can send that), an
   * online time without an e-mail address, or a time on the phone without a number.
   */
  | ({ ok: false } & MeetingProblem);

/**
 * Who a booking is for, from the request's answers: the name, and the e-mail address and phone number where
 * given. The number in E.164 where it reads as one, so the team's `tel:` link dials it from anywhere; as typed
 * where it does not (the request's own check let it through), so the team still sees what to call.
 */
export function bookingPersonOf(answers: Readonly<Record<string, unknown>>): BookingPerson {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const email = text(answers.email);
  const typed = text(answers.phone);
  const number = typed ? readPhoneNumber(typed) : undefined;
  const phone = number?.ok ? number.e164 : typed;
  return { name: String(answers.name), ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

export async function bookRequestedTime(
  context: BookingContext,
  request: {
    slotId: string;
    place: string | undefined;
    language: Language;
    person?: BookingPerson;
    /** The form's "Bestätigung und Erinnerungen per E-Mail" was ticked (the form before it asked for the channels; `reminders` wins). */
    wantsMails?: boolean;
    /** The reminders the visitor chose on the check step: the channels, and when (none: no reminders). */
    reminders?: { email: boolean; sms: boolean; when: readonly string[] };
    clientIp?: string;
    /** The token of the link after a missed time, as the form sent it (./way-back.ts), if it did. */
    wayBack?: unknown;
    /** The check step's "Falls früher ein Termin frei wird, möchte ich davon hören", ticked: at what time of day ('any' or one). */
    earlier?: { daypart: string };
  },
): Promise<RequestBooking> {
  const { settings, ledger, log } = context;
  const mails = mailsFor(request.person?.email, request.reminders ? request.reminders.email : request.wantsMails === true);
  const sms = smsFor(request.person?.phone, request.reminders?.sms === true, settings.availability.smsCountries);
  // "When" means something only with a channel: with none chosen it is not kept, and a channel switched on
  // later from the booking page reminds at both times, as the form's boxes start.
  const chosen = request.reminders && (request.reminders.email || request.reminders.sms) ? request.reminders : undefined;
  const remindWhen = chosen ? reminderWhens.filter((when) => chosen.when.includes(when)) : undefined;
  const outcome = await bookTime(context, {
    slotId: request.slotId,
    place: request.place,
    // The visitor's address is counted per network, never kept.
    network: networkOfAddress(request.clientIp, settings.secret),
    // Kept with the time until it is freed, so the team's mail of a change or a cancel names them.
    ...(request.person ? { person: request.person } : {}),
    language: request.language,
    ...(mails ? { mails } : {}),
    ...(sms ? { sms } : {}),
    ...(remindWhen ? { remindWhen } : {}),
  });
  if (!outcome.ok && outcome.reason === 'answers') return { ok: false, ...outcome.problem };
  if (!outcome.ok) return { ok: false, field: 'slot', code: outcome.reason === 'not_offered' ? 'invalid' : outcome.reason };

  const { booking } = outcome;
  const cancel = signBookingToken('cancel', booking, settings.secret);
  const calendarEntry = await follow(context, 'book', { booking, language: request.language });
  return {
    ok: true,
    mail: mailBookingOf(context, booking, calendarEntry),
    place: booking.place,
    viewPath: (delayed) => viewPath(cancel, request.language, { delayed, booked: true }),
    // The team would never hear of it (the mail could be neither sent nor kept): the time goes back to the others.
    undo: async () => {
      const freed = await ledger.free(booking.bookingId, 'released');
      if (freed.ok) await follow(context, 'undo', { booking: freed.booking, language: request.language });
      log.info(`booking: ${booking.slotId} given back, the team could not be told of it`);
    },
    confirm: async () => {
      const asked = { wayBack: request.wayBack, ...(request.earlier ? { earlier: request.earlier } : {}) };
      await follow(context, 'confirm', { booking, language: request.language, asked });
    },
  };
}

/** The free times in the visitor's language, or null when booking is off now (the log says why). */
export async function offeredTimes(context: BookingContext, language: Language, wanted: TimesWanted = {}): Promise<OfferedTimes | null> {
  const free = await currentFreeTimes(context, wanted);
  return free.ok ? { slots: free.slots.map((slot) => offeredSlot(slot, language)), more: free.more } : null;
}

/**
 * Whether a new booking's visitor gets SMS: none without a number that takes SMS (a mobile number of a
 * country the practice serves: src/booking/phone-number.ts), else as chosen. The form says so on its
 * check step; this holds it on the server too, whatever a post says.
 */
export function smsFor(phone: string | undefined, wanted: boolean, countries: readonly string[]): VisitorMails | undefined {
  if (!phone || !takesSms(readPhoneNumber(phone), countries)) return undefined;
  return wanted ? 'on' : 'off';
}
