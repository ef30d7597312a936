/**
 * The private links of a booking: "cancel" for the visitor (on the confirmation page and in the .ics)
 * and "release" for the team (in the team's mail). No account and no stored token: the link carries
 * the booking id and the slot id, and an HMAC-SHA256 of them under a secret only the function knows,
 * so nobody can make one, or turn a visitor's cancel link into a release link or into another booking's.
 *
 * Token: `<bookingId>.<slotId>.<mac>`, URL-safe as it stands (base64url, digits, `-`, `_`, `.`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startOfSlotId, type SlotId } from '../../src/booking/free-times';
import type { Language } from '../../src/i18n/languages';

export const bookingActions = ['cancel', 'release', 'attended-de', 'attended-en'] as const;
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

/** 32 characters: a random secret of that length has far more than the 128 bits a MAC key needs. */
export const minimumSecretLength = 32;

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
  const expected = mac(action, { bookingId, slotId }, secret);
  const received = Buffer.from(given, 'base64url');
  // Equal length first (timingSafeEqual throws otherwise); the comparison then takes the same time wherever they differ.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined;
  // base64url decoding forgives a changed last character's unused bits: only the canonical spelling is accepted.
  if (received.toString('base64url') !== given) return undefined;
  return { bookingId, slotId };
}

function mac(action: BookingAction, { bookingId, slotId }: BookingTokenSubject, secret: string): Buffer {
  if (secret.length < minimumSecretLength) throw new Error(`the booking token secret must be at least ${minimumSecretLength} characters`);
  // A fixed purpose and version first, fields on their own lines: no two different inputs share a message.
  return createHmac('sha256', secret).update(`booking-token/v1\n${action}\n${bookingId}\n${slotId}`).digest();
}
