/**
 * Whether SMS can go to a phone number as typed, for the request form in the browser: by libphonenumber's
 * mobile rules (24 kB gzip; the full ones the functions read by are 39 kB), in a module of its own that the
 * form imports only once a phone number is typed, so the form's own JavaScript does not grow by it.
 *
 * The mobile rules know only mobile numbers: a landline does not read at all by them, where the full
 * rules read it as a landline. For takesSms both say the same (./sms-number.test.ts holds them to it).
 */
import mobileRules from 'libphonenumber-js/metadata.mobile.json';
import { readPhoneNumberBy, takesSms } from './phone-reading';

/** For the countries served by SMS (content/booking.yaml: smsCountries): whether a number typed takes SMS. */
export function smsNumberTest(countries: readonly string[]): (phone: string) => boolean {
  return (phone) => takesSms(readPhoneNumberBy(mobileRules, phone), countries);
}
