/**
 * The privacy page's promise for bookings, kept on a clock rather than on visits: every 15 minutes
 * (with the scheduled delivery of waiting messages) both booking stores are swept: times that have
 * passed are deleted, holds that ran out keep nothing about anyone (./booking-store.ts: sweepExpired), and
 * the records of where a changed booking went are deleted with its time (sweepMoves).
 */
import type { Logger } from '../shared/logger';
import { type BookingStore, bookingStoreName, openBookingStore, previewBookingStoreName, sweepExpired, sweepMoves } from './booking-store';

export async function sweepBookings(deps: { now?: () => number; log?: Logger; stores?: Record<string, BookingStore> } = {}) {
  const log = deps.log ?? console;
  const now = new Date((deps.now ?? Date.now)());
  const totals = { deleted: 0, freed: 0 };
  for (const name of [bookingStoreName, previewBookingStoreName]) {
    try {
      const store = deps.stores?.[name] ?? openBookingStore(name);
      const { deleted, freed } = await sweepExpired(store, now);
      await sweepMoves(store, now);
      totals.deleted += deleted;
      totals.freed += freed;
    } catch (error) {
      // The next run tries again; the delivery of waiting messages must not depend on it.
      log.error(`booking: could not sweep ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (totals.deleted + totals.freed > 0) log.info(`booking: swept ${totals.deleted} passed time(s), freed ${totals.freed} hold(s)`);
  return totals;
}
