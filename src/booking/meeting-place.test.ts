import { addressProblems, meetingPlace, meetingProblems } from './meeting-place';

describe('meetingPlace', () => {
  it('gives the one place of a time offered in one, whatever else was chosen (without JavaScript the place is asked beside the times)', () => {
    expect(meetingPlace({ places: ['phone'] }, 'dietikon')).toEqual({ ok: true, place: 'phone' });
    expect(meetingPlace({ places: ['online'] }, undefined)).toEqual({ ok: true, place: 'online' });
  });

  it('of a time in several places takes the one chosen among them; "any is fine", nothing or another place is no answer', () => {
    const several = { places: ['dietikon', 'online', 'phone'] as const };
    expect(meetingPlace(several, 'phone')).toEqual({ ok: true, place: 'phone' });
    expect(meetingPlace(several, 'dietikon')).toEqual({ ok: true, place: 'dietikon' });
    for (const chosen of ['either', '', undefined, 'zuhause', ['phone']]) {
      expect(meetingPlace(several, chosen)).toEqual({ ok: false, code: 'required' });
    }
    expect(meetingPlace({ places: ['dietikon', 'online'] }, 'phone')).toEqual({ ok: false, code: 'required' });
  });
});

describe('what a place asks of the addresses', () => {
  it('online needs an e-mail address, the phone a phone number, Dietikon neither', () => {
    expect(addressProblems('online', { phone: '079 123 45 67' })).toEqual([{ field: 'email', code: 'online' }]);
    expect(addressProblems('online', { email: 'eva@example.ch' })).toEqual([]);
    expect(addressProblems('phone', { email: 'eva@example.ch' })).toEqual([{ field: 'phone', code: 'phone' }]);
    expect(addressProblems('phone', { phone: '   ' })).toEqual([{ field: 'phone', code: 'phone' }]);
    expect(addressProblems('phone', { phone: '079 123 45 67' })).toEqual([]);
    expect(addressProblems('dietikon', {})).toEqual([]);
  });

  it('asks the place of a time in several places first, then what the chosen place needs', () => {
    const several = { places: ['online', 'phone'] as const };
    expect(meetingProblems(several, { email: 'eva@example.ch' })).toEqual([{ field: 'place', code: 'required' }]);
    expect(meetingProblems(several, { place: 'phone', email: 'eva@example.ch' })).toEqual([{ field: 'phone', code: 'phone' }]);
    expect(meetingProblems(several, { place: 'online', phone: '079 123 45 67' })).toEqual([{ field: 'email', code: 'online' }]);
    expect(meetingProblems(several, { place: 'phone', phone: '+41 79 123 45 67' })).toEqual([]);
    expect(meetingProblems({ places: ['phone'] }, { place: 'dietikon' })).toEqual([{ field: 'phone', code: 'phone' }]);
  });
});
