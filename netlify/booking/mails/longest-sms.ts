/**
 * The longest SMS the site can send from an origin (its address, `https://www.…`) and the practice's city:
 * every kind (booked, reserved, a reminder on the day, the day before or days ahead, the way back after a
 * missed time, an earlier time offered) in every language and place, over the dates of a year, with tokens as long as the real ones.
 * Every SMS must be one message (../../outbox/sms.ts: at most 160 GSM septets; the outbox refuses a longer
 * one for good), and the link is most of it. So the launch check refuses an origin with which this would not
 * fit (scripts/check-launch/sms-origin.ts), and the tests hold the fixed words short enough for an origin of
 * `smsOriginRoom` characters (./visitor-sms.ts's texts, content/locales/<language>/translation.json: booking.sms).
 */
import { confirmations, meetingPlaces } from '../../../src/booking/availability';
import { slotIdOf } from '../../../src/booking/free-times';
import { addDays, wallTimeToInstant } from '../../../src/booking/zurich-time';
import { languages } from '../../../src/i18n/languages';
import { minimumSecretLength } from '../../shared/signer';
import { gsmSeptets } from '../../outbox/sms';
import { missedSmsText, smsText } from './visitor-sms';

/** The longest origin every SMS fits one message with, `https://www.` included (sms-reminders.test.ts holds the texts to it). */
export const smsOriginRoom = 48;

/** An id as long as the ledger makes them (16 characters): a short token is as long whatever its id and its key. */
const sampleId = 'Abcdefgh12345678';
const sampleSecret = 'k'.repeat(minimumSecretLength);

export interface LongestSms {
  text: string;
  /** Its length in GSM septets; Infinity for a text outside the GSM alphabet (a city's letter), which is never one SMS of 160. */
  septets: number;
}

export function longestSms(siteAddress: string, city: string, year = new Date().getUTCFullYear()): LongestSms {
  let longest: LongestSms = { text: '', septets: 0 };
  const consider = (text: string) => {
    const septets = gsmSeptets(text) ?? Number.POSITIVE_INFINITY;
    if (septets > longest.septets) longest = { text, septets };
  };
  for (const confirmation of confirmations) {
    const settings = { secret: sampleSecret, address: { city }, availability: { confirmation } };
    for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
      // Any time of the day is five characters; the date's words are what vary.
      const start = wallTimeToInstant(day, '17:45');
      const slot = { start: start.toISOString(), end: new Date(start.getTime() + 45 * 60_000).toISOString() };
      for (const language of languages) {
        for (const place of meetingPlaces)
          for (const [what, daysBefore] of [
            ['confirmation', 3],
            ['reminder', 0],
            ['reminder', 1],
            ['reminder', 3],
          ] as const) {
            const now = wallTimeToInstant(addDays(day, -daysBefore), '08:00');
            consider(smsText({ siteAddress, settings, now }, what, { bookingId: sampleId, slot, place }, language));
          }
        // An earlier time offered, held until another day than today or tomorrow: its longest words.
        for (const place of meetingPlaces) {
          const now = wallTimeToInstant(addDays(day, -4), '08:00');
          const until = wallTimeToInstant(addDays(day, -2), '17:45').toISOString();
          consider(smsText({ siteAddress, settings, now }, 'offer', { bookingId: sampleId, slot, place }, language, { until }));
        }
        consider(missedSmsText({ siteAddress, settings }, { attendanceId: sampleId, slotId: slotIdOf(start) }, language));
      }
    }
  }
  return longest;
}
