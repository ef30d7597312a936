/**
 * The privacy page's promise for bookings, kept on a clock rather than on visits: every 15 minutes
 * (with the scheduled delivery of waiting messages) both booking stores are swept: records whose time
 * has passed are deleted, claims that are no booking's are freed (./ledger/ledger.ts: sweep).
 */
import type { Logger } from '../shared/logger';
import { openLedger } from './ledger/ledger';
import { type BookingStore, bookingStoreName, openBookingStore, previewBookingStoreName } from './ledger/records';

export async function sweepBookings(deps: { now?: () => number; log?: Logger; stores?: Record<string, BookingStore> } = {}) {
  const log = deps.log ?? console;
  const now = new Date((deps.now ?? Date.now)());
  const totals = { deleted: 0, freed: 0 };
  for (const name of [bookingStoreName, previewBookingStoreName]) {
    try {
      const store = deps.stores?.[name] ?? openBookingStore(name);
      // The cap on times per network plays no part in a sweep.
      const { deleted, freed } = await openLedger({ store, now, timesPerNetwork: 0, log }).sweep();
      totals.deleted += deleted;
      totals.freed += freed;
    } catch (error) {
      // The next run tries again; the delivery of waiting messages must not depend on it.
      log.error(`booking: could not sweep ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (totals.deleted + totals.freed > 0) log.info(`booking: swept ${totals.deleted} passed time(s), freed ${totals.freed} claim(s)`);
  return totals;
}
