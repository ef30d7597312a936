import {
  addDays,
  daysBetween,
  instantToWallTime,
  isCalendarDate,
  isClockTime,
  isKnownTimeZone,
  minutesOfDay,
  startOfZurichDay,
  utcOffsetMinutes,
  wallTimeToInstant,
  weekdayOfDate,
} from './zurich-time';

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

describe('wallTimeToInstant and instantToWallTime', () => {
  it('read winter time as UTC+1 and summer time as UTC+2', () => {
    expect(wallTimeToInstant('2026-03-03', '14:00').toISOString()).toBe('2026-03-03T13:00:00.000Z');
    expect(wallTimeToInstant('2026-07-14', '14:00').toISOString()).toBe('2026-07-14T12:00:00.000Z');
    expect(instantToWallTime(new Date('2026-03-03T13:00:00Z'))).toEqual({ date: '2026-03-03', time: '14:00', weekday: 'tuesday' });
    expect(instantToWallTime(new Date('2026-07-14T22:30:00Z'))).toEqual({ date: '2026-07-15', time: '00:30', weekday: 'wednesday' });
  });

  it('go round trip for every quarter hour of the two change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const inGap = date === '2026-03-29' && time.startsWith('02:');
        if (inGap) continue;
        expect(instantToWallTime(wallTimeToInstant(date, time))).toMatchObject({ date, time });
      }
    }
  });

  it('count the real minutes of 01:00–04:00 on the last Sundays of March (two hours) and October (four)', () => {
    expect(minutesBetween(wallTimeToInstant('2026-03-29', '01:00'), wallTimeToInstant('2026-03-29', '04:00'))).toBe(120);
    expect(minutesBetween(wallTimeToInstant('2026-10-25', '01:00'), wallTimeToInstant('2026-10-25', '04:00'))).toBe(240);
    expect(minutesBetween(wallTimeToInstant('2027-03-28', '01:00'), wallTimeToInstant('2027-03-28', '04:00'))).toBe(120);
    expect(minutesBetween(wallTimeToInstant('2027-10-31', '01:00'), wallTimeToInstant('2027-10-31', '04:00'))).toBe(240);
  });

  it('reads a time in the spring gap with the offset before the gap (RFC 5545, Temporal "compatible")', () => {
    // 02:30 does not exist on 29 March 2026: it is 03:30 summer time, as calendar programs show it.
    expect(wallTimeToInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeToInstant('2026-03-29', '02:00').toISOString()).toBe(wallTimeToInstant('2026-03-29', '03:00').toISOString());
    expect(instantToWallTime(wallTimeToInstant('2026-03-29', '02:30')).time).toBe('03:30');
  });

  it('reads a time of the autumn overlap as the first of the two, still in summer time', () => {
    expect(wallTimeToInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantToWallTime(new Date('2026-10-25T01:30:00Z')).time).toBe('02:30');
    expect(wallTimeToInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('accepts seconds and other zones', () => {
    expect(wallTimeToInstant('2026-03-03', '14:00:30').toISOString()).toBe('2026-03-03T13:00:30.000Z');
    expect(wallTimeToInstant('2026-03-03', '09:00', 'America/New_York').toISOString()).toBe('2026-03-03T14:00:00.000Z');
    // New York changes two weeks before Zurich: on 16 March 2026 the gap between them is 5 hours, not 6.
    expect(wallTimeToInstant('2026-03-16', '09:00', 'America/New_York').toISOString()).toBe('2026-03-16T13:00:00.000Z');
  });

  it("give Zurich's offset either side of each change, to the second", () => {
    expect(utcOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes(new Date('2026-10-25T00:59:59.500Z'))).toBe(120);
    expect(utcOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('reject what is no time', () => {
    expect(() => wallTimeToInstant('2026-03-03', '9:00')).toThrow('not a time of day');
    expect(() => wallTimeToInstant('3.3.2026', '09:00')).toThrow('not a date');
  });
});

describe('dates', () => {
  it('step by calendar days over month, year and the summer-time change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-03')).toBe(2);
    expect(daysBetween('2026-10-20', '2026-10-30')).toBe(10);
  });

  it('know weekdays, real dates and clock times', () => {
    expect(weekdayOfDate('2026-03-03')).toBe('tuesday');
    expect(weekdayOfDate('2026-03-29')).toBe('sunday');
    expect(weekdayOfDate('2026-03-30')).toBe('monday');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isClockTime('09:00')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:00')).toBe(false);
    expect(minutesOfDay('09:30')).toBe(570);
  });

  it('start a Zurich day at local midnight', () => {
    expect(startOfZurichDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfZurichDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('tells IANA zone names from others', () => {
    expect(isKnownTimeZone('Europe/Zurich')).toBe(true);
    expect(isKnownTimeZone('W. Europe Standard Time')).toBe(false);
  });
});
