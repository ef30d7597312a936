/**
 * The scheduled step's morning mail to the team (from 07:00 in Zurich, once a day): yesterday's booked
 * times that took place and have no answer yet, each with its two links (./attendance.ts). Nothing goes
 * when there were none, or all are answered already. Sent now or not at all (the links are in the
 * calendar entries too): a mail kept for later would ask a day late.
 */
import { slotIdOf } from '../../src/booking/free-times';
import { addDays, wallTimeToInstant } from '../../src/booking/zurich-time';
import { marksOfDay } from '../counting/attendance-marks';
import { dayOf } from '../counting/count-store';
import { type BookingContext, type BookingDeps, scheduledWithBooking } from './booking-context';
import { outboxOf } from './mails/messages';
import type { WhoCameTime } from './mails/who-came-mail';

export async function askWhoCame(context: BookingContext): Promise<{ asked: number }> {
  const { now, ledger } = context;
  const today = dayOf(now);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/Zurich' }).format(now));
  if (hour < 7) return { asked: 0 };
  const yesterday = addDays(today, -1);
  const open = (await marksOfDay(context.counts(), yesterday)).filter((mark) => mark.came === undefined && mark.time);
  if (open.length === 0) return { asked: 0 };
  if (!(await ledger.firstNotice(`attendance-mail-${today}`, new Date(now.getTime() + 3 * 24 * 3_600_000)))) return { asked: 0 };
  const times: WhoCameTime[] = open
    .map((mark) => ({ attendanceId: mark.nonce, slotId: slotIdOf(wallTimeToInstant(yesterday, mark.time!)), language: mark.language }))
    .sort((a, b) => a.slotId.localeCompare(b.slotId));
  const outcome = await outboxOf(context).send({ type: 'who-came', language: 'de', times }, { keep: false });
  if ('failed' in outcome)
    context.log.error(`booking: the team's mail "who came" could not go (${outcome.failed}); the links are in the calendar entries`);
  return { asked: 'sent' in outcome ? times.length : 0 };
}

/** The scheduled run's morning mail; a problem is logged, never thrown. */
export async function askWhoCameScheduled(deps: BookingDeps): Promise<{ asked: number }> {
  return scheduledWithBooking(deps, '"who came" mail', { asked: 0 }, askWhoCame);
}
