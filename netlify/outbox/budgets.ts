/**
 * The budgets of one mailbox (./mailbox.ts), checked where a visitor's message is about to leave
 * (../booking/mails/visitor-mails.ts makes every one of them, also one that waited), whatever made it: a
 * booking, the page's switch, a change, a cancel, a reminder. Past a budget the message is simply not
 * sent: the booking stands, and nothing on any page says why, so a stranger learns nothing about an address.
 *
 * - At most `standing` bookings of one mailbox get mails at a time (held by the booking's id until its time
 *   ends, or sooner when it is freed or its mails are switched off).
 * - At most `confirmationsPerDay` confirmations and `notesPerDay` notes (a change, a cancel, a release)
 *   a day, and `perDay` messages in all: a visitor who books, changes three times and cancels, with two
 *   reminders the same day, sends 7; a stranger, whatever they do, reaches a mailbox at most `perDay` times a day.
 *
 * Each budget is one record per mailbox (and day) written over the version read (ledger.ts: admit), so it
 * is exact under concurrency, and asking twice for one message (made again after it waited) counts once.
 * Budgets count messages that leave, so a request that books nothing (a time taken meanwhile) counts nothing.
 */
import { addDays, instantToWallTime, startOfZurichDay } from '../../src/booking/zurich-time';
import type { BudgetBook, Leaving, VisitorMessage } from './message';
import { isMailboxSuppressed } from './suppression';
import type { Outgoing } from './transports';

export const visitorBudget = { standing: 2, confirmationsPerDay: 3, notesPerDay: 5, perDay: 8 } as const;

/** The Zurich day a message leaves on, and its end: the daily budgets' day and until when they are kept. */
interface BudgetDay {
  day: string;
  endOfDay: Date;
}

function budgetDayOf(now: Date): BudgetDay {
  const day = instantToWallTime(now).date;
  return { day, endOfDay: startOfZurichDay(addDays(day, 1)) };
}

/**
 * A rendered message's mail or SMS if it may leave now (a visitor's mailbox or number allows it; counted here),
 * else undefined: where the outbox sends it (./outbox.ts) and where the scheduled delivery does (./deliver-waiting.ts).
 */
export async function mayLeave(leaving: Leaving | undefined, now: Date): Promise<Outgoing | undefined> {
  return leaving && leavingOn(leaving, budgetDayOf(now));
}

async function leavingOn(leaving: Leaving, today: BudgetDay): Promise<Outgoing | undefined> {
  if ('sms' in leaving) return (await admitSms(leaving.toNumber.book, today, leaving.toNumber)) ? { sms: leaving.sms } : undefined;
  if (!leaving.toVisitor) return { mail: leaving.mail };
  const { book, mailbox, budget, ifSilenced, evenIfSilenced } = leaving.toVisitor;
  if (!evenIfSilenced && (await isMailboxSuppressed(book, mailbox))) {
    const instead = ifSilenced && (await ifSilenced());
    return instead ? leavingOn(instead, today) : undefined;
  }
  return (await admitVisitorMessage(book, today, { mailbox, ...budget })) ? { mail: leaving.mail } : undefined;
}

/** Whether the message may leave today; counts it where it may. */
async function admitVisitorMessage(book: BudgetBook, { day, endOfDay }: BudgetDay, message: VisitorMessage): Promise<boolean> {
  const { mailbox, kind, messageId, standing } = message;
  if (standing) {
    const held = await book.admit(`mailbox-${mailbox}`, standing.bookingId, {
      limit: visitorBudget.standing,
      until: standing.endsAt,
      stillHeld: standing.stillHeld,
    });
    if (!held) return false;
  }
  const ofKind = { confirmation: visitorBudget.confirmationsPerDay, note: visitorBudget.notesPerDay, reminder: undefined }[kind];
  if (ofKind !== undefined && !(await book.admit(`${kind}s-${mailbox}-${day}`, messageId, { limit: ofKind, until: endOfDay })))
    return false;
  return book.admit(`messages-${mailbox}-${day}`, messageId, { limit: visitorBudget.perDay, until: endOfDay });
}

/**
 * Whether an SMS may leave now; counts it where it may. First the number's budgets, the per-mailbox ones'
 * twin (the same rules and the same `admit`, kept under the number's keyed hash), then the owner's cap of
 * SMS a day for the whole site (`sms-<day>`). Past the cap no SMS leaves that day (e-mail goes on), and
 * `reached` hears of each one held back (it tells the team, once a day).
 */
async function admitSms(
  book: BudgetBook,
  today: BudgetDay,
  toNumber: { number: string; budget: Omit<VisitorMessage, 'mailbox'>; dailyCap: { limit: number; reached: () => Promise<void> } },
): Promise<boolean> {
  const { number, budget, dailyCap } = toNumber;
  if (!(await admitVisitorMessage(book, today, { mailbox: number, ...budget }))) return false;
  const { day, endOfDay } = today;
  if (dailyCap.limit > 0 && (await book.admit(`sms-${day}`, `${budget.messageId}`, { limit: dailyCap.limit, until: endOfDay }))) return true;
  await dailyCap.reached();
  return false;
}
