/**
 * Changing a booked time from its page: the new time is held and booked first, by the same one-winner
 * write as any booking (./booking-times.ts), and only then is the old one released, so the visitor is
 * never left with neither. The booking keeps its id, so its private links, the calendar file and the
 * team's release link go on working: they name the time they were made for, and `moved/<bookingId>`
 * says where the booking is now (./booking-store.ts: MovedBooking).
 */
import type { Slot } from '../../src/booking/free-times';
import { type BookingDeps, type BookingOutcome, bookTime } from './booking-times';
import { type MeetingPlace, type MovedBooking, type SlotEntry, releaseSlot, writeMove } from './booking-store';

/** The booking as its link found it: where it is now, and the move record read with it (its ETag). */
export interface BookingNow {
  bookingId: string;
  slotId: string;
  entry: Extract<SlotEntry, { kind: 'booked' | 'held' }>;
  /** How often it was changed before. */
  changes: number;
  /** The ETag of its move record; none before its first move. */
  moveEtag?: string;
}

export type MoveOutcome =
  | { ok: true; slot: Slot; place: MeetingPlace; changes: number }
  | Extract<BookingOutcome, { ok: false }>
  /** The same time again; or another change of this booking came first (two tabs): nothing done here. */
  | { ok: false; reason: 'unchanged' };

export async function moveBooking(
  deps: BookingDeps,
  booking: BookingNow,
  request: { slotId: string; place: string | undefined },
): Promise<MoveOutcome> {
  if (request.slotId === booking.slotId) return { ok: false, reason: 'unchanged' };
  const { entry } = booking;
  const booked = await bookTime(deps, {
    slotId: request.slotId,
    place: request.place,
    network: entry.network,
    ...(entry.name ? { person: { name: entry.name, ...(entry.email ? { email: entry.email } : {}) } } : {}),
    moving: booking.bookingId,
  });
  if (!booked.ok) return booked;
  const changes = booking.changes + 1;
  const move: MovedBooking = { slotId: booked.slot.id, dateEnd: booked.slot.end, changes };
  const { store, now, log } = deps;
  if (!(await writeMove(store, booking.bookingId, move, booking.moveEtag))) {
    // Another change of this booking was recorded meanwhile: it stands, this new time is given back.
    await releaseSlot(store, { slotId: booked.slot.id, bookingId: booking.bookingId, now });
    log.info(`booking: ${booking.bookingId} was changed twice at once; ${booked.slot.id} given back`);
    return { ok: false, reason: 'unchanged' };
  }
  await releaseSlot(store, { slotId: booking.slotId, bookingId: booking.bookingId, now });
  log.info(`booking: ${booking.bookingId} moved from ${booking.slotId} to ${booked.slot.id}`);
  return { ok: true, slot: booked.slot, place: booked.place, changes };
}
