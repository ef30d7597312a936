/**
 * Reading a phone number as the visitor typed it, by Google's libphonenumber rules (libphonenumber-js's
 * core, given the rules to read by): kept in E.164 (`+41791234567`), the one form an SMS provider and a
 * `tel:` link both take. Numbers without a country code are read as Swiss: the practice is in Dietikon.
 *
 * The rules come with the caller: the functions read by the full ones (./phone-number.ts: only they know
 * a mobile number from a landline and read both); the request form in the browser asks only whether SMS
 * can go to a number, by the mobile ones (./sms-number.ts, a fraction of the size, loaded once a number is typed).
 */
import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';

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

export function readPhoneNumberBy(rules: MetadataJson, text: string): PhoneReading {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultPhoneCountry, rules);
  if (!parsed?.isValid()) return { ok: false, code: 'invalid' };
  const type = parsed.getType();
  return { ok: true, e164: parsed.number, country: parsed.country, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** Whether SMS may go to the number: a mobile number in one of `countries` (ISO alpha-2). */
export function takesSms(reading: PhoneReading, countries: readonly string[]): boolean {
  return reading.ok && reading.mobile && reading.country !== undefined && countries.includes(reading.country);
}
