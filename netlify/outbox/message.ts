/**
 * What a message is to the outbox (./outbox.ts): what callers hand it, what the kinds' renderers make of
 * it (a visitor's with the budgets it counts against, which ./budgets.ts checks as it leaves), and the
 * kinds' registry.
 */
import type { Language } from '../../src/i18n/languages';
import type { MailAddresses, TeamMail } from './mail';
import type { Sms } from './sms';
import type { NoticeBook } from './suppression';

/** What a caller hands the outbox: the kind, the language, and what the message is about (its kind's own fields, JSON). */
export interface OutboxMessage {
  type: string;
  language: Language;
  /** A form's answers, as validated (a submission's kinds); `{}` for the others. */
  fields?: Readonly<Record<string, unknown>>;
  [about: string]: unknown;
}

/** What the budgets need of the store: the ledger's bounded sets (../booking/ledger/ledger.ts), as ./budgets.ts uses them. */
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

/** A mail on its way to a visitor: it leaves only as the visitor's mailbox allows. */
export interface ToVisitor {
  /** Where the mailbox's budgets and "no more mails" are kept (the booking ledger). */
  book: BudgetBook & NoticeBook;
  /** ./mailbox.ts: mailboxKey. */
  mailbox: string;
  budget: Omit<VisitorMessage, 'mailbox'>;
  /** What goes instead to a mailbox that said "no more mails" (the one question whether it wants them back), if anything. */
  ifSilenced?: () => Promise<Leaving | undefined>;
  /** That one question itself: it goes to a silenced mailbox (within the budgets). */
  evenIfSilenced?: true;
}

/** An SMS on its way to a visitor: it leaves only as the number's budgets and the site's daily cap allow (./budgets.ts: admitSms). */
export interface ToNumber {
  /** Where the number's budgets and the daily cap are kept (the booking ledger). */
  book: BudgetBook;
  /** ./phone-key.ts: numberKey. */
  number: string;
  budget: Omit<VisitorMessage, 'mailbox'>;
  /** The owner's cap of SMS a day for the whole site, and what happens when it holds one back (the team is told, once a day). */
  dailyCap: { limit: number; reached: () => Promise<void> };
}

/** A rendered mail, and for a visitor's the mailbox it goes to. */
export interface MailLeaving {
  mail: TeamMail;
  toVisitor?: ToVisitor;
}

/** A rendered SMS and the number it goes to (every SMS goes to a visitor). */
export interface SmsLeaving {
  sms: Sms;
  toNumber: ToNumber;
}

/**
 * A rendered message: a mail or an SMS, one channel each. A visitor reminded on both channels gets two
 * messages, each kept and retried on its own, so a retry of one never sends the other twice.
 */
export type Leaving = MailLeaving | SmsLeaving;

/** Thrown by a renderer for a kept message it can never make (no longer valid, its kind gone): set aside, not tried again. */
export class MessageRefused extends Error {}

/**
 * Thrown by a renderer for a message that may not leave yet, though nothing is wrong: an SMS in the night
 * (../booking/mails/visitor-sms.ts: none between 21:00 and 07:00). It is kept, or left, until `until`: no
 * failed attempt (its attempts and backoff stay as they were), no failure in a row for the run, and nothing
 * in the log that says the delivery is failing (./deliver-waiting.ts).
 */
export class MessageWaits extends Error {
  constructor(
    message: string,
    readonly until: Date,
  ) {
    super(message);
    this.name = 'MessageWaits';
  }
}

export interface MessageKind {
  /**
   * The message's mail as it is now; undefined when there is nothing (left) to say. `firstTry` is what
   * the caller knew when it sent it (a calendar write just made), never kept: a kept message is made
   * again from what it is about alone.
   */
  render(message: OutboxMessage, addresses: MailAddresses, firstTry?: unknown): Promise<Leaving | undefined>;
  /** A team's mail delivered late says so first (with when it came in); a visitor's says the booking as it is now. */
  saysWhenLate: boolean;
}

export type MessageKinds = Readonly<Record<string, MessageKind>>;

