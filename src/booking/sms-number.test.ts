import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { readPhoneNumber, takesSms } from './phone-number';
import { smsNumberTest } from './sms-number';

const everyCountry = Object.keys(examples);
/** The practice's country and its neighbours: the ones staff are likely to serve. */
const nearby = ['CH', 'LI', 'AT', 'DE', 'FR', 'IT'];
const fullRules = (countries: readonly string[]) => (phone: string) => takesSms(readPhoneNumber(phone), countries);

describe('smsNumberTest (the mobile rules the form loads)', () => {
  it('says what the full rules say of every example mobile number of Switzerland and its neighbours, and never yes where they say no', () => {
    const numbers = Object.entries(examples).map(([country, national]) => ({
      country,
      number: `+${getCountryCallingCode(country as CountryCode)} ${national}`,
    }));
    expect(numbers.length).toBeGreaterThan(200);
    for (const served of [everyCountry, nearby, ['CH', 'LI'], []]) {
      const mobile = smsNumberTest(served);
      const full = fullRules(served);
      const differ = numbers.filter(({ number }) => mobile(number) !== full(number));
      // Where a country does not tell a mobile number from a landline (Tristan da Cunha), the mobile rules read
      // it as of no kind: the form then offers no SMS the function would send. Never the other way round.
      expect(differ.filter(({ number }) => mobile(number))).toEqual([]);
      expect(differ.filter(({ country }) => nearby.includes(country))).toEqual([]);
      expect(differ.length).toBeLessThan(3);
    }
    // Not vacuous: most of them are mobile numbers that take SMS where their country is served.
    expect(numbers.filter(({ number }) => smsNumberTest(everyCountry)(number)).length).toBeGreaterThan(200);
  });

  it('says no to landlines, toll-free and short numbers as the full rules do, and yes to Swiss and Liechtenstein mobiles', () => {
    const served = ['CH', 'LI'];
    const mobile = smsNumberTest(served);
    const full = fullRules(served);
    const cases = {
      '079 123 45 67': true,
      '+41 76 555 12 34': true,
      '0041 78 123 45 67': true,
      '+423 660 12 34': false,
      '+423 790 12 34': true,
      '044 668 18 00': false,
      '+423 235 12 34': false,
      '0800 123 456': false,
      '+49 151 23456789': false,
      '079 12': false,
      '': false,
    };
    for (const [phone, sms] of Object.entries(cases)) {
      expect([phone, mobile(phone)]).toEqual([phone, sms]);
      expect([phone, full(phone)]).toEqual([phone, sms]);
    }
  });
});
