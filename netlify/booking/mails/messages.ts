/**
 * Booking's kinds of message, registered with the outbox (../../outbox/outbox.ts): a notice to the team
 * (./team-notices.ts), a mail to the visitor (./visitor-mails.ts), each made from the ledger when it
 * leaves, and the team's morning mail "who came" (./who-came-mail.ts); and the one way booking hands
 * them over. Sent now, or kept for the scheduled delivery when SendGrid cannot take them; never thrown,
 * and the booking stands either way.
 */
import type { Language } from '../../../src/i18n/languages';
import { type Outbox, type SendOutcome, openOutbox } from '../../outbox/outbox';
import { type Leaving, type MessageKinds, MessageRefused, type OutboxMessage } from '../../outbox/message';
import type { BookingContext } from '../booking-context';
import type { CalendarWrite } from '../calendars/team-calendar';
import type { Booking } from '../ledger/ledger';
import type { SlotId } from '../../../src/booking/free-times';
import type { TeamNotice } from './booking-mail';
import { noticeMail } from './team-notices';
import { type VisitorNotice, visitorMail } from './visitor-mails';
import { type SmsNotice, visitorSms } from './visitor-sms';
import { addDays, instantToWallTime, startOfZurichDay } from '../../../src/booking/zurich-time';
import { type WhoCameTime, whoCameMail } from './who-came-mail';

/** The kinds, over booking opened when a message of theirs is first made (once per delivery run). */
export function bookingMessageKinds(booking: () => Promise<BookingContext | undefined>): MessageKinds {
  const opened = async () => {
    const context = await booking();
    if (!context) throw new Error("booking's ledger cannot be read");
    return context;
  };
  const about = <About>(message: OutboxMessage, field: string): About => {
    if (typeof message[field] !== 'object' || message[field] === null) throw new MessageRefused(`a ${message.type} without its ${field}`);
    return message[field] as About;
  };
  return {
    'booking-notice': {
      saysWhenLate: true,
      async render(message, addresses, calendarEntry) {
        const mail = await noticeMail(await opened(), about<TeamNotice>(message, 'notice'), addresses, calendarEntry as CalendarWrite);
        return mail && { mail };
      },
    },
    'visitor-mail': {
      saysWhenLate: false,
      async render(message, addresses): Promise<Leaving | undefined> {
        return visitorMail(await opened(), about<VisitorNotice>(message, 'visitorNotice'), addresses);
      },
    },
    'visitor-sms': {
      saysWhenLate: false,
      async render(message): Promise<Leaving | undefined> {
        const context = await opened();
        return visitorSms(context, about<SmsNotice>(message, 'smsNotice'), () => smsCapReached(context));
      },
    },
    'who-came': {
      saysWhenLate: false,
      async render(message, addresses) {
        return { mail: whoCameMail(await opened(), about<WhoCameTime[]>(message, 'times'), addresses) };
      },
    },
  };
}

/** The outbox of this function call, with booking's kinds over this context. */
export function outboxOf(context: BookingContext): Outbox {
  const { deps } = context;
  return openOutbox(
    {
      env: context.env,
      now: () => context.now.getTime(),
      log: context.log,
      ...(deps.deployContext ? { deployContext: deps.deployContext } : {}),
      ...(deps.cwd ? { cwd: deps.cwd } : {}),
      ...(deps.transport ? { transport: deps.transport } : {}),
      ...(deps.smsTransport ? { smsTransport: deps.smsTransport } : {}),
      ...(deps.waitingStore ? { waitingStore: deps.waitingStore } : {}),
    },
    bookingMessageKinds(async () => context),
  );
}

/** Logs what became of a message that did not go at once; the booking stands either way. */
function logged(context: BookingContext, what: string, outcome: SendOutcome): SendOutcome {
  if ('kept' in outcome && outcome.waits)
    context.log.info(
      `booking: the ${what} kept as ${outcome.kept} until its hour; the scheduled delivery sends it then (${outcome.failure})`,
    );
  else if ('kept' in outcome)
    context.log.warn(`booking: the ${what} mail kept as ${outcome.kept}; the scheduled delivery sends it (${outcome.failure})`);
  if ('failed' in outcome)
    context.log.error(
      `booking: the ${what} mail could be neither sent (${outcome.failed}) nor kept: ${outcome.notKept instanceof Error ? outcome.notKept.message : String(outcome.notKept)}`,
    );
  return outcome;
}

/** The team hears of a booking's change, cancel or release, or of a calendar entry skipped. */
export async function tellTheTeam(context: BookingContext, notice: TeamNotice, calendarEntry?: CalendarWrite): Promise<void> {
  const outcome = await outboxOf(context).send({ type: 'booking-notice', language: 'de', notice }, { firstTry: calendarEntry });
  logged(context, `team's ${notice.what}`, outcome);
}

/** The visitor's mail, as far as their mailbox takes it; counted when it went or was kept (the delivery does not count it again). */
export async function tellTheVisitor(context: BookingContext, notice: VisitorNotice, language: Language): Promise<void> {
  const outcome = logged(
    context,
    `visitor's ${notice.what}`,
    await outboxOf(context).send({ type: 'visitor-mail', language, visitorNotice: notice }),
  );
  if ('held' in outcome) return;
  if (notice.what === 'confirmation') context.count('confirmation-sent', language);
  if (notice.what === 'reminder') context.count('reminder-sent', language);
}

/** After a booking was freed: the visitor who wanted mails hears of it (not after "this was not me": that mailbox wants none). */
export async function tellFreed(
  context: BookingContext,
  booking: Booking,
  how: 'cancelled' | 'released',
  pageLanguage: Language,
): Promise<void> {
  const email = booking.person?.email;
  if (booking.mails !== 'on' || !email) return;
  const language = booking.language ?? pageLanguage;
  await tellTheVisitor(
    context,
    { what: how, bookingId: booking.bookingId, email, language, slot: booking.slot, place: booking.place },
    language,
  );
}

/** The visitor's SMS, as far as their number's budgets and the daily cap take it; counted as a reminder or confirmation sent. */
export async function tellTheVisitorBySms(context: BookingContext, notice: SmsNotice, language: Language): Promise<void> {
  const outcome = logged(
    context,
    `visitor's ${notice.what} SMS`,
    await outboxOf(context).send({ type: 'visitor-sms', language, smsNotice: notice }),
  );
  if ('held' in outcome) return;
  if (notice.what === 'confirmation') context.count('confirmation-sent', language);
  if (notice.what === 'reminder') context.count('reminder-sent', language);
}

/**
 * An earlier time offered to a visitor in line: a mail where mails are on, an SMS where SMS are on (each made
 * as it leaves: an offer taken, declined or over by then is not sent). Counted once, as made. `booking`: as the
 * ledger has it once the offer is made (../offer-freed.ts reads it), in its language and on its channels.
 */
export async function tellOfOffer(context: BookingContext, booking: Booking, slotId: SlotId): Promise<void> {
  const language = booking.language ?? 'de';
  context.count('offer-made', language);
  const notice = { what: 'offer', bookingId: booking.bookingId, slotId } as const;
  if (booking.mails === 'on' && booking.person?.email) await tellTheVisitor(context, notice, language);
  if (booking.sms === 'on' && booking.person?.phone) await tellTheVisitorBySms(context, notice, language);
}

/**
 * The daily cap held an SMS back: the team is told, once that Zurich day (a notice claimed by one
 * conditional write, so of two requests at once only one tells). E-mail goes on meanwhile.
 */
export async function smsCapReached(context: BookingContext): Promise<void> {
  const day = instantToWallTime(context.now).date;
  context.log.warn(`booking: the SMS cap of ${context.settings.availability.smsPerDay} a day is reached; no SMS leaves until midnight`);
  if (!(await context.ledger.firstNotice(`sms-cap-${day}`, startOfZurichDay(addDays(day, 1))))) return;
  await tellTheTeam(context, { what: 'sms-cap', day, limit: context.settings.availability.smsPerDay });
}
