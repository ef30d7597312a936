/**
 * A phone number as the visitor typed it, read with Google's libphonenumber rules (libphonenumber-js,
 * its full metadata: only that knows a mobile number from a landline). Kept in E.164 (`+41791234567`),
 * the one form an SMS provider and a `tel:` link both take. Numbers without a country code are read as
 * Swiss: the practice is in Dietikon.
 *
 * Only mobile numbers of the countries the practice serves get SMS (content/booking.yaml: smsCountries);
 * a landline or another country's number is still a number the team can call.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneReading =
  | {
      ok: true;
      /** E.164: `+41791234567`. */
      e164: string;
      /** ISO 3166 alpha-2 of the number ('CH'), or undefined for a non-geographic one. */
      country: string | undefined;
      /** A mobile number (or one a country does not tell apart from a landline, as in the US). */
      mobile: boolean;
    }
  | { ok: false; code: 'invalid' };

export const defaultPhoneCountry = 'CH';

export function readPhoneNumber(text: string): PhoneReading {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultPhoneCountry);
  if (!parsed?.isValid()) return { ok: false, code: 'invalid' };
  const type = parsed.getType();
  return { ok: true, e164: parsed.number, country: parsed.country, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** Whether SMS may go to the number: a mobile number in one of `countries` (ISO alpha-2). */
export function takesSms(reading: PhoneReading, countries: readonly string[]): boolean {
  return reading.ok && reading.mobile && reading.country !== undefined && countries.includes(reading.country);
}

/**
 * A number as a person reads and dials it: international and spaced (`+41 79 123 45 67`) where it reads as
 * one, else as given; and its `tel:` link (E.164, or the digits given). For the team's mails and calendar
 * entry of a time on the phone.
 */
export function phoneNumberInWords(number: string): { words: string; href: string } {
  const parsed = parsePhoneNumberFromString(number.trim(), defaultPhoneCountry);
  if (parsed?.isValid()) return { words: parsed.formatInternational(), href: `tel:${parsed.number}` };
  return { words: number.trim(), href: `tel:${number.replace(/[^+\d]/g, '')}` };
}
