/**
 * The team's CalDAV entry of a booking, kept as the ledger says the booking is. The entry is the event the
 * team's mails carry as their invitation (./booking-mail.ts: teamEvent): one UID per booking, SEQUENCE
 * one less than the ledger's version, so a new booking's is 0 and every transition's is higher.
 */
import type { BookingContext } from '../booking-context';
import { teamEvent } from './booking-mail';
import { type CalendarWrite, keepBooking } from '../calendars/team-calendar';

/** Rounds of writing the entry before giving up on a booking that keeps changing meanwhile (at most 3 changes and a cancel). */
const maxRounds = 6;

/**
 * Makes the team's CalDAV entry say what the ledger says now: there at its time while booked, deleted once
 * freed. Run after every transition. Two requests changing one booking at once may write in any order,
 * so each checks after writing that the booking is still the version it wrote, and writes again if not:
 * the last write of all is then always of the last version. Undefined where no CalDAV calendar is set up.
 */
export async function syncTeamCalendar(context: BookingContext, bookingId: string): Promise<CalendarWrite | undefined> {
  const setting = context.settings.teamCalendar;
  if (setting.kind === 'none') return undefined;
  const deps = { log: context.log, ...(context.fetch ? { fetch: context.fetch } : {}) };
  let written: CalendarWrite | undefined;
  for (let round = 0; round < maxRounds; round += 1) {
    const booking = await context.ledger.find(bookingId);
    if (!booking) return written;
    // The event (with its signed links) is made before the calendar is written to: a freed booking has none.
    const event = booking.state === 'booked' ? teamEvent(context, booking).event : undefined;
    written = await keepBooking(setting, { ...booking, event }, deps);
    if ((await context.ledger.find(bookingId))?.version === booking.version) return written;
  }
  return written;
}
