import { readPhoneNumber, takesSms } from './phone-number';

describe('readPhoneNumber', () => {
  it('reads a Swiss number as people write it, with or without the country code, into E.164', () => {
    for (const typed of ['079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', ' 079/123.45.67 '])
      expect(readPhoneNumber(typed)).toEqual({ ok: true, e164: '+41791234567', country: 'CH', mobile: true });
  });

  it('tells a landline from a mobile number', () => {
    expect(readPhoneNumber('044 123 45 67')).toEqual({ ok: true, e164: '+41441234567', country: 'CH', mobile: false });
  });

  it('reads another country by its code', () => {
    expect(readPhoneNumber('+49 176 12345678')).toEqual({ ok: true, e164: '+4917612345678', country: 'DE', mobile: true });
  });

  it('refuses what no country numbers so', () => {
    expect(readPhoneNumber('12')).toEqual({ ok: false, code: 'invalid' });
    expect(readPhoneNumber('0176 12345678')).toEqual({ ok: false, code: 'invalid' });
    expect(readPhoneNumber('')).toEqual({ ok: false, code: 'invalid' });
  });
});

describe('takesSms', () => {
  it('is true only for a mobile number of a country served', () => {
    expect(takesSms(readPhoneNumber('079 123 45 67'), ['CH', 'LI'])).toBe(true);
    expect(takesSms(readPhoneNumber('044 123 45 67'), ['CH', 'LI'])).toBe(false);
    expect(takesSms(readPhoneNumber('+49 176 12345678'), ['CH', 'LI'])).toBe(false);
    expect(takesSms(readPhoneNumber('+49 176 12345678'), ['CH', 'DE'])).toBe(true);
    expect(takesSms(readPhoneNumber('nonsense'), ['CH'])).toBe(false);
  });
});
