/**
 * What follows each transition of the ledger (./ledger/ledger.ts), in one table and one function: the
 * team's calendar made to say what the ledger says, the count, the team's notice and the visitor's
 * message, always in that order (the calendar's answer goes into the team's notice). The ledger's README
 * has the same table in words; ./after-transition.test.ts holds the two together.
 *
 * A booking itself (`book`) is the request's: the contact handler sends the team's request mail (which
 * carries the calendar's answer) before the visitor's confirmation, and gives the time back when the
 * team can never be told (`undo`), so the request drives its steps (../submissions/submission-handler.ts),
 * each through `follow` below.
 */
import type { Language } from '../../src/i18n/languages';
import type { CountedStep } from '../counting/steps';
import type { BookingContext } from './booking-context';
import type { CalendarWrite } from './calendars/team-calendar';
import { syncTeamCalendar } from './calendars/team-entry';
import type { Booking } from './ledger/ledger';
import { whenInGerman, whereInGerman } from './mails/booking-mail';
import { tellFreed, tellTheTeam, tellTheVisitor, tellTheVisitorBySms } from './mails/messages';
import { suppressAddress } from './mails/visitor-mails';

export type Transition = 'book' | 'confirm' | 'undo' | 'change' | 'cancel' | 'notme' | 'release' | 'resume';

interface Effects {
  /** The team's CalDAV entry made to say what the ledger says (./calendars/team-entry.ts). */
  calendar: boolean;
  /** What the owner's figures count (../counting/steps.ts); `request` where the request counts how it was booked. */
  count: CountedStep | 'request' | 'none';
  /**
   * The team's mail: a notice (./mails/team-notices.ts), or the request's own mail. `misused` is a cancel's
   * notice that the ledger's booking (`notMe`) turns into "the address was misused".
   */
  team: 'changed' | 'cancelled' | 'misused' | 'released' | 'request' | 'none';
  /** The visitor's mail (./mails/visitor-mails.ts), as far as the mailbox takes it; or the mailbox silenced. */
  visitor: 'confirmation' | 'changed' | 'cancelled' | 'released' | 'suppress mailbox' | 'none';
}

/** The one table: what follows each transition. */
export const afterTransition: Record<Transition, Effects> = {
  book: { calendar: true, count: 'request', team: 'request', visitor: 'none' },
  confirm: { calendar: false, count: 'none', team: 'none', visitor: 'confirmation' },
  undo: { calendar: true, count: 'none', team: 'none', visitor: 'none' },
  change: { calendar: true, count: 'changed', team: 'changed', visitor: 'changed' },
  cancel: { calendar: true, count: 'cancelled', team: 'cancelled', visitor: 'cancelled' },
  notme: { calendar: true, count: 'cancelled', team: 'misused', visitor: 'suppress mailbox' },
  release: { calendar: true, count: 'released', team: 'released', visitor: 'released' },
  resume: { calendar: false, count: 'none', team: 'none', visitor: 'confirmation' },
};

/** The table in words, as the ledger's README shows it (./after-transition.test.ts fails, printing this, when they differ). */
export function afterTransitionTable(): string {
  const words = {
    calendar: (yes: boolean) => (yes ? 'made to say it' : '–'),
    count: (count: Effects['count']) =>
      count === 'none' ? '–' : count === 'request' ? 'by the request: how it was booked' : `\`${count}\``,
    team: (team: Effects['team']) =>
      team === 'none' ? '–' : team === 'request' ? "the request's mail, with the invitation" : `notice: ${team}`,
    visitor: (visitor: Effects['visitor']) =>
      visitor === 'none' ? '–' : visitor === 'suppress mailbox' ? 'none; the mailbox silenced' : visitor,
  };
  return [
    "| transition | team's calendar | counted | team's mail | visitor's mail |",
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(afterTransition).map(
      ([transition, effects]) =>
        `| ${transition} | ${words.calendar(effects.calendar)} | ${words.count(effects.count)} | ${words.team(effects.team)} | ${words.visitor(effects.visitor)} |`,
    ),
  ].join('\n');
}

/** What the step knew: the booking as the transition left it, before it (a change), and the language of the page it came from. */
export interface Landed {
  booking: Booking;
  before?: Booking;
  language: Language;
}

/** Runs what follows a transition that landed, as the table says; the calendar's answer, for the request's own mail. */
export async function follow(context: BookingContext, transition: Transition, landed: Landed): Promise<CalendarWrite | undefined> {
  const effects = afterTransition[transition];
  const { booking, before, language } = landed;
  const entry = effects.calendar ? await syncTeamCalendar(context, booking.bookingId) : undefined;
  if (effects.count !== 'none' && effects.count !== 'request') context.count(effects.count, booking.language ?? language);
  // The person as the transition left them (a number given with a change to a time on the phone included), else as
  // the booking stood before it: a freed one's record keeps neither name nor address.
  const person = booking.person ?? before?.person;
  const who = person ? { person } : {};
  switch (effects.team) {
    case 'changed':
      await tellTheTeam(
        context,
        {
          what: 'changed',
          bookingId: booking.bookingId,
          before: before ? whenInGerman(before.slot) : whenInGerman(booking.slot),
          ...(before ? { beforeWhere: whereInGerman(before.place, context.settings.address, before.person?.phone) } : {}),
          language,
          ...who,
        },
        entry,
      );
      break;
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
  return entry;
}
