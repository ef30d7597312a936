/**
 * The time a slot id names, for what comes after the time (the team's page and morning mail "who came":
 * ./attendance.ts, ./mails/who-came-mail.ts), when the booking that knew it may be gone already.
 */
import { startOfSlotId } from '../../src/booking/free-times';
import type { BookingSettings } from './booking-settings';

/** Its start as an ISO instant ('' for what is no slot id). */
export function slotIdStart(slotId: string): string {
  return startOfSlotId(slotId)?.toISOString() ?? '';
}

/** Its start and its end by the meeting's length as set now (the booking that knew it is gone). */
export function slotOf(context: { settings: Pick<BookingSettings, 'availability'> }, slotId: string): { start: string; end: string } {
  const start = slotIdStart(slotId);
  const end = new Date(Date.parse(start) + context.settings.availability.meetingMinutes * 60_000).toISOString();
  return { start, end };
}
