import { exampleAvailability, type Availability } from './availability';
import {
  bookableDays,
  bookingHorizon,
  freeTimes,
  offeredSlots,
  overlapsBusy,
  slotById,
  slotIdOf,
  startOfSlotId,
  type Interval,
  type Slot,
} from './free-times';
import { instantToWallTime, wallTimeToInstant } from './zurich-time';

// Monday 2 March 2026, 10:00 in Zurich: with 2 days' notice the first bookable day is Wednesday 4 March.
const monday = wallTimeToInstant('2026-03-02', '10:00');
const none = new Set<string>();

/** `2026-03-04 13:30` for a slot, in Zurich time, so the expectations read like the diary. */
const wall = (slot: Slot) => {
  const start = instantToWallTime(new Date(slot.start));
  return `${start.date} ${start.time}–${instantToWallTime(new Date(slot.end)).time}`;
};
const zurich = (date: string, from: string, to: string): Interval => ({
  start: wallTimeToInstant(date, from),
  end: wallTimeToInstant(date, to),
});
const free = (overrides: Partial<Parameters<typeof freeTimes>[0]> = {}) =>
  freeTimes({ availability: exampleAvailability, busy: [], held: none, now: monday, ...overrides });

describe('freeTimes', () => {
  it('lays out meetings from each window start in steps of meeting plus pause, wholly inside the window', () => {
    const slots = free({ limit: 8 });
    expect(slots.map(wall)).toEqual([
      '2026-03-04 13:30–14:15', // Wednesday 13:30–17:30: four meetings, the last ends 17:15
      '2026-03-04 14:30–15:15',
      '2026-03-04 15:30–16:15',
      '2026-03-04 16:30–17:15',
      '2026-03-05 08:30–09:15', // Thursday 08:30–11:30: three, 11:30 would end after the window
      '2026-03-05 09:30–10:15',
      '2026-03-05 10:30–11:15',
      '2026-03-06 14:00–14:45',
    ]);
    expect(slots.map((slot) => slot.places.join('+'))).toEqual([
      ...['dietikon', 'dietikon', 'dietikon', 'dietikon', 'online', 'online', 'online'],
      'dietikon+online+phone',
    ]);
    expect(slots[0]).toEqual({
      id: '2026-03-04T1230Z',
      start: '2026-03-04T12:30:00.000Z',
      end: '2026-03-04T13:15:00.000Z',
      places: ['dietikon'],
    });
  });

  it('offers every slot up to the last day of the horizon, in order, each once', () => {
    const slots = free();
    // Wednesday 4 March to Monday 30 March: 3 Tuesdays × 3 + 4 Wednesdays × 4 + 4 Thursdays × 3 + 4 Fridays × 4.
    expect(slots).toHaveLength(9 + 16 + 12 + 16);
    expect(wall(slots[slots.length - 1] as Slot)).toBe('2026-03-27 17:00–17:45');
    expect([...slots].sort((a, b) => a.start.localeCompare(b.start))).toEqual(slots);
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(slots.length);
  });

  it('counts notice and horizon in Zurich calendar days, whatever the hour', () => {
    const tuesdayWindow: Availability = {
      ...exampleAvailability,
      windows: [{ day: 'tuesday', from: '09:00', to: '10:00', places: ['dietikon', 'online'] }],
    };
    const firstFrom = (now: Date) => wall(freeTimes({ availability: tuesdayWindow, busy: [], held: none, now, limit: 1 })[0] as Slot);
    // Sunday 23:59 in Zurich (22:59 UTC): Tuesday is two days ahead. One minute later it is Monday and Tuesday is too soon.
    expect(firstFrom(wallTimeToInstant('2026-03-01', '23:59'))).toBe('2026-03-03 09:00–09:45');
    expect(firstFrom(wallTimeToInstant('2026-03-02', '00:00'))).toBe('2026-03-10 09:00–09:45');
    expect(bookableDays(exampleAvailability, monday)).toEqual({ first: '2026-03-04', last: '2026-03-30' });
    // 28 days ahead of Tuesday 3 March is Tuesday 31 March, included; 27 days ahead stops at Monday 30 March.
    const fromTuesday = (aheadDays: number) =>
      freeTimes({ availability: { ...tuesdayWindow, aheadDays }, busy: [], held: none, now: wallTimeToInstant('2026-03-03', '23:00') }).map(
        wall,
      );
    expect(fromTuesday(28)).toEqual([
      '2026-03-10 09:00–09:45',
      '2026-03-17 09:00–09:45',
      '2026-03-24 09:00–09:45',
      '2026-03-31 09:00–09:45',
    ]);
    expect(fromTuesday(27)).toEqual(['2026-03-10 09:00–09:45', '2026-03-17 09:00–09:45', '2026-03-24 09:00–09:45']);
    // 0 days' notice: today too, but starting two hours later at the earliest (minimumNoticeMinutes).
    const withNoticeZero = { ...tuesdayWindow, noticeDays: 0 };
    expect(
      wall(freeTimes({ availability: withNoticeZero, busy: [], held: none, now: wallTimeToInstant('2026-03-03', '07:00') })[0] as Slot),
    ).toBe('2026-03-03 09:00–09:45');
    expect(
      wall(freeTimes({ availability: withNoticeZero, busy: [], held: none, now: wallTimeToInstant('2026-03-03', '07:01') })[0] as Slot),
    ).toBe('2026-03-10 09:00–09:45');
    expect(slotById(withNoticeZero, '2026-03-03T0800Z', wallTimeToInstant('2026-03-03', '07:00'))).toBeDefined();
    expect(slotById(withNoticeZero, '2026-03-03T0800Z', wallTimeToInstant('2026-03-03', '07:01'))).toBeUndefined();
  });

  it('skips closed days, both ends included', () => {
    const availability = { ...exampleAvailability, closedDays: [{ from: '2026-03-10', to: '2026-03-12' }] };
    const days = new Set(free({ availability }).map((slot) => instantToWallTime(new Date(slot.start)).date));
    expect(days.has('2026-03-06')).toBe(true);
    expect(['2026-03-10', '2026-03-11', '2026-03-12'].filter((day) => days.has(day))).toEqual([]);
    expect(days.has('2026-03-13')).toBe(true);
  });

  it('keeps the pause free on both sides of a busy event', () => {
    const slotsOn = (busy: Interval[]) => free({ busy, limit: 4 }).map(wall);
    // Busy 14:00–14:20: the 13:30 meeting would end 14:15 (inside), the 14:30 one start 10 minutes after it.
    expect(slotsOn([zurich('2026-03-04', '14:00', '14:20')])).toEqual([
      '2026-03-04 15:30–16:15',
      '2026-03-04 16:30–17:15',
      '2026-03-05 08:30–09:15',
      '2026-03-05 09:30–10:15',
    ]);
    // Exactly a pause away on either side is fine.
    expect(slotsOn([zurich('2026-03-04', '12:00', '13:15'), zurich('2026-03-04', '14:30', '15:00')])).toEqual([
      '2026-03-04 13:30–14:15',
      '2026-03-04 15:30–16:15',
      '2026-03-04 16:30–17:15',
      '2026-03-05 08:30–09:15',
    ]);
    // An all-day event (the whole Zurich day) takes the day.
    expect(slotsOn([{ start: wallTimeToInstant('2026-03-04', '00:00'), end: wallTimeToInstant('2026-03-05', '00:00') }])[0]).toBe(
      '2026-03-05 08:30–09:15',
    );
  });

  it('skips held and booked ids', () => {
    const held = new Set(['2026-03-04T1230Z', '2026-03-04T1430Z']);
    expect(free({ held, limit: 2 }).map((slot) => slot.id)).toEqual(['2026-03-04T1330Z', '2026-03-04T1530Z']);
  });

  describe('on the nights the clocks change', () => {
    const night: Availability = { ...exampleAvailability, windows: [{ day: 'sunday', from: '01:00', to: '04:00', places: ['online'] }] };
    const sunday = (date: string) =>
      freeTimes({ availability: night, busy: [], held: none, now: wallTimeToInstant(date, '00:00') })
        .filter((slot) => instantToWallTime(new Date(slot.start)).date === weekLater(date))
        .map((slot) => ({ id: slot.id, local: wall(slot) }));
    const weekLater = (date: string) => {
      const next = new Date(`${date}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 7);
      return next.toISOString().slice(0, 10);
    };

    it('fits two meetings into 01:00–04:00 on 29 March (two real hours), the second after the gap', () => {
      expect(sunday('2026-03-22')).toEqual([
        { id: '2026-03-29T0000Z', local: '2026-03-29 01:00–01:45' },
        { id: '2026-03-29T0100Z', local: '2026-03-29 03:00–03:45' },
      ]);
    });

    it('fits four meetings into 01:00–04:00 on 25 October (four real hours), 02:00 twice with different ids', () => {
      expect(sunday('2026-10-18')).toEqual([
        { id: '2026-10-24T2300Z', local: '2026-10-25 01:00–01:45' },
        { id: '2026-10-25T0000Z', local: '2026-10-25 02:00–02:45' },
        { id: '2026-10-25T0100Z', local: '2026-10-25 02:00–02:45' },
        { id: '2026-10-25T0200Z', local: '2026-10-25 03:00–03:45' },
      ]);
    });

    it('keeps a daytime window at its wall time before and after the change', () => {
      const morning: Availability = {
        ...night,
        windows: [{ day: 'sunday', from: '09:00', to: '10:00', places: ['online'] }],
        aheadDays: 30,
      };
      const slots = freeTimes({ availability: morning, busy: [], held: none, now: wallTimeToInstant('2026-03-20', '12:00') });
      expect(slots.map((slot) => [slot.id, wall(slot)])).toEqual([
        ['2026-03-22T0800Z', '2026-03-22 09:00–09:45'],
        ['2026-03-29T0700Z', '2026-03-29 09:00–09:45'],
        ['2026-04-05T0700Z', '2026-04-05 09:00–09:45'],
        ['2026-04-12T0700Z', '2026-04-12 09:00–09:45'],
        ['2026-04-19T0700Z', '2026-04-19 09:00–09:45'],
      ]);
    });
  });
});

describe('slotById', () => {
  it('finds a slot the availability offers now', () => {
    const slot = free()[5] as Slot;
    expect(slotById(exampleAvailability, slot.id, monday)).toEqual(slot);
  });

  it('refuses what is not a slot: off the step, too soon, too far, closed, past, malformed', () => {
    const closed = { ...exampleAvailability, closedDays: [{ from: '2026-03-04', to: '2026-03-04' }] };
    expect(slotById(exampleAvailability, '2026-03-04T1240Z', monday)).toBeUndefined(); // 13:40 is no start
    expect(slotById(exampleAvailability, '2026-03-03T0800Z', monday)).toBeUndefined(); // Tuesday 09:00, within notice
    expect(slotById(exampleAvailability, '2026-03-31T0800Z', monday)).toBeUndefined(); // Tuesday 31 March, past the horizon
    expect(slotById(closed, '2026-03-04T1230Z', monday)).toBeUndefined();
    expect(slotById(exampleAvailability, '2026-03-04T1230Z', new Date('2026-03-05T00:00:00Z'))).toBeUndefined();
    for (const id of ['2026-03-04T12:30Z', '2026-03-04t1230z', '2026-13-04T1230Z', '../slots/x', '', '2026-03-04T1230Z ']) {
      expect(slotById(exampleAvailability, id, monday)).toBeUndefined();
    }
  });
});

describe('slot ids', () => {
  it('name the start in UTC without characters that need escaping', () => {
    const start = new Date('2026-03-04T12:30:00Z');
    expect(slotIdOf(start)).toBe('2026-03-04T1230Z');
    expect(startOfSlotId('2026-03-04T1230Z')).toEqual(start);
    expect(startOfSlotId('2026-02-30T1230Z')).toBeUndefined();
    for (const slot of free()) expect(encodeURIComponent(slot.id)).toBe(slot.id);
  });
});

describe('bookingHorizon and overlapsBusy', () => {
  it('cover the bookable days with the pause either side', () => {
    expect(bookingHorizon(exampleAvailability, monday)).toEqual({
      start: new Date('2026-03-03T22:45:00Z'),
      end: new Date('2026-03-30T22:15:00Z'),
    });
    const today = bookingHorizon({ ...exampleAvailability, noticeDays: 0 }, monday);
    expect(today.start).toEqual(new Date(monday.getTime() - 15 * 60_000));
    expect(offeredSlots(exampleAvailability, monday).every((slot) => new Date(slot.start) >= today.start)).toBe(true);
  });

  it('treat the end of a busy event as free', () => {
    const slot = { start: '2026-03-04T12:30:00.000Z', end: '2026-03-04T13:15:00.000Z' };
    expect(overlapsBusy(slot, [{ start: new Date('2026-03-04T12:00:00Z'), end: new Date('2026-03-04T12:30:00Z') }], 0)).toBe(false);
    expect(overlapsBusy(slot, [{ start: new Date('2026-03-04T12:00:00Z'), end: new Date('2026-03-04T12:30:00Z') }], 1)).toBe(true);
  });
});
