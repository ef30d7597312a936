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
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { type PhoneReading, defaultPhoneCountry, readPhoneNumberBy } from './phone-reading';

export { type PhoneReading, defaultPhoneCountry, takesSms } from './phone-reading';

export function readPhoneNumber(text: string): PhoneReading {
  return readPhoneNumberBy(fullRules, text);
}

/**
 * A number as a person reads and dials it: international and spaced (`+41 79 123 45 67`) where it reads as
 * one, else as given; and its `tel:` link (E.164, or the digits given). For the team's mails and calendar
 * entry of a time on the phone.
 */
export function phoneNumberInWords(number: string): { words: string; href: string } {
  const parsed = parsePhoneNumberFromString(number.trim(), defaultPhoneCountry, fullRules);
  if (parsed?.isValid()) return { words: parsed.formatInternational(), href: `tel:${parsed.number}` };
  return { words: number.trim(), href: `tel:${number.replace(/[^+\d]/g, '')}` };
}
