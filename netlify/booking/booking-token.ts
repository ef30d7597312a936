/**
 * The private links of a booking: "cancel" for the visitor (on the confirmation page and in the .ics)
 * and "release" for the team (in the team's mail). No account and no stored token: the link carries
 * the booking id and the slot id, and an HMAC-SHA256 of them under a secret only the function knows,
 * so nobody can make one, or turn a visitor's cancel link into a release link or into another booking's.
 *
 * Token: `<bookingId>.<slotId>.<mac>`, URL-safe as it stands (base64url, digits, `-`, `_`, `.`).
 */
import { startOfSlotId, type SlotId } from '../../src/booking/free-times';
import type { Language } from '../../src/i18n/languages';
import { isSameMac, keyedHash } from '../shared/signer';

/**
 * cancel: the visitor's page (in the answer after booking, the mails and the .ics: whoever holds it may
 * see, change and cancel the booking, nothing more); notme and resume: only in the mails to the visitor's
 * mailbox, so only the mailbox can say "this was not me" or ask for its mails again; release and
 * attended: the team's; again: the link in the one message after a missed time (./way-back.ts), naming
 * the time's attendance id, never the booking number.
 */
export const bookingActions = ['cancel', 'notme', 'resume', 'release', 'attended-de', 'attended-en', 'again'] as const;
export type BookingAction = (typeof bookingActions)[number];

/**
 * The team's link after a time ("Gekommen", "Nicht gekommen"): it names the visitor's language too, since
 * the booking itself is deleted once its time has passed and the answer is counted in that language.
 */
export function attendedAction(language: Language): BookingAction {
  return language === 'en' ? 'attended-en' : 'attended-de';
}

export interface BookingTokenSubject {
  bookingId: string;
  slotId: SlotId;
}

/** A booking id as the ledger makes them (ledger/records.ts: newRandomId): base64url, no dot (the token's separator). */
const bookingIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
const macPattern = /^[A-Za-z0-9_-]{43}$/;

export { minimumSecretLength } from '../shared/signer';

export function signBookingToken(action: BookingAction, subject: BookingTokenSubject, secret: string): string {
  if (!bookingIdPattern.test(subject.bookingId)) throw new Error(`not a booking id: "${subject.bookingId}"`);
  if (!startOfSlotId(subject.slotId)) throw new Error(`not a slot id: "${subject.slotId}"`);
  return `${subject.bookingId}.${subject.slotId}.${mac(action, subject, secret).toString('base64url')}`;
}

/** What a token names, when it was made for this action with this secret; anything else is undefined. */
export function readBookingToken(token: string, action: BookingAction, secret: string): BookingTokenSubject | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [bookingId, slotId, given] = parts as [string, string, string];
  if (!bookingIdPattern.test(bookingId) || !startOfSlotId(slotId) || !macPattern.test(given)) return undefined;
  if (!isSameMac(given, mac(action, { bookingId, slotId }, secret))) return undefined;
  return { bookingId, slotId };
}

function mac(action: BookingAction, { bookingId, slotId }: BookingTokenSubject, secret: string): Buffer {
  return keyedHash(secret, 'booking-token/v1', action, bookingId, slotId);
}
