import { texts } from '../../shared/locale-texts';
import { zoneWords } from './booking-page';

describe('the time zone the booking page names', () => {
  it.each([
    ['2026-03-04T14:30:00.000Z', 'Schweizer Zeit (MEZ)', 'Swiss time (CET)'],
    // Summer time starts on Sunday 29 March 2026 at 02:00 (01:00 UTC): a time that morning is already CEST.
    ['2026-03-29T00:30:00.000Z', 'Schweizer Zeit (MEZ)', 'Swiss time (CET)'],
    ['2026-03-29T08:00:00.000Z', 'Schweizer Zeit (MESZ)', 'Swiss time (CEST)'],
    ['2026-06-16T07:00:00.000Z', 'Schweizer Zeit (MESZ)', 'Swiss time (CEST)'],
    // Back to winter time on Sunday 25 October 2026 at 03:00 (01:00 UTC).
    ['2026-10-25T08:00:00.000Z', 'Schweizer Zeit (MEZ)', 'Swiss time (CET)'],
  ])('a time starting %s is in %s / %s', (start, de, en) => {
    expect(zoneWords(texts.de, { start })).toBe(de);
    expect(zoneWords(texts.en, { start })).toBe(en);
  });
});
