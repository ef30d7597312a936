/**
 * The counts of one deploy context as the owner reads them (the private page, the weekly mail,
 * `npm run report`) and the scheduled function folds them: the count store, with the team's attendance
 * answers kept in it until their day is folded (./attendance-marks.ts).
 */
import type { Logger } from '../shared/logger';
import type { Env } from '../shared/mail-settings';
import { attendanceMarksIn } from './attendance-marks';
import { type CountStore, countStoreName, countStoreOf, openCountStore, previewCountStoreName } from './count-store';
import { type AttendanceMarks, foldDays } from './day-counts';

export interface OpenedCounts {
  store: CountStore;
  attendance: AttendanceMarks;
}

/** Opens the deploy context's store (tests pass their own). Throws where Blobs is not available. */
export function openCounts(deps: { env?: Env; deployContext?: string | undefined; countStore?: CountStore } = {}): OpenedCounts {
  const store = deps.countStore ?? openCountStore(countStoreOf(deps.env ?? process.env, deps.deployContext));
  return { store, attendance: attendanceMarksIn(store) };
}

/**
 * The scheduled step: folds the days that can no longer change, in the published site's store and the
 * previews' (as the sweep does both). A problem is logged, never thrown: the other scheduled work goes on.
 */
export async function foldCounts(deps: { now?: () => number; log?: Logger; stores?: CountStore[] } = {}) {
  const log = deps.log ?? console;
  const now = new Date((deps.now ?? Date.now)());
  const totals = { folded: 0, deleted: 0 };
  for (const countStore of deps.stores ?? [countStoreName, previewCountStoreName].map(openCountStore)) {
    try {
      const { store, attendance } = openCounts({ countStore });
      const { folded, deleted } = await foldDays(store, attendance, now);
      totals.folded += folded;
      totals.deleted += deleted;
    } catch (error) {
      log.error(`counting: could not fold the days' counts: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return totals;
}
