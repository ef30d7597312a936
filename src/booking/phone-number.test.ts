import { phoneNumberInWords, readPhoneNumber, takesSms } from './phone-number';

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

describe('phoneNumberInWords', () => {
  it('writes a number as the team reads and dials it: international and spaced, with its tel: link', () => {
    expect(phoneNumberInWords('+41791234567')).toEqual({ words: '+41 79 123 45 67', href: 'tel:+41791234567' });
    expect(phoneNumberInWords('044 123 45 67')).toEqual({ words: '+41 44 123 45 67', href: 'tel:+41441234567' });
    expect(phoneNumberInWords('+4917612345678')).toEqual({ words: '+49 176 12345678', href: 'tel:+4917612345678' });
  });

  it('keeps a number it cannot read as given, and links its digits', () => {
    expect(phoneNumberInWords(' 123 456 ')).toEqual({ words: '123 456', href: 'tel:123456' });
  });
});
