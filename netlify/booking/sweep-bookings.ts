/**
 * The privacy page's promise for bookings, kept on a clock rather than on visits: every 15 minutes
 * (with the scheduled delivery of waiting messages) both booking stores are swept: records whose time
 * has passed are deleted, claims that are no booking's are freed (./ledger/ledger.ts: sweep). A booked
 * time that took place leaves, in its context's count store, the team's question "came or not"
 * (../counting/attendance-marks.ts), under its attendance id only; and where its visitor gets mails, in
 * the ledger for a few days, the address of the one message should they not have come (./way-back.ts).
 * The times whose hold or offer ran out are returned per store (`offerable`), to be offered to the line
 * (./offer-freed.ts: offerSweptTimes), with the offers let pass, to be counted.
 */
import { instantToWallTime } from '../../src/booking/zurich-time';
import { markDue } from '../counting/attendance-marks';
import { type CountStore, countStoreName, openCountStore, previewCountStoreName } from '../counting/count-store';
import type { Logger } from '../shared/logger';
import { type Booking, openLedger } from './ledger/ledger';
import type { SweptTimes } from './offer-freed';
import { type BookingStore, bookingStoreName, dayOfSlot, openBookingStore, previewBookingStoreName } from './ledger/records';

/** Each booking store with the count store of the same deploy contexts. */
const storePairs = [
  [bookingStoreName, countStoreName],
  [previewBookingStoreName, previewCountStoreName],
] as const;

/** The question "came or not" for a booked time that took place. */
export function awaitAnswer(counts: () => CountStore) {
  return async (booking: Booking) => {
    const { time } = instantToWallTime(new Date(booking.slot.start));
    const nonce = booking.attendanceId ?? booking.bookingId;
    await markDue(counts(), dayOfSlot(booking.slotId), nonce, { language: booking.language ?? 'de', time });
  };
}

export async function sweepBookings(
  deps: { now?: () => number; log?: Logger; stores?: Record<string, BookingStore>; countStores?: Record<string, CountStore> } = {},
) {
  const log = deps.log ?? console;
  const now = new Date((deps.now ?? Date.now)());
  const totals = { deleted: 0, freed: 0 };
  const offerable: SweptTimes = {};
  for (const [name, countsName] of storePairs) {
    try {
      const store = deps.stores?.[name] ?? openBookingStore(name);
      // Opened only when a booked time took place (a failure there is logged by the sweep, which goes on).
      const counts = () => deps.countStores?.[countsName] ?? openCountStore(countsName);
      // The cap on times per network plays no part in a sweep.
      const ledger = openLedger({ store, now, timesPerNetwork: 0, log });
      const answerAwaited = awaitAnswer(counts);
      // A time that took place: the team's question, and for a visitor who gets mails the address of the way back (./way-back.ts).
      const { deleted, freed, freedTimes, lapsed } = await ledger.sweep(async (booking) => {
        await answerAwaited(booking);
        await ledger
          .keepWayBack(booking)
          .catch((error: unknown) =>
            log.error(`booking: no way back after ${booking.slotId}: ${error instanceof Error ? error.message : String(error)}`),
          );
      });
      totals.deleted += deleted;
      totals.freed += freed;
      offerable[name] = { slotIds: freedTimes.map(({ id }) => id), lapsed };
    } catch (error) {
      // The next run tries again; the delivery of waiting messages must not depend on it.
      log.error(`booking: could not sweep ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (totals.deleted + totals.freed > 0) log.info(`booking: swept ${totals.deleted} passed time(s), freed ${totals.freed} claim(s)`);
  return { ...totals, offerable };
}

/**
 * Local development only, a run at a clock set later (`?at=`): the holds and offers run out by then are freed as
 * the sweep frees them at that hour (nothing is deleted: the sweep keeps the real clock), and added to what the
 * sweep freed, so an offer let pass goes to the next in line under a set clock (e2e/earlier-time-passed.spec.ts).
 */
export async function freeRunOutAt(
  now: () => number,
  swept: SweptTimes,
  deps: { log?: Logger; stores?: Record<string, BookingStore> } = {},
): Promise<SweptTimes> {
  const log = deps.log ?? console;
  const joined: SweptTimes = { ...swept };
  for (const [name] of storePairs) {
    try {
      const store = deps.stores?.[name] ?? openBookingStore(name);
      const { freedTimes, lapsed } = await openLedger({ store, now: new Date(now()), timesPerNetwork: 0, log }).freeRunOut();
      const before = joined[name] ?? { slotIds: [], lapsed: [] };
      joined[name] = { slotIds: [...before.slotIds, ...freedTimes.map(({ id }) => id)], lapsed: [...before.lapsed, ...lapsed] };
    } catch (error) {
      log.error(`booking: could not free the holds run out in ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return joined;
}
