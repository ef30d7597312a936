/**
 * A day's counts as the owner reads them: its summary once folded, else its events and the team's
 * attendance marks of that day's times. And the folding itself, run by the scheduled function: a day
 * whose marks can no longer change (`foldAfterDays`) is summed into `days/<day>` and its events and
 * marks are deleted, so the store holds one small key a day; days older than `keepDays` are deleted.
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
  countEvents,
  dayOf,
  daysFrom,
  keepDays,
  keysUnder,
  noCounts,
  readDaySummary,
  sumEvents,
} from './count-store';

/** The team's marks after a booked time ("Gekommen", "Nicht gekommen"), one per booking, kept by the ledger until folded. */
export interface AttendanceMarks {
  /** The marks of the times on this day. */
  marksOn(day: string): Promise<{ language: Language; came: boolean }[]>;
  /** The days that have marks. */
  markedDays(): Promise<string[]>;
  forgetDay(day: string): Promise<void>;
}

/** The team may mark a time until this many days after it; its day is folded after that. */
export const markWithinDays = 14;
export const foldAfterDays = markWithinDays + 2;

async function addMarks(counts: LanguageCounts, attendance: AttendanceMarks, day: string): Promise<void> {
  for (const mark of await attendance.marksOn(day)) addCount(counts, mark.language, mark.came ? 'came' : 'not-came');
}

/** The counts of every day from `from` to `to` (inclusive; days without any count have empty counts). */
export async function readDayCounts(store: CountStore, attendance: AttendanceMarks, from: string, to: string): Promise<DayCounts[]> {
  // Three listings, then a read only for a day that has something to read: a range of weeks is a few requests.
  const summarised = new Set((await keysUnder(store, 'days/')).map((key) => key.slice('days/'.length)));
  const events = await countEvents(store, from, to);
  const marked = new Set(await attendance.markedDays());
  return Promise.all(
    daysFrom(from, to).map(async (day) => {
      if (summarised.has(day)) return { day, counts: (await readDaySummary(store, day)) ?? noCounts() };
      const counts = events.get(day) ?? noCounts();
      if (marked.has(day)) await addMarks(counts, attendance, day);
      return { day, counts };
    }),
  );
}

/** Folds every day that can no longer change and deletes what is older than `keepDays`. */
export async function foldDays(store: CountStore, attendance: AttendanceMarks, now: Date): Promise<{ folded: number; deleted: number }> {
  const today = dayOf(now);
  const lastFoldable = addDays(today, -foldAfterDays);
  const eventKeys = await keysUnder(store, 'events/');
  const dayOfKey = (key: string) => key.split('/')[1] ?? '';
  const days = new Set([...eventKeys.map(dayOfKey), ...(await attendance.markedDays())].filter((day) => day && day <= lastFoldable));
  let folded = 0;
  for (const day of [...days].sort()) {
    const keys = eventKeys.filter((key) => dayOfKey(key) === day);
    if (!(await readDaySummary(store, day))) {
      const counts = sumEvents(keys, day, day).get(day) ?? noCounts();
      await addMarks(counts, attendance, day);
      await store.setJSON(`days/${day}`, { counts }, { onlyIfNew: true });
      folded += 1;
    }
    for (const key of keys) await store.delete(key);
    await attendance.forgetDay(day);
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
