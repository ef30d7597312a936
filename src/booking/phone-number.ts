/**
 * A phone number as the visitor typed it, read with libphonenumber's full rules (./phone-reading.ts): only
 * they know a mobile number from a landline and read every kind of number. For the functions; the request
 * form in the browser asks whether SMS can go to a number with ./sms-number.ts instead (the full rules are
 * 39 kB gzip).
 *
 * Only mobile numbers of the countries the practice serves get SMS (content/booking.yaml: smsCountries);
 * a landline or another country's number is still a number the team can call.
 */
import fullRules from 'libphonenumber-js/metadata.max.json';
import { type PhoneReading, readPhoneNumberBy } from './phone-reading';

export { type PhoneReading, defaultPhoneCountry, takesSms } from './phone-reading';

export function readPhoneNumber(text: string): PhoneReading {
  return readPhoneNumberBy(fullRules, text);
}
