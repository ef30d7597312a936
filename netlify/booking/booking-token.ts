/**
 * The private links of a booking: "cancel" for the visitor (on the confirmation page and in the .ics)
 * and "release" for the team (in the team's mail). No account and no stored token: the link carries
 * the booking id and the slot id, and an HMAC-SHA256 of them under a secret only the function knows,
 * so nobody can make one, or turn a visitor's cancel link into a release link or into another booking's.
 *
 * Token: `<bookingId>.<slotId>.<mac>`, URL-safe as it stands (base64url, digits, `-`, `_`, `.`).
 */
import { timingSafeEqual } from 'node:crypto';
import { slotIdOf, startOfSlotId, type SlotId } from '../../src/booking/free-times';
import { type Language, languages } from '../../src/i18n/languages';
import { isSameMac, keyedHash } from '../shared/signer';

/**
 * cancel: the visitor's page (in the answer after booking, the mails and the .ics: whoever holds it may
 * see, change and cancel the booking, nothing more); notme and resume: only in the mails to the visitor's
 * mailbox, so only the mailbox can say "this was not me" or ask for its mails again; release and
 * attended: the team's; again: the link in the one message after a missed time (./way-back.ts), naming
 * the time's attendance id, never the booking number; offer: the link of an earlier time offered to the booking
 * (../offer-freed.ts), naming the offered time: it opens the page that takes or declines it, nothing else.
 */
export const bookingActions = ['cancel', 'notme', 'resume', 'release', 'attended-de', 'attended-en', 'again', 'offer'] as const;
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
  const expected = mac(action, { bookingId, slotId }, secret);
  return isSameMac(given, expected) ? { bookingId, slotId } : undefined;
}

function mac(action: BookingAction, { bookingId, slotId }: BookingTokenSubject, secret: string): Buffer {
  return keyedHash(secret, 'booking-token/v1', action, bookingId, slotId);
}

/**
 * The short private link an SMS carries (./booking-links.ts: shortLinkPath): the booking id as the ledger
 * makes it (16 characters) and 128 bits of a MAC of it under its own purpose (22 characters), 38 in all,
 * so the link and the words fit one SMS. As unguessable as the long link: the booking id is no secret
 * (calendar entries carry it), and 2^128 tries of a MAC is what no one can make. It opens the booking's page
 * and nothing else (a GET changes nothing); it names no time, so it still opens the page after a change.
 */
const shortIdLength = 16;
const shortMacLength = 22;

export function signShortToken(bookingId: string, secret: string): string {
  if (bookingId.length !== shortIdLength || !bookingIdPattern.test(bookingId))
    throw new Error(`not a booking id of 16 characters: "${bookingId}"`);
  return `${bookingId}${shortMac(secret, 'booking-short/v1', bookingId)}`;
}

/** The booking id a short token names, when it was made with this secret; anything else is undefined. */
export function readShortToken(token: string, secret: string): string | undefined {
  if (token.length !== shortIdLength + shortMacLength || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bookingId = token.slice(0, shortIdLength);
  const given = Buffer.from(token.slice(shortIdLength));
  const expected = Buffer.from(shortMac(secret, 'booking-short/v1', bookingId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : undefined;
}

/** 128 bits of the MAC, base64url (22 characters): a short token's one secret part. */
function shortMac(secret: string, purpose: string, ...fields: string[]): string {
  return keyedHash(secret, purpose, ...fields)
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The short link of the one SMS after a missed time (./way-back.ts): what the mail's `again` link names (the
 * time's attendance id, 16 characters as the ledger makes it, and the time), the visitor's language, and
 * 128 bits of a MAC of the three under its own purpose: `<attendanceId><language><minute><mac>`, the
 * language one letter (its place in `languages`), the minute the time starts since 1970 in base 36 (5
 * letters until 2085), 44 characters in all. Longer than a booking's short token (38), so the one short
 * route (`/t/`) tells them apart; nothing in it is about the visitor, and it opens the request at its free
 * times, as the mail's link does (./booking-views.ts: shortLinkAnswer).
 */
export interface ShortWayBack {
  subject: BookingTokenSubject;
  language: Language;
}

const shortWayBackPurpose = 'booking-short-again/v1';
const minuteMs = 60_000;

export function signShortWayBackToken(
  { bookingId: attendanceId, slotId }: BookingTokenSubject,
  language: Language,
  secret: string,
): string {
  if (attendanceId.length !== shortIdLength || !bookingIdPattern.test(attendanceId))
    throw new Error(`not an attendance id of 16 characters: "${attendanceId}"`);
  const start = startOfSlotId(slotId);
  if (!start) throw new Error(`not a slot id: "${slotId}"`);
  const middle = `${languages.indexOf(language).toString(36)}${(start.getTime() / minuteMs).toString(36)}`;
  return `${attendanceId}${middle}${shortMac(secret, shortWayBackPurpose, attendanceId, middle)}`;
}

/** What a short way-back token names, when it was made with this secret; anything else (a booking's short token too) is undefined. */
export function readShortWayBackToken(token: string, secret: string): ShortWayBack | undefined {
  if (token.length <= shortIdLength + shortMacLength + 1 || token.length > 64 || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const attendanceId = token.slice(0, shortIdLength);
  const middle = token.slice(shortIdLength, -shortMacLength);
  const parts = /^([0-9a-z])([1-9a-z][0-9a-z]{0,8})$/.exec(middle);
  const language = parts ? languages[Number.parseInt(parts[1] as string, 36)] : undefined;
  if (!parts || !language || !bookingIdPattern.test(attendanceId)) return undefined;
  const slotId = slotIdOf(new Date(Number.parseInt(parts[2] as string, 36) * minuteMs));
  const given = Buffer.from(token.slice(-shortMacLength));
  const expected = Buffer.from(shortMac(secret, shortWayBackPurpose, attendanceId, middle));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { subject: { bookingId: attendanceId, slotId }, language };
}
