/**
 * The night on Zurich's clock, 21:00 to 07:00: no SMS wakes anyone then (./mails/visitor-sms.ts holds one,
 * ./reminders.ts moves a reminder to the evening before), and an earlier time offered then is held from 07:00
 * (./ledger/ledger.ts: offerUntil), so its window does not run out while the visitor sleeps.
 */
import { addDays, instantToWallTime, wallTimeToInstant } from '../../src/booking/zurich-time';

export const quietHours = { from: '21:00', to: '07:00' } as const;

/** Whether `instant` is within the quiet hours on Zurich's clock. */
export function isQuietHour(instant: Date): boolean {
  const { time } = instantToWallTime(instant);
  return time >= quietHours.from || time < quietHours.to;
}

/** The end of the quiet hours `instant` is in: 07:00 Zurich time that morning, or the next one after 21:00. */
export function endOfQuietHours(instant: Date): Date {
  const { date, time } = instantToWallTime(instant);
  return wallTimeToInstant(time >= quietHours.from ? addDays(date, 1) : date, quietHours.to);
}
