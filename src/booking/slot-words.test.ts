import { languages } from '../i18n/languages';
import type { Slot } from './free-times';
import { meetingPlaces } from './availability';
import { placeWords, slotDateWords, slotTimeWords, slotWords } from './slot-words';
import { addDays, wallTimeToInstant } from './zurich-time';

const slotAt = (date: string, time: string, places: Slot['places'] = ['dietikon', 'online']): Slot => {
  const start = wallTimeToInstant(date, time);
  return { id: 'unused', start: start.toISOString(), end: new Date(start.getTime() + 45 * 60_000).toISOString(), places };
};

describe('slotWords', () => {
  it('writes a slot out in full in each language, in Zurich time', () => {
    const slot = slotAt('2026-03-03', '14:00');
    expect(slot.start).toBe('2026-03-03T13:00:00.000Z');
    expect(slotWords(slot, 'de')).toBe('Dienstag, 3. März, 14:00–14:45, in Dietikon oder online');
    expect(slotWords(slot, 'en')).toBe('Tuesday, 3 March, 14:00–14:45, in Dietikon or online');
  });

  it('names each place alone, and several as one list', () => {
    expect(meetingPlaces.map((place) => placeWords(place, 'de'))).toEqual(['in Dietikon', 'online (Video)', 'am Telefon']);
    expect(meetingPlaces.map((place) => placeWords(place, 'en'))).toEqual(['in Dietikon', 'online (video)', 'by phone']);
    expect(placeWords(['dietikon', 'online'], 'de')).toBe('in Dietikon oder online');
    expect(placeWords(['dietikon', 'online', 'phone'], 'de')).toBe('in Dietikon, online oder am Telefon');
    expect(placeWords(['dietikon', 'online', 'phone'], 'en')).toBe('in Dietikon, online or by phone');
    expect(placeWords(['online', 'phone'], 'en')).toBe('online or by phone');
    expect(slotWords(slotAt('2026-07-15', '08:30', ['online']), 'de')).toBe('Mittwoch, 15. Juli, 08:30–09:15, online (Video)');
    expect(slotWords(slotAt('2026-07-15', '08:30', ['phone']), 'en')).toBe('Wednesday, 15 July, 08:30–09:15, by phone');
  });

  it('adds the year when asked', () => {
    const slot = slotAt('2027-01-05', '09:00', ['dietikon']);
    expect(slotWords(slot, 'de', { year: true })).toBe('Dienstag, 5. Januar 2027, 09:00–09:45, in Dietikon');
    expect(slotWords(slot, 'en', { year: true })).toBe('Tuesday, 5 January 2027, 09:00–09:45, in Dietikon');
  });

  it('writes summer time as the clock shows it, and a meeting across midnight UTC on its Zurich day', () => {
    expect(slotTimeWords(slotAt('2026-03-29', '03:00'))).toBe('03:00–03:45');
    expect(slotDateWords(slotAt('2026-07-15', '00:30'), 'de')).toBe('Mittwoch, 15. Juli');
  });

  it('writes Swiss German ("März") and never a sharp s, for every day of a year', () => {
    const words: string[] = [];
    for (let day = 0; day < 366; day += 1) {
      for (const language of languages) words.push(slotWords(slotAt(addDays('2026-01-01', day), '10:00'), language, { year: true }));
    }
    expect(words.join('\n')).toContain('März');
    expect(words.join('\n')).not.toContain('ß');
  });
});
