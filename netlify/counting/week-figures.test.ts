import { type DayCounts, noCounts } from './count-store';
import {
  addWeeks,
  currentWeek,
  daysOfWeeks,
  lastFullWeek,
  lastFullWeeks,
  mondayOfWeek,
  percent,
  spanLabel,
  sumOfWeeks,
  weekLabel,
  weekOf,
  weeksBetween,
  weeksOf,
} from './week-figures';

const day = (date: string, counts: Partial<DayCounts['counts']>): DayCounts => ({ day: date, counts: { ...noCounts(), ...counts } });

describe('ISO weeks', () => {
  it.each([
    ['2026-11-16', '2026-W47'],
    ['2026-11-22', '2026-W47'],
    ['2026-11-23', '2026-W48'],
    // The week of 1 January belongs to the year of its Thursday.
    ['2025-12-29', '2026-W01'],
    ['2026-01-04', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
  ])('%s is in %s', (date, week) => {
    expect(weekOf(date)).toBe(week);
  });

  it('finds the Monday of a week and refuses what is not one', () => {
    expect(mondayOfWeek('2026-W47')).toBe('2026-11-16');
    expect(mondayOfWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfWeek('2025-W53')).toBeUndefined();
    expect(mondayOfWeek('2026-W00')).toBeUndefined();
    expect(mondayOfWeek('2026-47')).toBeUndefined();
    expect(mondayOfWeek('2026-W7')).toBeUndefined();
  });

  it('steps and counts weeks across a year with 53', () => {
    expect(addWeeks('2026-W52', 1)).toBe('2026-W53');
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01');
    expect(addWeeks('2026-W02', -2)).toBe('2025-W52');
    expect(weeksBetween('2026-W40', '2026-W47')).toBe(8);
    expect(weeksBetween('2026-W47', '2026-W47')).toBe(1);
    expect(weeksBetween('2026-W47', '2026-W40')).toBe(0);
    expect(weeksBetween('2026-W50', '2027-W02')).toBe(6);
    expect(daysOfWeeks('2026-W40', '2026-W47')).toEqual({ first: '2026-09-28', last: '2026-11-22' });
  });

  it('names a week with its days, across months and years', () => {
    expect(weekLabel('2026-W47')).toBe('KW 47 (16.–22. Nov. 2026)');
    expect(weekLabel('2026-W49')).toBe('KW 49 (30. Nov.–6. Dez. 2026)');
    expect(weekLabel('2026-W01')).toBe('KW 1 (29. Dez. 2025–4. Jan. 2026)');
    expect(spanLabel('2026-03-02', '2026-03-08')).toBe('2.–8. März 2026');
  });
});

describe('the last full week', () => {
  it('is the week before the one running in Zurich', () => {
    // Wednesday 25 November 2026, noon.
    expect(currentWeek(new Date('2026-11-25T11:00:00Z'))).toBe('2026-W48');
    expect(lastFullWeek(new Date('2026-11-25T11:00:00Z'))).toBe('2026-W47');
  });

  it('turns at midnight in Zurich, not in UTC', () => {
    // Sunday 22 November 23:30 UTC is already Monday 00:30 in Zurich: week 47 has ended.
    expect(lastFullWeek(new Date('2026-11-22T23:30:00Z'))).toBe('2026-W47');
    // Sunday 22 November 22:30 UTC is 23:30 in Zurich: week 47 is still running.
    expect(lastFullWeek(new Date('2026-11-22T22:30:00Z'))).toBe('2026-W46');
  });

  it('gives the last twelve as a range', () => {
    expect(lastFullWeeks(new Date('2026-11-25T11:00:00Z'), 12)).toEqual({ from: '2026-W36', to: '2026-W47' });
  });
});

describe('weeksOf', () => {
  const days: DayCounts[] = [
    // Sunday of week 46.
    day('2026-11-15', { de: { 'times-shown': 4, 'booked-js-online': 1 } }),
    day('2026-11-16', { de: { 'times-shown': 10, 'booked-js-dietikon': 2, came: 1 }, en: { 'times-shown': 6, 'booked-nojs-online': 1 } }),
    day('2026-11-20', { de: { 'booked-nojs-dietikon': 1, 'not-came': 1, came: 2 }, en: { 'contact-message': 3 } }),
    day('2026-11-22', { de: {}, en: {} }),
  ];

  it('sums per week, per language and for both, every step present with 0', () => {
    const [w46, w47] = weeksOf(days);
    expect(w46?.week).toBe('2026-W46');
    expect(w47).toMatchObject({ week: '2026-W47', monday: '2026-11-16', sunday: '2026-11-22', label: 'KW 47 (16.–22. Nov. 2026)' });
    expect(w47?.total['times-shown']).toBe(16);
    expect(w47?.byLanguage.de['times-shown']).toBe(10);
    expect(w47?.byLanguage.en['times-shown']).toBe(6);
    expect(w47?.total['contact-message']).toBe(3);
    expect(w47?.total.released).toBe(0);
    expect(w47?.booked).toBe(4);
    expect(w47?.bookedByLanguage).toEqual({ de: 3, en: 1 });
  });

  it('gives the shares: booked of shown, came of the marked times', () => {
    const [w46, w47] = weeksOf(days);
    expect(w47?.bookedOfShown).toBe(4 / 16);
    expect(w47?.cameOfMarked).toBe(3 / 4);
    expect(w46?.bookedOfShown).toBe(1 / 4);
    // Nothing marked that week: no share, rather than 0 %.
    expect(w46?.cameOfMarked).toBeNull();
    expect(percent(w46?.cameOfMarked ?? null)).toBe('–');
    expect(percent(w47?.bookedOfShown ?? null)).toBe('25\u00a0%');
  });

  it('counts the week’s appointments that took place: came, did not come, not marked yet; not its bookings', () => {
    const [w46, w47] = weeksOf([...days, day('2026-11-21', { en: { 'not-marked': 2 } })]);
    expect(w47?.appointments).toBe(3 + 1 + 2);
    expect(w47?.total['not-marked']).toBe(2);
    // Marked times only: one not marked yet neither came nor stayed away.
    expect(w47?.cameOfMarked).toBe(3 / 4);
    // A week with bookings (for later weeks) and no appointment of its own.
    expect(w46).toMatchObject({ booked: 1, appointments: 0 });
    expect(sumOfWeeks(weeksOf(days))?.appointments).toBe(4);
  });

  it('has no share of nothing', () => {
    const [week] = weeksOf([day('2026-11-16', {})]);
    expect(week?.bookedOfShown).toBeNull();
    expect(week?.cameOfMarked).toBeNull();
  });

  it('orders the weeks and marks the one still running', () => {
    const weeks = weeksOf([...days].reverse(), '2026-11-18');
    expect(weeks.map((week) => [week.week, week.running])).toEqual([
      ['2026-W46', false],
      ['2026-W47', true],
    ]);
  });

  it('sums a range of weeks into one', () => {
    const sum = sumOfWeeks(weeksOf(days));
    expect(sum?.booked).toBe(5);
    expect(sum?.total['times-shown']).toBe(20);
    expect(sum?.bookedOfShown).toBe(5 / 20);
    expect(sumOfWeeks([])).toBeUndefined();
  });
});
