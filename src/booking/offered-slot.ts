/**
 * A free time as the booking function sends it to the form (src/forms/protocol.ts: FreeTimesBody) and
 * as the no-JavaScript page lists it: the slot itself (its id names the start) and its words in the
 * visitor's language. The form books and shows the slot it was sent, never one read back from words.
 */
import type { Language } from '../i18n/languages';
import type { MeetingPlace } from './availability';
import { type Slot, startOfSlotId } from './free-times';
import { slotWords } from './slot-words';

/** How many free times the form offers at once, and adds with "Spätere Termine": enough to choose, few enough to read. */
export const offeredCount = 8;

export interface OfferedSlot {
  id: string;
  /** ISO instant in UTC. */
  end: string;
  places: readonly MeetingPlace[];
  /** "Dienstag, 3. März, 14:00–14:45, in Dietikon, online oder am Telefon". */
  words: string;
}

export function offeredSlot(slot: Slot, language: Language): OfferedSlot {
  return { id: slot.id, end: slot.end, places: slot.places, words: slotWords(slot, language) };
}

/** The slot an offered time is, or undefined for one that does not hold together (an id that names no start). */
export function slotOfOffered(offered: OfferedSlot): Slot | undefined {
  const start = startOfSlotId(offered.id);
  if (!start || !(Date.parse(offered.end) > start.getTime())) return undefined;
  return { id: offered.id, start: start.toISOString(), end: offered.end, places: offered.places };
}
