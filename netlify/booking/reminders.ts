/**
 * The visitors' reminders, a step of the scheduled run: each goes as a visitor's mail (./mails/messages.ts),
 * as far as the visitor's mailbox takes it.
 */
import { type BookingContext, type BookingDeps, scheduledWithBooking } from './booking-context';
import { reminderHours } from './booking-settings';
import { tellTheVisitor } from './mails/messages';

/**
 * The scheduled step (every 15 minutes, so at most that late): for each booked time with mails on, the
 * latest reminder whose hour has come, unless the time was chosen after that hour (booked inside its window).
 * Each reminder is claimed by one conditional write (a notice named by booking, time and hours) before it is
 * sent: of two runs at once, one claims it, the other skips it. The one gap: a run that stops after the claim
 * and before SendGrid took the mail or the waiting store kept it leaves that reminder unsent (at most once).
 */
export async function sendReminders(context: BookingContext): Promise<{ sent: number }> {
  const hours = reminderHours(context.settings);
  const now = context.now.getTime();
  let sent = 0;
  // A time whose first reminder is due now ends at most the reminder's hours and one meeting from now: a day covers any meeting.
  const latestDue = new Date(now + (Math.max(0, ...hours) + 24) * 3_600_000);
  for (const booking of await context.ledger.bookedWithMailsBefore(latestDue)) {
    const start = Date.parse(booking.slot.start);
    const chosen = Date.parse(booking.chosenAt ?? '');
    const due = hours.filter((h) => start > now && now >= start - h * 3_600_000 && chosen < start - h * 3_600_000);
    const latest = due.at(-1);
    if (latest === undefined) continue;
    if (!(await context.ledger.firstNotice(`reminder-${booking.bookingId}-${booking.slotId}-${latest}h`, new Date(booking.slot.end))))
      continue;
    await tellTheVisitor(
      context,
      { what: 'reminder', bookingId: booking.bookingId, slotId: booking.slotId, hours: latest },
      booking.language ?? 'de',
    );
    sent += 1;
  }
  if (sent > 0) context.log.info(`booking: ${sent} reminder(s) sent or kept`);
  return { sent };
}

/** The scheduled run's reminders: booking opened for the deploy context; a problem is logged, never thrown (the delivery and the sweep go on). */
export async function remindVisitors(deps: BookingDeps): Promise<{ sent: number }> {
  return scheduledWithBooking(deps, 'reminders', { sent: 0 }, sendReminders);
}
