/**
 * Who came: after a booked time the team says whether the visitor came, so the owner's figures can tell
 * how many booked times took place (../counting). Two signed links, "Gekommen" and "Nicht gekommen", in the
 * team's calendar entry from the start and in a short mail the morning after (./who-came.ts); each opens a
 * page with one button (a GET changes nothing). The answer is one mark per booked time in the count store
 * (../counting/attendance-marks.ts), under the time's random attendance id, so it counts once, a changed
 * answer moves the count, and nothing leads from it back to the booking: the booking itself is deleted when
 * its time has passed, and the link names the id, the time and the language.
 */
import { startOfSlotId } from '../../src/booking/free-times';
import { addDays } from '../../src/booking/zurich-time';
import type { Language } from '../../src/i18n/languages';
import { answerMark, markOf } from '../counting/attendance-marks';
import { dayOf } from '../counting/count-store';
import { markWithinDays } from '../counting/day-counts';
import type { BookingContext } from './booking-context';
import { attendedPath } from './booking-links';
import { type BookingTokenSubject, attendedAction, readBookingToken } from './booking-token';
import { dayOfSlot } from './ledger/records';
import { bookingPageAnswer, seeOther } from './pages/booking-answer';
import type { AttendanceWindow } from './pages/booking-page';

/** What a link names, checked: the time's attendance id (in the token's booking place), its time and the visitor's language; undefined for a link not signed by the site. */
function readAttendedToken(context: BookingContext, token: string): (BookingTokenSubject & { language: Language }) | undefined {
  for (const language of ['de', 'en'] as const) {
    const subject = readBookingToken(token, attendedAction(language), context.settings.secret);
    if (subject) return { ...subject, language };
  }
  return undefined;
}

/** An answer can be given once the time has begun, until its day is counted for good. */
export function attendanceWindow(slotId: string, now: Date): AttendanceWindow {
  const start = Date.parse(slotIdStart(slotId));
  if (now.getTime() < start) return 'early';
  return dayOf(now) > addDays(dayOfSlot(slotId), markWithinDays) ? 'late' : 'open';
}

function slotIdStart(slotId: string): string {
  return startOfSlotId(slotId)?.toISOString() ?? '';
}

/** The time a slot id names; its end by the meeting's length as set now (the booking that knew it is gone). */
export function slotOf(context: Pick<BookingContext, 'settings'>, slotId: string): { start: string; end: string } {
  const start = slotIdStart(slotId);
  const end = new Date(Date.parse(start) + context.settings.availability.meetingMinutes * 60_000).toISOString();
  return { start, end };
}

/** GET: the page with the one button (or what was entered, or why nothing can be). */
export async function attendedPageAnswer(context: BookingContext, token: string, came: boolean): Promise<Response> {
  const subject = readAttendedToken(context, token);
  if (!subject) return bookingPageAnswer(context, 'de', { kind: 'invalid' }, 404);
  const window = attendanceWindow(subject.slotId, context.now);
  const answer = window === 'open' ? (await markOf(context.counts(), dayOfSlot(subject.slotId), subject.bookingId))?.came : undefined;
  return bookingPageAnswer(context, 'de', {
    kind: 'attended',
    slot: slotOf(context, subject.slotId),
    token,
    came,
    window,
    ...(answer === undefined ? {} : { answer }),
  });
}

/** POST: enters the answer (over any earlier one) and shows the page again at its address. */
export async function attendedAnswer(context: BookingContext, token: string, came: boolean): Promise<Response> {
  const subject = readAttendedToken(context, token);
  if (!subject) return bookingPageAnswer(context, 'de', { kind: 'invalid' }, 404);
  if (attendanceWindow(subject.slotId, context.now) === 'open') {
    const day = dayOfSlot(subject.slotId);
    const before = await markOf(context.counts(), day, subject.bookingId);
    await answerMark(context.counts(), day, subject.bookingId, { language: subject.language, came });
    context.log.info(
      `booking: ${subject.slotId} ${came ? 'came' : 'did not come'}${before?.came === undefined ? '' : ' (answer changed)'}`,
    );
  }
  return seeOther(attendedPath(token, came));
}
