/**
 * Changing a booked time from its page: the new time is held and booked first, by the same one-winner
 * write as any booking (./booking-times.ts), and only then is the old one released, so the visitor is
 * never left with neither. The booking keeps its id, so its private links, the calendar file and the
 * team's release link go on working: they name the time they were made for, and `moved/<bookingId>`
 * says where the booking is now (./booking-store.ts: MovedBooking).
 */
import type { Slot } from '../../src/booking/free-times';
import { type BookingDeps, type BookingOutcome, bookTime } from './booking-times';
import { type MeetingPlace, type MovedBooking, type SlotEntry, personOf, readMove, releaseSlot, writeMove } from './booking-store';

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
  /** The same time again; or another change of this booking came first (two tabs, a double click): nothing done here. */
  | { ok: false; reason: 'unchanged' }
  /** The booking was cancelled or released while it was being changed: the new time is given back too. */
  | { ok: false; reason: 'gone' };

export async function moveBooking(
  deps: BookingDeps,
  booking: BookingNow,
  request: { slotId: string; place: string | undefined },
): Promise<MoveOutcome> {
  if (request.slotId === booking.slotId) return { ok: false, reason: 'unchanged' };
  const { entry } = booking;
  const person = personOf(entry);
  const booked = await bookTime(deps, {
    slotId: request.slotId,
    place: request.place,
    network: entry.network,
    ...(person ? { person } : {}),
    moving: booking.bookingId,
  });
  if (!booked.ok) return booked;
  const changes = booking.changes + 1;
  const move: MovedBooking = { slotId: booked.slot.id, dateEnd: booked.slot.end, changes };
  const { store, now, log } = deps;
  if (!(await writeMove(store, booking.bookingId, move, booking.moveEtag))) {
    // Another change of this booking was recorded meanwhile. If it was this same time (the form sent
    // twice), the time is that change's now and stays; any other time it stands and this one is given back.
    if ((await readMove(store, booking.bookingId))?.entry.slotId !== booked.slot.id) {
      await releaseSlot(store, { slotId: booked.slot.id, bookingId: booking.bookingId, now });
      log.info(`booking: ${booking.bookingId} was changed twice at once; ${booked.slot.id} given back`);
    }
    return { ok: false, reason: 'unchanged' };
  }
  // The move is recorded: from here on the booking is at the new time, whatever happens to the old one.
  const old = await releaseSlot(store, { slotId: booking.slotId, bookingId: booking.bookingId, now }).catch((error: unknown) => {
    log.error(
      `booking: ${booking.bookingId} moved to ${booked.slot.id}, but ${booking.slotId} could not be freed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { released: true } as const;
  });
  if (!old.released) {
    // Cancelled or released meanwhile (another tab, the team's link): that stands, the new time goes too.
    await releaseSlot(store, { slotId: booked.slot.id, bookingId: booking.bookingId, now });
    log.info(`booking: ${booking.bookingId} was freed while it moved to ${booked.slot.id}; both times are free`);
    return { ok: false, reason: 'gone' };
  }
  log.info(`booking: ${booking.bookingId} moved from ${booking.slotId} to ${booked.slot.id}`);
  return { ok: true, slot: booked.slot, place: booked.place, changes };
}
