/**
 * What the functions do with times: list the free ones (for the form and the change form), book one and
 * move a booking to one. Each reads the team's busy times first (./busy-times.ts); when a feed cannot be read
 * at all, booking is off for now, so the form falls back to the request (days and times) and never offers
 * a time that may be taken. The log says why. The ledger (./ledger/ledger.ts) decides who has a time.
 */
import { type Slot, type SlotId, freeTimes, overlapsBusy, slotById } from '../../src/booking/free-times';
import { type MeetingProblem, addressProblems, meetingPlace } from '../../src/booking/meeting-place';
import { offeredCount } from '../../src/booking/offered-slot';
import type { BookingContext } from './booking-context';
import { busyTimes } from './busy-times';
import type { Booking, BookResult, ChangeResult } from './ledger/ledger';
import type { BookingPerson, MeetingPlace, ReminderWhen, VisitorMails } from './ledger/records';
import type { Language } from '../../src/i18n/languages';

/** The most a list asks for: a crafted address cannot make one answer write out weeks of times by the thousand. */
const mostShown = offeredCount * 40;

/**
 * Which free times a list shows: the first `count` (as a query or a button says it, "16"; kept between
 * one page of times and the most), and at least up to `through` (a time chosen before, so it is shown again).
 */
export interface TimesWanted {
  count?: string | null | undefined;
  through?: SlotId;
}

function shownCount(value: string | null | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) ? Math.min(Math.max(count, offeredCount), mostShown) : offeredCount;
}

/** `more`: free times follow the ones listed ("Spätere Termine" shows them). */
export type FreeTimesResult = { ok: true; slots: Slot[]; more: boolean } | { ok: false; reason: string };

/** The next free times, earliest first. A store that cannot be read turns booking off for now, like a calendar that cannot be read. */
export async function currentFreeTimes(context: BookingContext, { count, through }: TimesWanted = {}): Promise<FreeTimesResult> {
  const { settings, ledger, now, log } = context;
  try {
    const busy = await busyTimes(context);
    if (!busy.ok) {
      log.error(`booking: free times not offered, the form asks for days and times instead: ${busy.reason}`);
      return busy;
    }
    const held = await ledger.takenTimes();
    // All of the horizon (a few weeks: tens of times), so `through` and `more` are known.
    const free = freeTimes({ availability: settings.availability, busy: busy.busy, held, now });
    const shown = Math.max(shownCount(count), free.findIndex((slot) => slot.id === through) + 1);
    return { ok: true, slots: free.slice(0, shown), more: free.length > shown };
  } catch (error) {
    const reason = `the booking store cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    log.error(`booking: free times not offered, the form asks for days and times instead: ${reason}`);
    return { ok: false, reason };
  }
}

/**
 * Why a time was not booked: taken (by someone else, or busy in the team's calendar now), limit (this network
 * holds enough times), unavailable (the calendar or the store cannot be read), or a question the time leaves
 * open (its place, the e-mail address an online time needs, the number a time on the phone needs:
 * src/booking/meeting-place.ts).
 */
type NotBooked =
  { ok: false; reason: 'taken' | 'limit' | 'unavailable' | 'not_offered' } | { ok: false; reason: 'answers'; problem: MeetingProblem };
export type BookingOutcome = { ok: true; booking: Booking } | NotBooked;
export type ChangeOutcome = { ok: true; booking: Booking; before: Booking } | NotBooked | Extract<ChangeResult, { ok: false }>;

/**
 * Requests for one time, one after the other within this instance. The ledger's conditional writes are
 * what keep two visitors from one time across instances; this queue only spares the store the races one
 * instance can settle itself (and makes the local Blobs emulator, which checks and writes in two steps,
 * behave like the real store).
 */
const queues = new Map<SlotId, Promise<unknown>>();
function oneAtATime<T>(slotId: SlotId, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(slotId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(slotId, settled);
  void settled.then(() => {
    if (queues.get(slotId) === settled) queues.delete(slotId);
  });
  return next;
}

/**
 * A time as a request names it, checked: offered now, in a place it offers, with what that place needs
 * (`needs`), free in the team's calendar; then the ledger's step.
 */
async function withCheckedTime<Result extends { ok: boolean }>(
  context: BookingContext,
  request: { slotId: string; place: string | undefined },
  step: (slot: Slot, place: MeetingPlace) => Promise<Result>,
  needs: (place: MeetingPlace) => MeetingProblem[] = () => [],
): Promise<Result | NotBooked> {
  const { settings, now, log } = context;
  const slot = slotById(settings.availability, request.slotId, now);
  if (!slot) return { ok: false, reason: 'not_offered' };
  const place = meetingPlace(slot, request.place);
  if (!place.ok) return { ok: false, reason: 'answers', problem: { field: 'place', code: place.code } };
  const [missing] = needs(place.place);
  if (missing) return { ok: false, reason: 'answers', problem: missing };
  const busy = await busyTimes(context);
  if (!busy.ok) {
    log.error(`booking: ${request.slotId} not booked, the calendar cannot be read: ${busy.reason}`);
    return { ok: false, reason: 'unavailable' };
  }
  if (overlapsBusy(slot, busy.busy, settings.availability.pauseMinutes)) return { ok: false, reason: 'taken' };
  return oneAtATime(slot.id, () => step(slot, place.place)).catch((error: unknown) => {
    log.error(`booking: ${slot.id} not booked, the booking store failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, reason: 'unavailable' } as const;
  });
}

/** Books a time for a request. */
export async function bookTime(
  context: BookingContext,
  request: {
    slotId: string;
    place: string | undefined;
    network: string;
    person?: BookingPerson;
    language?: Language;
    mails?: VisitorMails;
    sms?: VisitorMails;
    remindWhen?: ReminderWhen[];
  },
): Promise<BookingOutcome> {
  const { network, person, language, mails, sms, remindWhen } = request;
  const booked = await withCheckedTime<BookResult>(
    context,
    request,
    (slot, place) =>
      context.ledger.book({
        slot,
        place,
        network,
        ...(person ? { person } : {}),
        ...(language ? { language } : {}),
        ...(mails ? { mails } : {}),
        ...(sms ? { sms } : {}),
        ...(remindWhen ? { remindWhen } : {}),
      }),
    (place) => addressProblems(place, request.person ?? {}),
  );
  if (booked.ok) context.log.info(`booking: ${booked.booking.slotId} booked (${booked.booking.bookingId})`);
  return booked;
}

/**
 * Moves a booking to another time: the new one is booked for it before the old one is let go (./ledger/ledger.ts).
 * The change form asks for no e-mail address: a booking without one moved online is called with the link (the page
 * and the team's mail say so). A time on the phone needs a number, as when booking: the booking's own, or one given
 * with the change (`phone`, kept with the booking).
 */
export async function changeTime(
  context: BookingContext,
  bookingId: string,
  request: { slotId: string; place: string | undefined; phone?: string | undefined },
): Promise<ChangeOutcome> {
  const { phone } = request;
  const changed = await withCheckedTime<ChangeResult>(
    context,
    request,
    (slot, place) => context.ledger.change(bookingId, { slot, place, ...(phone ? { phone } : {}) }),
    (place) => (place === 'phone' ? addressProblems(place, { phone }) : []),
  );
  if (changed.ok) context.log.info(`booking: ${bookingId} moved from ${changed.before.slotId} to ${changed.booking.slotId}`);
  return changed;
}
