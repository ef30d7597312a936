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

export const visitorBudget = { standing: 2, confirmationsPerDay: 3, notesPerDay: 5, perDay: 8 } as const;

/** What the budgets need of the store: the ledger's bounded sets (./../booking/ledger/ledger.ts). */
export interface BudgetBook {
  admit(name: string, id: string, options: { limit: number; until: Date; stillHeld?: (id: string) => Promise<boolean> }): Promise<boolean>;
}

export interface VisitorMessage {
  /** ./mailbox.ts: mailboxKey; for an SMS ./phone-key.ts: numberKey (the same budgets per number). */
  mailbox: string;
  kind: 'confirmation' | 'note' | 'reminder';
  /** Names this one message among the mailbox's (the same message made again is the same id). */
  messageId: string;
  /** The booking it is about while that stands: it must hold one of the mailbox's standing places. */
  standing?: { bookingId: string; endsAt: Date; stillHeld: (bookingId: string) => Promise<boolean> };
}

/** Whether the message may leave now; counts it where it may. */
export async function admitVisitorMessage(book: BudgetBook, now: Date, message: VisitorMessage): Promise<boolean> {
  const day = instantToWallTime(now).date;
  const endOfDay = startOfZurichDay(addDays(day, 1));
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
export async function admitSms(
  book: BudgetBook,
  now: Date,
  toNumber: { number: string; budget: Omit<VisitorMessage, 'mailbox'>; dailyCap: { limit: number; reached: () => Promise<void> } },
): Promise<boolean> {
  const { number, budget, dailyCap } = toNumber;
  if (!(await admitVisitorMessage(book, now, { mailbox: number, ...budget }))) return false;
  const day = instantToWallTime(now).date;
  const endOfDay = startOfZurichDay(addDays(day, 1));
  if (dailyCap.limit > 0 && (await book.admit(`sms-${day}`, `${budget.messageId}`, { limit: dailyCap.limit, until: endOfDay }))) return true;
  await dailyCap.reached();
  return false;
}
