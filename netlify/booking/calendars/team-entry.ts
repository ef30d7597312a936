/**
 * The team's side of a booking in its calendar: the event (the invitation in the team's mails and the
 * CalDAV entry are the same event, one UID per booking, SEQUENCE one less than the ledger's version, so a
 * new booking's is 0 and every transition's is higher) with the link that
 * releases the time, and the CalDAV entry kept as the ledger says the booking is.
 */
import type { BookingContext } from '../booking-context';

import { signBookingToken } from '../booking-token';
import type { Booking } from '../ledger/ledger';
import { teamCalendarEvent } from '../mails/booking-mail';
import type { CalendarEvent } from './calendar-file';
import { type CalendarWrite, putBooking, removeBooking } from './team-calendar';
import { attendanceLinks, releasePath } from '../booking-links';

/** The release link (signed for the time the booking stands at) and the event; a freed booking's event has no link. */
export function teamEvent(context: BookingContext, booking: Booking): { releaseUrl: string; event: CalendarEvent } {
  const { settings, siteAddress, now } = context;
  const releaseUrl = `${siteAddress}${releasePath(signBookingToken('release', booking, settings.secret))}`;
  const event = teamCalendarEvent({
    bookingId: booking.bookingId,
    slot: booking.slot,
    place: booking.place,
    address: settings.address,
    ...(settings.availability.meetingLink ? { meetingLink: settings.availability.meetingLink } : {}),
    // A time on the phone: the entry's place is the number to call (a freed booking's person is forgotten: its cancellation needs none).
    ...(booking.person?.phone ? { phone: booking.person.phone } : {}),
    confirmation: settings.availability.confirmation,
    siteAddress,
    ...(booking.state === 'booked'
      ? { releaseUrl, attendance: attendanceLinks(context, { ...booking, attendanceId: booking.attendanceId ?? booking.bookingId }) }
      : {}),
    now,
    changes: booking.version - 1,
  });
  return { releaseUrl, event };
}

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
    written =
      booking.state === 'booked'
        ? await putBooking(setting, { ...booking, event: teamEvent(context, booking).event }, deps)
        : await removeBooking(setting, booking, deps);
    if ((await context.ledger.find(bookingId))?.version === booking.version) return written;
  }
  return written;
}
