import { hasTimeWish, noTimeFits, timeWishAsked } from './questions';

describe('step 2 asks when would suit', () => {
  const time = '2026-12-01T0800Z';

  it('not while free times are offered and none is chosen', () => {
    expect(timeWishAsked({ slot: '', timesOffered: true, wishGiven: false })).toBe(false);
    expect(timeWishAsked({ slot: undefined, timesOffered: true, wishGiven: false })).toBe(false);
  });

  it('once the visitor chooses that no time fits', () => {
    expect(timeWishAsked({ slot: noTimeFits, timesOffered: true, wishGiven: false })).toBe(true);
  });

  it('where no free times are offered (booking off, none free)', () => {
    expect(timeWishAsked({ slot: '', timesOffered: false, wishGiven: false })).toBe(true);
  });

  it('never once a time is chosen, whatever was ticked before', () => {
    expect(timeWishAsked({ slot: time, timesOffered: true, wishGiven: true })).toBe(false);
    expect(timeWishAsked({ slot: time, timesOffered: false, wishGiven: false })).toBe(false);
  });

  it('where the days or times hold an answer and no time is chosen: nothing typed is out of sight', () => {
    expect(timeWishAsked({ slot: '', timesOffered: true, wishGiven: true })).toBe(true);
  });
});

describe('an answer to the days or times', () => {
  it('is a day or a time of day ticked, as the form reads them (lists) or a draft keeps them', () => {
    expect(hasTimeWish({ days: [], times: [] })).toBe(false);
    expect(hasTimeWish({})).toBe(false);
    expect(hasTimeWish({ days: ['mon'], times: [] })).toBe(true);
    expect(hasTimeWish({ days: [], times: ['evening'] })).toBe(true);
    expect(hasTimeWish({ times: 'morning' })).toBe(true);
    // The place is no answer to when: a time's own place fills it.
    expect(hasTimeWish({ days: [], times: [], place: 'dietikon' })).toBe(false);
  });
});
