/**
 * Where a booked time meets, by one rule for the request form's check and the function that books it:
 * the window's place (whatever else was ticked without JavaScript: the time is what was chosen); where
 * it offers both, the one the visitor chose, "Beides ist gut" being no answer then. And what a place
 * needs of the visitor's addresses, by the same one rule for both sides (meetingProblems).
 */
import type { Place } from './availability';
import type { Slot } from './free-times';

/** A place a meeting happens in: one of the two, never "both". */
export type MeetingPlace = Exclude<Place, 'both'>;

export function meetingPlace(
  slot: Pick<Slot, 'place'>,
  chosen: unknown,
): { ok: true; place: MeetingPlace } | { ok: false; code: 'required' } {
  if (slot.place !== 'both') return { ok: true, place: slot.place };
  return chosen === 'online' || chosen === 'dietikon' ? { ok: true, place: chosen } : { ok: false, code: 'required' };
}

/** A question a chosen time leaves open: its place (a time in both places), or the e-mail address an online time needs. */
export type MeetingProblem = { field: 'place'; code: 'required' } | { field: 'email'; code: 'online' };

/**
 * What a place asks of the visitor's addresses. An online time needs an e-mail address: the team sends
 * the video link by e-mail, and a link read out on the phone is easily mistyped. Whether an address
 * given is well formed is validateRequest's to say (src/forms/request/validate.ts).
 */
export function addressProblems(place: MeetingPlace, email: unknown): MeetingProblem[] {
  const given = typeof email === 'string' && email.trim() !== '';
  return place === 'online' && !given ? [{ field: 'email', code: 'online' }] : [];
}

/** What booking a time asks of the answers beyond the time itself: its place where it offers both, then the addresses that place needs. */
export function meetingProblems(slot: Pick<Slot, 'place'>, answers: { place?: unknown; email?: unknown }): MeetingProblem[] {
  const place = meetingPlace(slot, answers.place);
  return place.ok ? addressProblems(place.place, answers.email) : [{ field: 'place', code: place.code }];
}
