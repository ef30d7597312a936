/**
 * What follows each transition of the ledger (./ledger/ledger.ts), in one table and one function: the
 * team's calendar made to say what the ledger says, the count, the team's notice, the visitor's message,
 * the line for an earlier time and the freed time offered to it, always in that order (the calendar's
 * answer goes into the team's notice). The ledger's README has the same table in words;
 * ./after-transition.test.ts holds the two together.
 *
 * A booking itself (`book`) is the request's: the contact handler sends the team's request mail (which
 * carries the calendar's answer) before the visitor's confirmation, and gives the time back when the
 * team can never be told (`undo`), so the request drives its steps (../submissions/submission-handler.ts),
 * each through `follow` below; what it asked beyond its time follows `confirm` (./book-request.ts).
 */
import type { Language } from '../../src/i18n/languages';
import type { CountedStep } from '../counting/steps';
import type { BookingContext } from './booking-context';
import type { CalendarWrite } from './calendars/team-calendar';
import { syncTeamCalendar } from './mails/team-entry';
import type { Booking } from './ledger/ledger';
import { tellFreed, tellTheTeam, tellTheVisitor, tellTheVisitorBySms } from './mails/messages';
import { suppressAddress } from './mails/visitor-mails';
import { offerFreedTime } from './offer-freed';
import { countWayBack } from './way-back';
import { askEarlier } from './ask-earlier';
import type { SlotId } from '../../src/booking/free-times';

export type Transition = 'book' | 'confirm' | 'undo' | 'change' | 'cancel' | 'notme' | 'release' | 'resume' | 'take' | 'decline';

interface Effects {
  /** The team's CalDAV entry made to say what the ledger says (./mails/team-entry.ts). */
  calendar: boolean;
  /**
   * What the owner's figures count (../counting/steps.ts); `request` where the request counts how it was booked;
   * `after a missed time` where it was booked through the link after a missed one (./way-back.ts), once a missed time.
   */
  count: CountedStep | 'request' | 'after a missed time' | 'none';
  /**
   * The team's mail: a notice (./mails/team-notices.ts), or the request's own mail. `misused` is a cancel's
   * notice that the ledger's booking (`notMe`) turns into "the address was misused".
   */
  team: 'changed' | 'taken offer' | 'cancelled' | 'misused' | 'released' | 'request' | 'none';
  /** The visitor's mail (./mails/visitor-mails.ts), as far as the mailbox takes it; or the mailbox silenced. */
  visitor: 'confirmation' | 'changed' | 'cancelled' | 'released' | 'suppress mailbox' | 'none';
  /** The booking put in the line for an earlier time (./ask-earlier.ts), where the request's check step asked for one. */
  line: 'where asked' | 'none';
  /**
   * The time offered to the first in line it suits (./offer-freed.ts), last of all: the time the booking freed
   * (`its time`), the time it left (`left`), the time an offer of which was declined (`declined`), or none.
   */
  offer: 'its time' | 'left' | 'declined' | 'none';
}

/** The one table: what follows each transition. */
export const afterTransition: Record<Transition, Effects> = {
  book: { calendar: true, count: 'request', team: 'request', visitor: 'none', line: 'none', offer: 'none' },
  // Once the team has the request (sent or kept): what the visitor asked for beyond the time.
  confirm: { calendar: false, count: 'after a missed time', team: 'none', visitor: 'confirmation', line: 'where asked', offer: 'none' },
  // The request gives its time back when the team can never be told: a moment's hold, not a freed booking.
  undo: { calendar: true, count: 'none', team: 'none', visitor: 'none', line: 'none', offer: 'none' },
  change: { calendar: true, count: 'changed', team: 'changed', visitor: 'changed', line: 'none', offer: 'left' },
  cancel: { calendar: true, count: 'cancelled', team: 'cancelled', visitor: 'cancelled', line: 'none', offer: 'its time' },
  notme: { calendar: true, count: 'cancelled', team: 'misused', visitor: 'suppress mailbox', line: 'none', offer: 'its time' },
  release: { calendar: true, count: 'released', team: 'released', visitor: 'released', line: 'none', offer: 'its time' },
  resume: { calendar: false, count: 'none', team: 'none', visitor: 'confirmation', line: 'none', offer: 'none' },
  // An offered earlier time taken (./ledger/ledger.ts: takeOffer): a change the team's mail says came from an offer.
  take: { calendar: true, count: 'offer-taken', team: 'taken offer', visitor: 'changed', line: 'none', offer: 'left' },
  decline: { calendar: false, count: 'none', team: 'none', visitor: 'none', line: 'none', offer: 'declined' },
};

/** The table in words, as the ledger's README shows it (./after-transition.test.ts fails, printing this, when they differ). */
export function afterTransitionTable(): string {
  const words = {
    calendar: (yes: boolean) => (yes ? 'made to say it' : '–'),
    count: (count: Effects['count']) =>
      count === 'none'
        ? '–'
        : count === 'request'
          ? 'by the request: how it was booked'
          : count === 'after a missed time'
            ? '`booked-after-missed`, where booked through the link after a missed time'
            : `\`${count}\``,
    team: (team: Effects['team']) =>
      team === 'none' ? '–' : team === 'request' ? "the request's mail, with the invitation" : `notice: ${team}`,
    visitor: (visitor: Effects['visitor']) =>
      visitor === 'none' ? '–' : visitor === 'suppress mailbox' ? 'none; the mailbox silenced' : visitor,
    line: (line: Effects['line']) => (line === 'none' ? '–' : 'where the check step asked'),
    offer: (offer: Effects['offer']) =>
      offer === 'none' ? '–' : offer === 'declined' ? 'the time declined' : offer === 'left' ? 'the time it left' : 'its time',
  };
  return [
    "| transition | team's calendar | counted | team's mail | visitor's mail | put in the line for an earlier time | offered to the line |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(afterTransition).map(
      ([transition, effects]) =>
        `| ${transition} | ${words.calendar(effects.calendar)} | ${words.count(effects.count)} | ${words.team(effects.team)} | ${words.visitor(effects.visitor)} | ${words.line(effects.line)} | ${words.offer(effects.offer)} |`,
    ),
  ].join('\n');
}

/**
 * What the step knew: the booking as the transition left it, before it (a change), the language of the page it
 * came from, for a declined offer the time declined, and for a request's confirm what it asked beyond its time.
 */
export interface Landed {
  booking: Booking;
  before?: Booking;
  language: Language;
  declined?: SlotId;
  asked?: {
    /** The token of the link after a missed time, as the form sent it (./way-back.ts), if it did. */
    wayBack?: unknown;
    /** The check step's "Falls früher ein Termin frei wird, möchte ich davon hören", ticked: at what time of day. */
    earlier?: { daypart: string };
  };
}

/** Runs what follows a transition that landed, as the table says; the calendar's answer, for the request's own mail. */
export async function follow(context: BookingContext, transition: Transition, landed: Landed): Promise<CalendarWrite | undefined> {
  const effects = afterTransition[transition];
  const { booking, before, language } = landed;
  const entry = effects.calendar ? await syncTeamCalendar(context, booking.bookingId) : undefined;
  if (effects.count === 'after a missed time') await countWayBack(context, landed.asked?.wayBack, language);
  else if (effects.count !== 'none' && effects.count !== 'request') context.count(effects.count, booking.language ?? language);
  // The person as the transition left them (a number given with a change to a time on the phone included), else as
  // the booking stood before it: a freed one's record keeps neither name nor address.
  const person = booking.person ?? before?.person;
  const who = person ? { person } : {};
  switch (effects.team) {
    case 'changed':
    case 'taken offer': {
      // The time and place it left, kept as facts: the mail puts them in words as it leaves (./mails/team-notices.ts).
      // The number only where that time was on the phone: the words name it there alone.
      const phone = before?.place === 'phone' ? before.person?.phone : undefined;
      await tellTheTeam(
        context,
        {
          what: 'changed',
          bookingId: booking.bookingId,
          ...(before ? { left: { slot: before.slot, place: before.place, ...(phone ? { phone } : {}) } } : {}),
          language,
          ...who,
          ...(effects.team === 'taken offer' ? { fromOffer: true as const } : {}),
        },
        entry,
      );
      break;
    }
    case 'cancelled':
    case 'misused':
      // A cancel names the visitor's language (the page they cancelled on), so the team answers in it.
      await tellTheTeam(context, { what: 'cancelled', bookingId: booking.bookingId, language, ...who }, entry);
      break;
    case 'released':
      await tellTheTeam(context, { what: 'released', bookingId: booking.bookingId, ...who }, entry);
      break;
    default:
  }
  switch (effects.visitor) {
    case 'confirmation':
    case 'changed':
      if (booking.mails === 'on') await tellTheVisitor(context, { what: effects.visitor, bookingId: booking.bookingId }, language);
      // A visitor who gave a number and no address gets the confirmation by SMS, where they chose SMS.
      if (effects.visitor === 'confirmation' && booking.sms === 'on' && !booking.person?.email)
        await tellTheVisitorBySms(context, { what: 'confirmation', bookingId: booking.bookingId }, booking.language ?? language);
      break;
    case 'cancelled':
    case 'released':
      await tellFreed(context, { ...booking, ...who }, effects.visitor, language);
      break;
    case 'suppress mailbox':
      // "This was not me": the address someone else typed gets nothing more from the site, not even this.
      if (person?.email) await suppressAddress(context, person.email);
      break;
    default:
  }
  // Asked on the check step: the booking asks as its page's "Früher kommen?" would, from the first bookable day, at
  // the place it was booked for (the one the visitor chose, or the time's only one).
  if (effects.line === 'where asked' && landed.asked?.earlier)
    await askEarlier(context, booking, language, { daypart: landed.asked.earlier.daypart, places: [booking.place] });
  // Last: the freed time is offered to the line only once everyone above has heard of this transition.
  const freed = { 'its time': booking.slotId, left: before?.slotId, declined: landed.declined, none: undefined }[effects.offer];
  if (freed) await offerFreedTime(context, freed);
  return entry;
}
