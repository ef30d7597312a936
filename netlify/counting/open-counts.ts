/**
 * The counts of one deploy context as the owner reads them (the private page, the weekly mail,
 * `npm run report`) and the scheduled function folds them: the count store, and the team's attendance
 * answers, which the booking ledger keeps until their day is folded.
 */
import { bookingStoreOf } from '../booking/booking-settings';
import { type Ledger, openLedger } from '../booking/ledger/ledger';
import { type BookingStore, openBookingStore } from '../booking/ledger/records';
import type { Logger } from '../shared/logger';
import type { Env } from '../shared/mail-settings';
import { type CountStore, countStoreOf, openCountStore } from './count-store';
import type { AttendanceMarks } from './day-counts';

export function attendanceOfLedger(ledger: Ledger): AttendanceMarks {
  return {
    marksOn: async (day) => (await ledger.attendanceOn(day)).map(({ came, language }) => ({ came, language })),
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
