/**
 * Counts written for a test as the functions and the folding write them (../counting/count-store.ts):
 * one event key per count, a folded day's summary, and the team's attendance marks.
 */
import type { Language } from '../../src/i18n/languages';
import { answerMark } from '../counting/attendance-marks';
import { type CountStore, type LanguageCounts, eventKey } from '../counting/count-store';
import type { CountedStep } from '../counting/steps';

/** `times` counts of a step on a day, each its own key, as `openCounter` writes them. */
export async function countOn(store: CountStore, day: string, language: Language, step: CountedStep, times = 1): Promise<void> {
  for (let count = 0; count < times; count += 1) await store.setJSON(eventKey(day, language, step), 1);
}

/** A day already folded into its summary. */
export async function foldedDay(store: CountStore, day: string, counts: LanguageCounts): Promise<void> {
  await store.setJSON(`days/${day}`, { counts });
}

let marks = 0;

/** The team's answer for one booked time on `day`. */
export async function markedTime(store: CountStore, day: string, came: boolean, language: Language = 'de'): Promise<void> {
  marks += 1;
  await answerMark(store, day, `attendance${String(marks).padStart(4, '0')}`, { came, language });
}
