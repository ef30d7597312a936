/**
 * Where a booked time meets, by one rule for the request form's check and the function that books it:
 * the window's place (whatever else was ticked without JavaScript: the time is what was chosen); where
 * it offers both, the one the visitor chose, "Beides ist gut" being no answer then.
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
