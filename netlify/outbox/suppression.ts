/**
 * "No more mails" for a mailbox (./mailbox.ts), said only through a link that arrived in that mailbox
 * ("this was not me" in the confirmation: ../booking/booking-token.ts, action `notme`), kept as the
 * mailbox's keyed hash for `suppressionDays`. A suppressed mailbox that is booked for again, mails
 * ticked, gets at most one mail in that time asking whether it wants its mails back (action `resume`).
 */
export const suppressionDays = 365;
const dayMs = 24 * 60 * 60_000;

/** What suppression needs of the store: the ledger's notices (../booking/ledger/ledger.ts). */
export interface NoticeBook {
  firstNotice(name: string, until: Date): Promise<boolean>;
  hasNotice(name: string): Promise<boolean>;
  forgetNotice(name: string): Promise<void>;
  admit(name: string, id: string, options: { limit: number; until: Date }): Promise<boolean>;
}

const stopName = (mailbox: string) => `stop-${mailbox}`;
const askedName = (mailbox: string) => `asked-${mailbox}`;
const suppressedUntil = (now: Date) => new Date(now.getTime() + suppressionDays * dayMs);

export async function suppressMailbox(book: NoticeBook, mailbox: string, now: Date): Promise<void> {
  await book.firstNotice(stopName(mailbox), suppressedUntil(now));
}

export function isMailboxSuppressed(book: NoticeBook, mailbox: string): Promise<boolean> {
  return book.hasNotice(stopName(mailbox));
}

/** The mailbox asked for its mails again (through its own link): the stop and the one question are lifted. */
export async function liftSuppression(book: NoticeBook, mailbox: string): Promise<void> {
  await book.forgetNotice(stopName(mailbox));
  await book.forgetNotice(askedName(mailbox));
}

/** Whether this booking's question "mails again?" may go: one booking per suppressed mailbox (asked again for it, it may: a mail that waited). */
export function mayAskToResume(book: NoticeBook, mailbox: string, bookingId: string, now: Date): Promise<boolean> {
  return book.admit(askedName(mailbox), bookingId, { limit: 1, until: suppressedUntil(now) });
}
