/**
 * The team's answer after a booked time, came or not (../booking/attendance.ts), kept in the count store
 * beside the counts it becomes:
 *
 *   attendance/<day>/<nonce>   { language, came } once the team answered; before that { language, time }:
 *                              a time that took place and waits for the answer (the sweep writes it when it
 *                              deletes the booking), the time of day only so the morning mail can name it
 *
 * `<nonce>` is the booking's own random attendance id (../booking/ledger/records.ts), never its booking
 * number: nothing here leads back to a booking, a name or an address, and once answered not even to the
 * time. One key per booked time, so it counts once, and a changed answer moves the count. Deleted when its
 * day is folded into the day's counts (./day-counts.ts), at most `foldAfterDays` after.
 */
import type { Language } from '../../src/i18n/languages';
import { type CountStore, daysUnder, keysUnder } from './count-store';
import type { AttendanceMarks } from './day-counts';

export const attendancePrefix = 'attendance/';

export interface AttendanceMark {
  language: Language;
  /** The team's answer. */
  came?: boolean;
  /** HH:MM in Zurich, only while the answer is awaited. */
  time?: string;
}

const nonceOrDay = /^(?:\d{4}-\d\d-\d\d|[\w-]{8,64})$/;

function markKey(day: string, nonce: string): string {
  if (!/^\d{4}-\d\d-\d\d$/.test(day) || !nonceOrDay.test(nonce)) throw new Error(`not an attendance mark: "${day}/${nonce}"`);
  return `${attendancePrefix}${day}/${nonce}`;
}

/** A time took place: its answer is awaited (written once; a later sweep of the same time changes nothing). */
export async function markDue(store: CountStore, day: string, nonce: string, due: { language: Language; time: string }): Promise<void> {
  await store.setJSON(markKey(day, nonce), { language: due.language, time: due.time } satisfies AttendanceMark, { onlyIfNew: true });
}

/** The team's answer, over any earlier one; the time of day is dropped with it. */
export async function answerMark(
  store: CountStore,
  day: string,
  nonce: string,
  answer: { language: Language; came: boolean },
): Promise<void> {
  await store.setJSON(markKey(day, nonce), { language: answer.language, came: answer.came } satisfies AttendanceMark);
}

export async function markOf(store: CountStore, day: string, nonce: string): Promise<AttendanceMark | undefined> {
  return ((await store.getWithMetadata(markKey(day, nonce), { type: 'json' }))?.data as AttendanceMark | null) ?? undefined;
}

/** A day's marks with their nonces (listed by the day's prefix, never with the other days'). */
export async function marksOfDay(store: CountStore, day: string): Promise<(AttendanceMark & { nonce: string })[]> {
  const prefix = `${attendancePrefix}${day}/`;
  const marks = await Promise.all(
    (await keysUnder(store, prefix)).map(async (key) => {
      const mark = (await store.getWithMetadata(key, { type: 'json' }))?.data as AttendanceMark | null;
      return mark ? [{ ...mark, nonce: key.slice(prefix.length) }] : [];
    }),
  );
  return marks.flat();
}

/** The marks as the counts read them (./day-counts.ts). */
export function attendanceMarksIn(store: CountStore): AttendanceMarks {
  return {
    marksOn: async (day) =>
      (await marksOfDay(store, day)).map(({ came, language }) => (came === undefined ? { language } : { came, language })),
    markedDays: () => daysUnder(store, attendancePrefix),
    forgetDay: async (day) => {
      for (const key of await keysUnder(store, `${attendancePrefix}${day}/`)) await store.delete(key);
    },
  };
}
