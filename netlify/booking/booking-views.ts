/**
 * What the booking function answers to a GET: the free times as JSON, and what a private link opens
 * (the visitor's page, the calendar file, the team's release page). Every link ever made for a booking
 * names it by its id, so each finds the booking as the ledger has it now, wherever it moved.
 */
import { offeredCount, offeredSlot } from '../../src/booking/offered-slot';
import { type FreeTimesBody, freeTimesQuery } from '../../src/forms/protocol';
import { type Language, defaultLanguage, isLanguage } from '../../src/i18n/languages';
import type { BookingContext } from './booking-context';
import { offerPath, viewPath, wayBackPath } from './booking-links';
import { offersEarlierTimes } from '../../src/booking/availability';
import { startOfSlotId } from '../../src/booking/free-times';
import { askableOf } from './ask-earlier';
import { maskedAddress, maskedNumber } from './pages/masked-address';
import { currentFreeTimes } from './booking-times';
import { type BookingAction, readBookingToken, readShortToken, readShortWayBackToken, signBookingToken } from './booking-token';
import { visitorCalendarFile, visitorCancelFile, visitorFileNames } from './pages/visitor-calendar-file';
import { type Booking, maxChanges } from './ledger/ledger';
import { bookingPageAnswer, noStore, seeOther } from './pages/booking-answer';
import { type BookingView, type SoonerView, remindersPartId, soonerPartId } from './pages/booking-page';
import { reminderWhens } from './ledger/records';
import type { CountedStep } from '../counting/steps';

export function languageOf(value: string | null): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * What a private link finds: the booking standing, or freed (cancelled or released: its record stays
 * until its date, so the link can still say which time was freed), or nothing (swept after its date), or
 * a link whose signature does not hold.
 */
export type LinkedBooking = { kind: 'booked'; booking: Booking } | { kind: 'freed'; booking: Booking } | { kind: 'gone' | 'invalid' };

export async function linkedBooking(context: BookingContext, token: string, action: BookingAction): Promise<LinkedBooking> {
  const subject = readBookingToken(token, action, context.settings.secret);
  if (!subject) return { kind: 'invalid' };
  const booking = await context.ledger.find(subject.bookingId);
  if (!booking) return { kind: 'gone' };
  return booking.state === 'booked' ? { kind: 'booked', booking } : { kind: 'freed', booking };
}

/**
 * The page of a link that found no standing booking: a time the visitor cancelled says so and which
 * (a reopened or bookmarked page after "Ja, Termin absagen" lands here), anything else freed or gone
 * says it no longer exists (200: the link was good), a bad link is invalid (404).
 */
export function notBookedAnswer(context: BookingContext, language: Language, linked: Exclude<LinkedBooking, { kind: 'booked' }>) {
  if (linked.kind === 'freed' && linked.booking.state === 'cancelled') {
    const token = signBookingToken('cancel', linked.booking, context.settings.secret);
    return bookingPageAnswer(context, language, { kind: 'cancelled', slot: linked.booking.slot, token });
  }
  return bookingPageAnswer(
    context,
    language,
    { kind: linked.kind === 'invalid' ? 'invalid' : 'gone' },
    linked.kind === 'invalid' ? 404 : 200,
  );
}

/** The free times as the form asks for them; the request instead whenever booking is off. */
export async function freeTimesAnswer(context: BookingContext | undefined, url: URL): Promise<Response> {
  const request: FreeTimesBody = { mode: 'request' };
  if (!context) return Response.json(request, { headers: noStore });
  const language = languageOf(url.searchParams.get('language'));
  const through = url.searchParams.get(freeTimesQuery.through);
  const free = await currentFreeTimes(context, { count: url.searchParams.get(freeTimesQuery.count), ...(through ? { through } : {}) });
  if (firstTimesAsked(url)) countTimes(context, free.ok ? free.slots.length : null, language);
  const body: FreeTimesBody = free.ok
    ? {
        mode: 'booking',
        slots: free.slots.map((slot) => offeredSlot(slot, language)),
        more: free.more,
        smsCountries: context.settings.availability.smsCountries,
        earlierOffered: offersEarlierTimes(context.settings.availability),
      }
    : request;
  return Response.json(body, { headers: noStore });
}

/**
 * Whether a free-times request is the form's first (counted as "times shown"): its first page of times
 * (the form's script asks for `count=8`), not "Spätere Termine" (a larger `count`), and not the list shown
 * again around a time chosen before (`through`: a reload, a step back with a draft).
 */
export function firstTimesAsked(url: URL): boolean {
  const count = url.searchParams.get(freeTimesQuery.count);
  return (count === null || Number(count) <= offeredCount) && !url.searchParams.has(freeTimesQuery.through);
}

/** What a first list of free times counts as: shown, none free (all taken), or none because booking is off now. */
export function timesStep(shown: number | null): CountedStep {
  if (shown === null) return 'no-times-unreadable';
  return shown > 0 ? 'times-shown' : 'no-times-taken';
}

/**
 * Counts a first list of free times (timesStep). "Times shown" counts a network once a Zurich day (with its
 * `network`): it is what "booked" is set against, and a visitor who reloads the form 30 times is one visitor,
 * not 30. "None free" counts every ask, as where booking cannot even be opened (./booking-handler.ts): how
 * often someone was turned away.
 */
export function countTimes(context: Pick<BookingContext, 'count' | 'network'>, shown: number | null, language: Language): void {
  const step = timesStep(shown);
  context.count(step, language, step === 'times-shown' ? context.network : undefined);
}

/** The free times a booking can move to, in the visitor's language; null when none can be shown now. */
export async function changeTimes(context: BookingContext, language: Language, count: string | null, through?: string) {
  // A time ticked in a try that did not work stays in the list (unless it is the one that was taken).
  const free = await currentFreeTimes(context, { count, ...(through ? { through } : {}) });
  return free.ok ? { slots: free.slots.map((slot) => offeredSlot(slot, language)), more: free.more } : null;
}

/** The visitor's page of a booked time. */
export function bookedView(
  context: BookingContext,
  booking: Booking,
  token: string,
  language: Language,
  delayed = false,
): Extract<BookingView, { kind: 'booked' }> {
  return {
    kind: 'booked',
    slot: booking.slot,
    place: booking.place,
    confirmation: context.settings.availability.confirmation,
    token,
    delayed,
    // The address to keep opens the page as any later visit does, without the words said right after booking.
    pageUrl: `${context.siteAddress}${viewPath(token, language, { delayed })}`,
    confirming: false,
    changes: booking.changes,
    changesLeft: maxChanges - booking.changes,
    ...(booking.person?.email ? { email: maskedAddress(booking.person.email) } : {}),
    ...(booking.person?.phone ? { phoneGiven: true as const } : {}),
    ...(booking.mails ? { mails: booking.mails } : {}),
    // SMS only with a number that takes SMS: the ledger keeps `sms` only with one.
    ...(booking.sms && booking.person?.phone ? { sms: booking.sms, phone: maskedNumber(booking.person.phone) } : {}),
    remindWhen: booking.remindWhen ?? [...reminderWhens],
    reminderWhenHours: {
      day: context.settings.availability.firstReminderHours,
      hours: context.settings.availability.secondReminderHours,
    },
    ...(context.settings.availability.meetingLink ? { meetingLink: context.settings.availability.meetingLink } : {}),
  };
}

/**
 * "Früher kommen?" of a booked time: what suits as asked (not asking yet: from the first bookable day, any time of
 * day, every place the practice offers), the open offer, and why asking cannot be. Absent where the team offers
 * none (offersPerWeek 0). `typed`: a post's fields given back with its problem.
 */
export async function soonerView(
  context: BookingContext,
  booking: Booking,
  language: Language,
  typed: Partial<Pick<SoonerView, 'earliest' | 'dayparts' | 'places' | 'said' | 'problem'>> = {},
): Promise<SoonerView | undefined> {
  const askable = askableOf(context, booking);
  if (!askable) return undefined;
  const asking = await context.ledger.askingOf(booking.bookingId, askable.firstDay);
  const offer = asking?.offer;
  const earliest = asking?.asking && asking.earliest > askable.firstDay ? asking.earliest : askable.firstDay;
  return {
    asking: asking?.asking ?? false,
    earliest,
    dayparts: asking?.asking ? asking.dayparts : [],
    places: asking?.asking ? asking.places : askable.placesOffered,
    ...askable,
    windowMinutes: context.settings.availability.offerWindowMinutes,
    ...(offer
      ? {
          offer: {
            slot: { start: startOfSlotId(offer.slotId)?.toISOString() ?? offer.dateEnd, end: offer.dateEnd },
            place: offer.place,
            until: offer.until,
            link: offerPath(
              signBookingToken('offer', { bookingId: booking.bookingId, slotId: offer.slotId }, context.settings.secret),
              language,
            ),
          },
        }
      : {}),
    ...typed,
  };
}

/**
 * GET ?offer=: the page of an earlier time offered to a booking (the offer's mail and SMS link here): the time and
 * the two buttons while it is open; else, kindly, why not (late, taken by someone else, declined). Taken by this
 * booking already (a reload after "Diese Zeit nehmen"): the booking's page, saying it moved. A GET changes nothing.
 */
export async function offerAnswer(context: BookingContext, url: URL, token: string): Promise<Response> {
  const language = languageOf(url.searchParams.get('language'));
  const subject = readBookingToken(token, 'offer', context.settings.secret);
  const linked = await linkedBooking(context, token, 'offer');
  if (!subject || linked.kind !== 'booked') return notBookedAnswer(context, language, linked.kind === 'booked' ? { kind: 'gone' } : linked);
  const page = viewPath(signBookingToken('cancel', linked.booking, context.settings.secret), language);
  const found = await context.ledger.offerOf(subject.bookingId, subject.slotId);
  if (!found) return bookingPageAnswer(context, language, { kind: 'invalid' }, 404);
  if (found.state === 'yours') return seeOther(`${page}&changed=1`);
  const { offer, state } = found;
  return bookingPageAnswer(context, language, {
    kind: 'offer',
    state,
    slot: { start: startOfSlotId(offer.slotId)?.toISOString() ?? offer.dateEnd, end: offer.dateEnd },
    place: offer.place,
    until: offer.until,
    booked: { slot: linked.booking.slot, place: linked.booking.place },
    token,
    page,
  });
}

/** GET ?view=: the visitor's page; `confirm=cancel` asks before cancelling, `change=1` lists the times to move to. */
export async function viewAnswer(context: BookingContext, url: URL, token: string): Promise<Response> {
  const language = languageOf(url.searchParams.get('language'));
  const linked = await linkedBooking(context, token, 'cancel');
  if (linked.kind !== 'booked') return notBookedAnswer(context, language, linked);
  const view = bookedView(context, linked.booking, token, language, url.searchParams.get('delayed') === '1');
  const changing =
    url.searchParams.get('change') === '1' && view.changesLeft > 0
      ? { times: await changeTimes(context, language, url.searchParams.get(freeTimesQuery.count)) }
      : undefined;
  const said = url.searchParams.get('sooner');
  const sooner = await soonerView(context, linked.booking, language, said === 'asked' || said === 'stopped' ? { said } : {});
  return bookingPageAnswer(context, language, {
    ...view,
    confirming: url.searchParams.get('confirm') === 'cancel',
    ...(changing ? { changing } : {}),
    changed: url.searchParams.get('changed') === '1',
    justBooked: url.searchParams.get('booked') === '1',
    ...(sooner ? { sooner } : {}),
  });
}

/**
 * GET ?notme= / ?resume=: the booking's page opened from a link only its mailbox got ("this was not me",
 * "mails again?"), with the part whose button carries that link's token; the rest of the page is the
 * booking's page as its own link shows it.
 */
export async function mailboxLinkAnswer(context: BookingContext, url: URL, action: 'notme' | 'resume', token: string): Promise<Response> {
  const language = languageOf(url.searchParams.get('language'));
  const linked = await linkedBooking(context, token, action);
  // "This was not me" done (also its answer, which lands here): said to the mailbox, and only where it was so.
  if (action === 'notme' && linked.kind === 'freed' && linked.booking.notMe) return bookingPageAnswer(context, language, { kind: 'notMe' });
  if (linked.kind !== 'booked') return notBookedAnswer(context, language, linked);
  const page = signBookingToken('cancel', linked.booking, context.settings.secret);
  return bookingPageAnswer(context, language, {
    ...bookedView(context, linked.booking, page, language),
    [action === 'notme' ? 'notMe' : 'resume']: token,
  });
}

/**
 * GET ?ics=: the booked time as a calendar file, in the link's language; once freed (until its date), the
 * file that takes it out of the calendar again (the cancelled page offers it).
 */
export async function calendarFileAnswer(context: BookingContext, url: URL, token: string): Promise<Response> {
  const language = languageOf(url.searchParams.get('language'));
  const linked = await linkedBooking(context, token, 'cancel');
  if (linked.kind !== 'booked' && linked.kind !== 'freed')
    return bookingPageAnswer(context, language, { kind: linked.kind === 'invalid' ? 'invalid' : 'gone' }, 404);
  const booked = linked.kind === 'booked';
  const file = booked
    ? visitorCalendarFile(context, linked.booking, token, language)
    : visitorCancelFile(context, linked.booking, language);
  return new Response(file, {
    headers: {
      ...noStore,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${booked ? visitorFileNames.booked : visitorFileNames.freed}"`,
    },
  });
}

/**
 * GET ?release=: the team's page (German, whatever the link) with the button that releases the time;
 * once released, the same address says which time is free again (the release's answer lands here).
 */
export async function releasePageAnswer(context: BookingContext, token: string): Promise<Response> {
  const linked = await linkedBooking(context, token, 'release');
  if (linked.kind === 'freed' && linked.booking.state === 'released')
    return bookingPageAnswer(context, 'de', { kind: 'released', slot: linked.booking.slot });
  if (linked.kind !== 'booked')
    return bookingPageAnswer(
      context,
      'de',
      { kind: linked.kind === 'invalid' ? 'invalid' : 'gone' },
      linked.kind === 'invalid' ? 404 : 200,
    );
  return bookingPageAnswer(context, 'de', { kind: 'release', slot: linked.booking.slot, token });
}

/**
 * GET /t/<token>: an SMS's short link (./booking-token.ts: readShortToken). Changes nothing: a 303 to the
 * booking's page (its own long link, signed now) at its reminders part, in the booking's language, where
 * the visitor sees the time and can switch the SMS off; the one SMS after a missed time (readShortWayBackToken)
 * to the request at its free times, the mail's `again` link signed now. A link that does not hold is invalid (404).
 */
export async function shortLinkAnswer(context: BookingContext, token: string): Promise<Response> {
  // The one SMS after a missed time: its link opens the request at its free times, as the mail's does (./way-back.ts).
  const wayBack = readShortWayBackToken(token, context.settings.secret);
  if (wayBack) return seeOther(wayBackPath(signBookingToken('again', wayBack.subject, context.settings.secret), wayBack.language));
  const bookingId = readShortToken(token, context.settings.secret);
  if (!bookingId) return bookingPageAnswer(context, defaultLanguage, { kind: 'invalid' }, 404);
  const booking = await context.ledger.find(bookingId);
  const language = booking?.language ?? defaultLanguage;
  if (!booking) return notBookedAnswer(context, language, { kind: 'gone' });
  const page = viewPath(signBookingToken('cancel', booking, context.settings.secret), language);
  if (booking.state !== 'booked') return seeOther(page);
  // An SMS of an offer: the page at "Früher kommen?", where the offer is.
  const offered = (await context.ledger.askingOf(bookingId))?.offer;
  return seeOther(`${page}#${offered ? soonerPartId : remindersPartId}`);
}
