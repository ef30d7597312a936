/**
 * Where a booked time meets, by one rule for the request form's check and the function that books it:
 * the window's place where it offers one (whatever else was ticked without JavaScript: the time is what
 * was chosen); where it offers several, the one of them the visitor chose, "Alles ist gut" being no
 * answer then. And what a place needs of the visitor's addresses, by the same one rule for both sides
 * (meetingProblems).
 */
import type { MeetingPlace } from './availability';
import type { Slot } from './free-times';

export type { MeetingPlace };

export function meetingPlace(
  slot: Pick<Slot, 'places'>,
  chosen: unknown,
): { ok: true; place: MeetingPlace } | { ok: false; code: 'required' } {
  const [only] = slot.places;
  if (slot.places.length === 1 && only) return { ok: true, place: only };
  const place = slot.places.find((offered) => offered === chosen);
  return place ? { ok: true, place } : { ok: false, code: 'required' };
}

/**
 * A question a chosen time leaves open: its place (a time in several places), the e-mail address an online
 * time needs, or the phone number a time on the phone needs. Each code names the place that asks it.
 */
export type MeetingProblem = { field: 'place'; code: 'required' } | { field: 'email'; code: 'online' } | { field: 'phone'; code: 'phone' };

const given = (address: unknown) => typeof address === 'string' && address.trim() !== '';

/**
 * What a place asks of the visitor's addresses. An online time needs an e-mail address: the team sends
 * the video link by e-mail, and a link read out on the phone is easily mistyped. A time on the phone
 * needs a phone number: the team calls it at the time. Whether an address given is well formed is
 * validateRequest's to say (src/forms/request/validate.ts).
 */
export function addressProblems(place: MeetingPlace, addresses: { email?: unknown; phone?: unknown }): MeetingProblem[] {
  if (place === 'online' && !given(addresses.email)) return [{ field: 'email', code: 'online' }];
  if (place === 'phone' && !given(addresses.phone)) return [{ field: 'phone', code: 'phone' }];
  return [];
}

/** What booking a time asks of the answers beyond the time itself: its place where it offers several, then the addresses that place needs. */
export function meetingProblems(
  slot: Pick<Slot, 'places'>,
  answers: { place?: unknown; email?: unknown; phone?: unknown },
): MeetingProblem[] {
  const place = meetingPlace(slot, answers.place);
  return place.ok ? addressProblems(place.place, answers) : [{ field: 'place', code: place.code }];
}
