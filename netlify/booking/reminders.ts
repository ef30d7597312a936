/**
 * The visitors' reminders, a step of the scheduled run: each goes on every channel the visitor chose, as a
 * visitor's mail (./mails/visitor-mails.ts) or SMS (./mails/visitor-sms.ts), at the times they chose (the
 * ledger's `remindWhen`), as far as the mailbox's or the number's budgets take it.
 */
import { addDays, instantToWallTime, wallTimeToInstant } from '../../src/booking/zurich-time';
import { type BookingContext, type BookingDeps, scheduledWithBooking } from './booking-context';
import { chosenReminderHours } from './booking-settings';
import type { Booking } from './ledger/ledger';
import { tellTheVisitor, tellTheVisitorBySms } from './mails/messages';
import { isQuietHour, quietHours } from './quiet-hours';

const hourMs = 3_600_000;

/** How often the scheduled run comes (netlify/functions/deliver-waiting-messages.mts: every 15 minutes). */
export const scheduledEveryMinutes = 15;

export type ReminderChannel = 'email' | 'sms';

/** The channels a booking's reminders go on: e-mail with mails on and an address, SMS with SMS on and a number. */
export function reminderChannels(booking: Booking): ReminderChannel[] {
  return [
    ...(booking.mails === 'on' && booking.person?.email ? (['email'] as const) : []),
    ...(booking.sms === 'on' && booking.person?.phone ? (['sms'] as const) : []),
  ];
}

/**
 * When a reminder is due: its hours before the time. An SMS never goes between 21:00 and 07:00 Zurich time:
 * one that would fall there goes at the scheduled run's last time before 21:00 the evening before (20:45).
 */
export function reminderDueAt(channel: ReminderChannel, start: Date, hours: number): Date {
  const due = new Date(start.getTime() - hours * hourMs);
  if (channel === 'email' || !isQuietHour(due)) return due;
  const { date, time } = instantToWallTime(due);
  const evening = time >= quietHours.from ? date : addDays(date, -1);
  return new Date(wallTimeToInstant(evening, quietHours.from).getTime() - scheduledEveryMinutes * 60_000);
}

/** The notice that claims one reminder (a mail's name as before SMS existed, so a claim made then still holds). */
function claimName(channel: ReminderChannel, booking: Booking, hours: number): string {
  return `reminder-${channel === 'sms' ? 'sms-' : ''}${booking.bookingId}-${booking.slotId}-${hours}h`;
}

/**
 * The scheduled step (every 15 minutes, so at most that late): for each booked time and each of its
 * channels, the latest chosen reminder whose moment has come, unless the time was chosen after that moment
 * (booked inside its window); no SMS in the quiet hours. Each reminder is claimed per channel by one
 * conditional write (a notice named by channel, booking, time and hours) before it is sent: of two runs at
 * once, one claims it, the other skips it; a change claims the new time's reminders afresh (the old time's
 * are never due again: the booking no longer stands there), and a cancelled booking is not listed at all.
 * The one gap: a run that stops after the claim and before the provider took the message or the waiting
 * store kept it leaves that reminder unsent (at most once).
 */
export async function sendReminders(context: BookingContext): Promise<{ sent: number }> {
  const now = context.now.getTime();
  let sent = 0;
  // A time whose first reminder is due now ends at most the reminder's hours, the evening shift and one meeting from now: a day covers both.
  const latestDue = new Date(now + (Math.max(0, ...chosenReminderHours(context.settings)) + 24) * hourMs);
  for (const booking of await context.ledger.bookedWithRemindersBefore(latestDue)) {
    const start = new Date(booking.slot.start);
    const chosen = Date.parse(booking.chosenAt ?? '');
    const hours = chosenReminderHours(context.settings, booking.remindWhen);
    for (const channel of reminderChannels(booking)) {
      if (channel === 'sms' && isQuietHour(context.now)) continue;
      const dueAt = (h: number) => reminderDueAt(channel, start, h).getTime();
      const due = hours.filter((h) => start.getTime() > now && now >= dueAt(h) && chosen < dueAt(h));
      const latest = due.sort((a, b) => dueAt(a) - dueAt(b)).at(-1);
      if (latest === undefined) continue;
      if (!(await context.ledger.firstNotice(claimName(channel, booking, latest), new Date(booking.slot.end)))) continue;
      const notice = { what: 'reminder', bookingId: booking.bookingId, slotId: booking.slotId, hours: latest } as const;
      if (channel === 'email') await tellTheVisitor(context, notice, booking.language ?? 'de');
      else await tellTheVisitorBySms(context, notice, booking.language ?? 'de');
      sent += 1;
    }
  }
  if (sent > 0) context.log.info(`booking: ${sent} reminder(s) sent or kept`);
  return { sent };
}

/** The scheduled run's reminders: booking opened for the deploy context; a problem is logged, never thrown (the delivery and the sweep go on). */
export async function remindVisitors(deps: BookingDeps): Promise<{ sent: number }> {
  return scheduledWithBooking(deps, 'reminders', { sent: 0 }, sendReminders);
}
