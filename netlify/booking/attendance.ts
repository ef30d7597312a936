/**
 * Who came: after a booked time the team says whether the visitor came, so the owner's figures can tell
 * how many booked times took place (../counting). Two signed links, "Gekommen" and "Nicht gekommen", in the
 * team's calendar entry from the start and in a short mail the morning after (./who-came.ts); each opens a
 * page with one button (a GET changes nothing). The answer is one mark per booked time in the count store
 * (../counting/attendance-marks.ts), under the time's random attendance id, so it counts once, a changed
 * answer moves the count, and nothing leads from it back to the booking: the booking itself is deleted when
 * its time has passed, and the link names the id, the time and the language.
 *
 * Only a time that was held counts: a link to a time that was cancelled, released or moved away from
 * (the team's earlier mails and calendar entries keep it) opens a page that says so and enters nothing.
 * Held means, while the booking stands, that the ledger has it booked at that very time, and after the
 * sweep deleted it, that the sweep left the time's question (or the answer was given before).
 */
import { startOfSlotId } from '../../src/booking/free-times';
import { addDays, instantToWallTime } from '../../src/booking/zurich-time';
import type { Language } from '../../src/i18n/languages';
import { answerMark, markOf } from '../counting/attendance-marks';
import { dayOf } from '../counting/count-store';
import { markWithinDays } from '../counting/day-counts';
import type { BookingContext } from './booking-context';
import { attendanceLinks, attendedPath } from './booking-links';
import { type BookingTokenSubject, attendedAction, readBookingToken } from './booking-token';
import { dayOfSlot } from './ledger/records';
import { slotIdStart, slotOf } from './time-of-slot';
import { offerWayBack } from './way-back';
import { bookingPageAnswer, seeOther } from './pages/booking-answer';
import type { AttendanceView, AttendanceWindow } from './pages/booking-page';

/** What a link names, checked: the time's attendance id (in the token's booking place), its time and the visitor's language; undefined for a link not signed by the site. */
function readAttendedToken(context: BookingContext, token: string): (BookingTokenSubject & { language: Language }) | undefined {
  for (const language of ['de', 'en'] as const) {
    const subject = readBookingToken(token, attendedAction(language), context.settings.secret);
    if (subject) return { ...subject, language };
  }
  return undefined;
}

/** An answer can be given once the time has begun, until its day is counted for good. */
export function attendanceWindow(slotId: string, now: Date): Extract<AttendanceWindow, 'early' | 'open' | 'late'> {
  const start = Date.parse(slotIdStart(slotId));
  if (now.getTime() < start) return 'early';
  return dayOf(now) > addDays(dayOfSlot(slotId), markWithinDays) ? 'late' : 'open';
}

/**
 * Whether the link's time was held (see above), with the answer given so far; for a time moved away
 * from while the booking still stands, where it went.
 */
async function heldOf(
  context: BookingContext,
  subject: BookingTokenSubject & { language: Language },
): Promise<{ held: true; answer?: boolean } | { held: false; movedTo?: { slotId: string } }> {
  const day = dayOfSlot(subject.slotId);
  // The ledger first, then the count store: the sweep deletes the booking, then leaves the mark, so a held
  // time is found in one or the other (but for the moment between the two, when the page asks again later).
  const booking = await context.ledger.bookedWithAttendanceId(day, subject.bookingId);
  const mark = await markOf(context.counts(), day, subject.bookingId);
  const answer = mark?.came === undefined ? {} : { answer: mark.came };
  if (booking) return booking.slotId === subject.slotId ? { held: true, ...answer } : { held: false, movedTo: booking };
  if (mark?.came !== undefined) return { held: true, ...answer };
  // The question the sweep left names the time of day it took place at: another time that day was moved away from.
  const start = startOfSlotId(subject.slotId);
  return mark?.time && start && mark.time === instantToWallTime(start).time ? { held: true } : { held: false };
}

/** What the page says of the link's time: too early, too late, not held (moved), or open with the answer so far. */
async function attendanceOf(
  context: BookingContext,
  subject: BookingTokenSubject & { language: Language },
  came: boolean,
): Promise<AttendanceView> {
  const window = attendanceWindow(subject.slotId, context.now);
  if (window === 'late') return { window };
  const held = await heldOf(context, subject);
  if (!held.held) {
    if (!held.movedTo) return { window: 'not-held' };
    const links = attendanceLinks(context, { attendanceId: subject.bookingId, slotId: held.movedTo.slotId, language: subject.language });
    return { window: 'moved', movedTo: { slot: slotOf(context, held.movedTo.slotId), link: came ? links.came : links.notCame } };
  }
  return window === 'open' && held.answer !== undefined ? { window, answer: held.answer } : { window };
}

/** GET: the page with the one button (or what was entered, or why nothing can be). */
export async function attendedPageAnswer(context: BookingContext, token: string, came: boolean): Promise<Response> {
  const subject = readAttendedToken(context, token);
  if (!subject) return bookingPageAnswer(context, 'de', { kind: 'invalid' }, 404);
  return bookingPageAnswer(context, 'de', {
    kind: 'attended',
    slot: slotOf(context, subject.slotId),
    token,
    came,
    ...(await attendanceOf(context, subject, came)),
  });
}

/** POST: enters the answer (over any earlier one) for a time that was held, and shows the page again at its address. */
export async function attendedAnswer(context: BookingContext, token: string, came: boolean): Promise<Response> {
  const subject = readAttendedToken(context, token);
  if (!subject) return bookingPageAnswer(context, 'de', { kind: 'invalid' }, 404);
  if (attendanceWindow(subject.slotId, context.now) === 'open') {
    const held = await heldOf(context, subject);
    if (held.held) {
      const day = dayOfSlot(subject.slotId);
      await answerMark(context.counts(), day, subject.bookingId, { language: subject.language, came });
      context.log.info(
        `booking: ${subject.slotId} ${came ? 'came' : 'did not come'}${held.answer === undefined ? '' : ' (answer changed)'}`,
      );
      // A visitor who asked for mails hears once of a way to a new time (./way-back.ts).
      if (!came) await offerWayBack(context, { attendanceId: subject.bookingId, slotId: subject.slotId });
    } else {
      context.log.info(`booking: ${subject.slotId} was not held (cancelled, released or moved); the answer was not entered`);
    }
  }
  return seeOther(attendedPath(token, came));
}
