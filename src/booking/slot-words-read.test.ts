import { describe, expect, it } from '@jest/globals';
import type { Place } from './availability';
import { slotIdOf } from './free-times';
import { bookingWords, slotOfWords, slotWords } from './slot-words';

const slot = (start: string, end: string, place: Place) => ({ id: slotIdOf(new Date(start)), start, end, place });

describe('slotOfWords', () => {
  const slots = [
    slot('2026-03-03T13:00:00.000Z', '2026-03-03T13:45:00.000Z', 'both'),
    slot('2026-07-14T07:30:00.000Z', '2026-07-14T08:30:00.000Z', 'dietikon'),
    slot('2026-10-26T16:00:00.000Z', '2026-10-26T16:45:00.000Z', 'online'),
  ];
  for (const language of ['de', 'en'] as const) {
    it(`reads back every slot from the words it was written as (${language})`, () => {
      for (const each of slots) expect(slotOfWords(each.id, slotWords(each, language), language)).toEqual(each);
    });
  }

  it('reads nothing from words it did not write', () => {
    const [first] = slots;
    expect(slotOfWords(first!.id, 'Dienstag, 3. März, 14:00', 'de')).toBeUndefined();
    expect(slotOfWords(first!.id, slotWords(first!, 'de'), 'en')).toBeUndefined();
    expect(slotOfWords('tomorrow', slotWords(first!, 'de'), 'de')).toBeUndefined();
  });
});

describe('bookingWords', () => {
  it('names the day, start and end, Swiss time and the place', () => {
    const booked = slot('2026-03-03T13:00:00.000Z', '2026-03-03T13:45:00.000Z', 'dietikon');
    expect(bookingWords(booked, 'de')).toBe('Dienstag, 3. März 2026, 14:00–14:45 Schweizer Zeit, in Dietikon');
    expect(bookingWords({ ...booked, place: 'online' }, 'en')).toBe('Tuesday, 3 March 2026, 14:00–14:45 Swiss time, online (video)');
  });
});
