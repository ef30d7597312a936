/**
 * The counts of one deploy context as the owner reads them (the private page, the weekly mail,
 * `npm run report`) and the scheduled function folds them: the count store, and the team's attendance
 * answers, which the booking ledger keeps until their day is folded.
 */
import { bookingStoreOf } from '../booking/booking-settings';
import { type Ledger, openLedger } from '../booking/ledger/ledger';
import { type BookingStore, bookingStoreName, openBookingStore, previewBookingStoreName } from '../booking/ledger/records';
import type { Logger } from '../shared/logger';
import type { Env } from '../shared/mail-settings';
import { type CountStore, countStoreName, countStoreOf, openCountStore, previewCountStoreName } from './count-store';
import { type AttendanceMarks, foldDays } from './day-counts';

export function attendanceOfLedger(ledger: Ledger): AttendanceMarks {
  return {
    marksOn: async (day) =>
      (await ledger.attendanceOn(day)).flatMap(({ came, language }) => (came === undefined ? [] : [{ came, language }])),
    markedDays: () => ledger.attendanceDays(),
    forgetDay: (day) => ledger.forgetAttendance(day),
  };
}

export interface OpenedCounts {
  store: CountStore;
  attendance: AttendanceMarks;
}

/** Opens the deploy context's stores (tests pass their own). Throws where Blobs is not available. */
export function openCounts(
  deps: {
    env?: Env;
    deployContext?: string | undefined;
    now?: Date;
    log?: Logger;
    countStore?: CountStore;
    bookingStore?: BookingStore;
  } = {},
): OpenedCounts {
  const env = deps.env ?? process.env;
  const store = deps.countStore ?? openCountStore(countStoreOf(env, deps.deployContext));
  const bookingStore = deps.bookingStore ?? openBookingStore(bookingStoreOf(env, deps.deployContext));
  const ledger = openLedger({ store: bookingStore, now: deps.now ?? new Date(), timesPerNetwork: 0, log: deps.log ?? console });
  return { store, attendance: attendanceOfLedger(ledger) };
}

/**
 * The scheduled step: folds the days that can no longer change, in the published site's stores and the
 * previews' (as the sweep does both). A problem is logged, never thrown: the other scheduled work goes on.
 */
export async function foldCounts(
  deps: { now?: () => number; log?: Logger; stores?: { countStore: CountStore; bookingStore: BookingStore }[] } = {},
) {
  const log = deps.log ?? console;
  const now = new Date((deps.now ?? Date.now)());
  const totals = { folded: 0, deleted: 0 };
  const pairs =
    deps.stores ??
    [
      [countStoreName, bookingStoreName],
      [previewCountStoreName, previewBookingStoreName],
    ].map(([counts, bookings]) => ({ countStore: openCountStore(counts!), bookingStore: openBookingStore(bookings!) }));
  for (const { countStore, bookingStore } of pairs) {
    try {
      const { store, attendance } = openCounts({ countStore, bookingStore, now, log });
      const { folded, deleted } = await foldDays(store, attendance, now);
      totals.folded += folded;
      totals.deleted += deleted;
    } catch (error) {
      log.error(`counting: could not fold the days' counts: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return totals;
}
