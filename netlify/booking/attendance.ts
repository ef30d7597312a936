/**
 * Who came: after a booked time the team says whether the visitor came, so the owner's figures can tell
 * how many booked times took place (../counting). Two signed links, "Gekommen" and "Nicht gekommen", in the
 * team's calendar entry from the start and in a short mail the morning after; each opens a page with one
 * button (a GET changes nothing). The answer is one record per booking in the ledger (ledger.ts:
 * markAttendance), so it counts once, and a changed answer moves the count. Nothing about the person is
 * kept: the booking itself is deleted when its time has passed, and the link names its time and language.
 */
import { startOfSlotId } from '../../src/booking/free-times';
import { addDays } from '../../src/booking/zurich-time';
import type { Language } from '../../src/i18n/languages';
import { layOutMail } from '../outbox/mail-layout';
import { type BookingContext, type BookingDeps, scheduledWithBooking } from './booking-context';
import { attendedPath } from './booking-links';
import { type BookingTokenSubject, attendedAction, readBookingToken, signBookingToken } from './booking-token';
import { dayOf } from '../counting/count-store';
import { markWithinDays } from '../counting/day-counts';
import { dayOfSlot } from './ledger/records';
import { whenInGerman } from './mails/booking-mail';
import { sendNow } from '../outbox/send-or-keep';
import { bookingPageAnswer, seeOther } from './pages/booking-answer';
import type { AttendanceWindow } from './pages/booking-page';

/** The two links of a booked time, absolute (they leave the site: the calendar entry, the mail). */
export function attendanceLinks(
  context: Pick<BookingContext, 'settings' | 'siteAddress'>,
  booking: BookingTokenSubject & { language?: Language | undefined },
): { came: string; notCame: string } {
  const token = signBookingToken(attendedAction(booking.language ?? 'de'), booking, context.settings.secret);
  return {
    came: `${context.siteAddress}${attendedPath(token, true)}`,
    notCame: `${context.siteAddress}${attendedPath(token, false)}`,
  };
}

/** What a link names, checked: the booking, its time and the visitor's language; undefined for a link not signed by the site. */
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
function slotOf(context: BookingContext, slotId: string): { start: string; end: string } {
  const start = slotIdStart(slotId);
  const end = new Date(Date.parse(start) + context.settings.availability.meetingMinutes * 60_000).toISOString();
  return { start, end };
}

/** GET: the page with the one button (or what was entered, or why nothing can be). */
export async function attendedPageAnswer(context: BookingContext, token: string, came: boolean): Promise<Response> {
  const subject = readAttendedToken(context, token);
  if (!subject) return bookingPageAnswer(context, 'de', { kind: 'invalid' }, 404);
  const window = attendanceWindow(subject.slotId, context.now);
  const answer = window === 'open' ? (await context.ledger.attendanceOf(subject.bookingId, subject.slotId))?.came : undefined;
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
    const before = await context.ledger.attendanceOf(subject.bookingId, subject.slotId);
    await context.ledger.markAttendance(subject.bookingId, { slotId: subject.slotId, language: subject.language, came });
    context.log.info(
      `booking: ${subject.slotId} ${came ? 'came' : 'did not come'}${before?.came === undefined ? '' : ' (answer changed)'}`,
    );
  }
  return seeOther(attendedPath(token, came));
}

/**
 * The scheduled step's morning mail (from 07:00 in Zurich, once a day): yesterday's booked times that took
 * place, each with its two links. Nothing goes when there were none, or all are answered already.
 */
export async function askWhoCame(context: BookingContext): Promise<{ asked: number }> {
  const { now, ledger } = context;
  const today = dayOf(now);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/Zurich' }).format(now));
  if (hour < 7) return { asked: 0 };
  const yesterday = addDays(today, -1);
  const open = (await ledger.attendanceOn(yesterday)).filter((record) => record.came === undefined);
  if (open.length === 0) return { asked: 0 };
  if (!(await ledger.firstNotice(`attendance-mail-${today}`, new Date(now.getTime() + 3 * 24 * 3_600_000)))) return { asked: 0 };
  const times = open.sort((a, b) => a.slotId.localeCompare(b.slotId));
  // Sent now or not at all (the links are in the calendar entries too): a mail kept for later would ask a day late.
  const failure = await sendNow(context, async (addresses) => {
    const { text, html } = layOutMail({
      intro: `Gestern ${times.length === 1 ? 'war ein Erstgespräch' : `waren ${times.length} Erstgespräche`} über die Website gebucht. Ist die Person gekommen? Ein Klick pro Termin genügt; gezählt wird nur die Zahl, nichts über die Person.`,
      sections: times.map((record) => {
        const links = attendanceLinks(context, { bookingId: record.bookingId, slotId: record.slotId, language: record.language });
        return {
          title: whenInGerman(slotOf(context, record.slotId)),
          rows: [
            ['Gekommen', links.came],
            ['Nicht gekommen', links.notCame],
          ],
        };
      }),
    });
    return { ...addresses, subject: `Gestern: ${times.length} Erstgespräch${times.length === 1 ? '' : 'e'}. Gekommen?`, text, html };
  });
  if (failure) context.log.error(`booking: the team's mail "who came" could not go (${failure}); the links are in the calendar entries`);
  return { asked: failure ? 0 : times.length };
}

/** The scheduled run's morning mail; a problem is logged, never thrown. */
export async function askWhoCameScheduled(deps: BookingDeps): Promise<{ asked: number }> {
  return scheduledWithBooking(deps, '"who came" mail', { asked: 0 }, askWhoCame);
}
