/**
 * A day's counts as the owner reads them: its summary once folded, else its events and the team's
 * attendance marks of that day's times. And the folding itself, run by the scheduled function: a day
 * whose marks can no longer change (`foldAfterDays`) is summed into `days/<day>` and its events and
 * marks are deleted, so the store holds one small key a day; days older than `keepDays` are deleted,
 * and the networks seen on a day (./count-store.ts: `seen/`) as soon as the day is over.
 *
 * Neither reads the whole store: events are listed one day's prefix at a time, for the days asked
 * about or ready to fold, and the days that have any are known from one listing of the folders.
 *
 * Folding is safe to repeat and to run twice at once: nothing new arrives for a folded day, so two runs
 * sum the same keys; the summary is written only where there is none, and a run that died after writing
 * it only leaves keys the next run deletes without counting them again.
 */
import { addDays } from '../../src/booking/zurich-time';
import type { Language } from '../../src/i18n/languages';
import {
  type CountStore,
  type DayCounts,
  type LanguageCounts,
  addCount,
  countEventsOn,
  dayOf,
  daysFrom,
  daysUnder,
  eventsPrefix,
  keepDays,
  keysUnder,
  noCounts,
  readDaySummary,
  seenPrefix,
  sumEvents,
} from './count-store';

/** The team's marks after a booked time ("Gekommen", "Nicht gekommen"), one per booked time, kept until folded (./attendance-marks.ts). */
export interface AttendanceMarks {
  /** The marks of the times on this day that took place: the team's answer, or none yet. */
  marksOn(day: string): Promise<{ language: Language; came?: boolean }[]>;
  /** The days that have marks. */
  markedDays(): Promise<string[]>;
  forgetDay(day: string): Promise<void>;
}

/** The team may mark a time until this many days after it; its day is folded after that. */
export const markWithinDays = 14;
export const foldAfterDays = markWithinDays + 2;

async function addMarks(counts: LanguageCounts, attendance: AttendanceMarks, day: string): Promise<void> {
  for (const mark of await attendance.marksOn(day))
    addCount(counts, mark.language, mark.came === undefined ? 'not-marked' : mark.came ? 'came' : 'not-came');
}

/** The counts of every day from `from` to `to` (inclusive; days without any count have empty counts). */
export async function readDayCounts(store: CountStore, attendance: AttendanceMarks, from: string, to: string): Promise<DayCounts[]> {
  // Three listings of names (the summaries, at most `keepDays`; the days with events, the days with marks), then
  // a read or a listing only for a day that has something: a range of weeks is a few requests.
  const [summaries, eventDays, markedDays] = await Promise.all([
    keysUnder(store, 'days/'),
    daysUnder(store, eventsPrefix),
    attendance.markedDays(),
  ]);
  const summarised = new Set(summaries.map((key) => key.slice('days/'.length)));
  const withEvents = new Set(eventDays);
  const marked = new Set(markedDays);
  return Promise.all(
    daysFrom(from, to).map(async (day) => {
      if (summarised.has(day)) return { day, counts: (await readDaySummary(store, day)) ?? noCounts() };
      const counts = withEvents.has(day) ? await countEventsOn(store, day) : noCounts();
      if (marked.has(day)) await addMarks(counts, attendance, day);
      return { day, counts };
    }),
  );
}

/** Folds every day that can no longer change and deletes what is older than `keepDays`. */
export async function foldDays(store: CountStore, attendance: AttendanceMarks, now: Date): Promise<{ folded: number; deleted: number }> {
  const today = dayOf(now);
  const lastFoldable = addDays(today, -foldAfterDays);
  const days = new Set(
    [...(await daysUnder(store, eventsPrefix)), ...(await attendance.markedDays())].filter((day) => day <= lastFoldable),
  );
  let folded = 0;
  for (const day of [...days].sort()) {
    const keys = await keysUnder(store, `${eventsPrefix}${day}/`);
    if (!(await readDaySummary(store, day))) {
      const counts = sumEvents(keys, day, day).get(day) ?? noCounts();
      await addMarks(counts, attendance, day);
      await store.setJSON(`days/${day}`, { counts }, { onlyIfNew: true });
      folded += 1;
    }
    for (const key of keys) await store.delete(key);
    await attendance.forgetDay(day);
  }
  // The networks seen on a day are needed only while it lasts (each counted once that day).
  for (const day of await daysUnder(store, seenPrefix)) {
    if (day >= today) continue;
    for (const key of await keysUnder(store, `${seenPrefix}${day}/`)) await store.delete(key);
  }
  const oldest = addDays(today, -keepDays);
  let deleted = 0;
  for (const key of await keysUnder(store, 'days/')) {
    if (key.slice('days/'.length) >= oldest) continue;
    await store.delete(key);
    deleted += 1;
  }
  return { folded, deleted };
}
