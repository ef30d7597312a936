/**
 * What the booking function does on a POST (a form on a booking's page): the visitor cancels or changes
 * the time, the team releases it. Each is one transition of the ledger; after it, the team's calendar is
 * made to say what the ledger says and the team gets a mail (kept for the scheduled delivery when it
 * cannot go now). Answered with a 303 to the address that shows what happened (the booking's page, the
 * team's release page), so a reload, a bookmark or reopening the page shows it again; only a try the
 * visitor can mend (a change whose time was taken) is answered with the page itself. The forms post to
 * those same addresses, so even that answer sits at an address that shows the booking when reopened.
 */
import { meetingPlaces } from '../../src/booking/availability';
import { readPhoneNumber } from '../../src/booking/phone-number';
import { requestQuestions } from '../../src/forms/request/questions';
import { timeInWords } from '../../src/forms/request/texts';
import type { Language } from '../../src/i18n/languages';
import { readLimitedText } from '../shared/read-limited';
import { texts } from '../shared/locale-texts';
import { isCrossSite } from '../shared/request-origin';
import type { BookingContext } from './booking-context';
import { mailboxLinkPath, offerPath, releasePath, viewPath } from './booking-links';
import { readBookingToken, signBookingToken } from './booking-token';
import { changeTime } from './booking-times';
import { freeInTeamCalendar } from './busy-times';
import { type LinkedBooking, bookedView, changeTimes, languageOf, linkedBooking, notBookedAnswer, soonerView } from './booking-views';
import type { Booking } from './ledger/ledger';
import { follow } from './after-transition';
import { liftAddress } from './mails/visitor-mails';
import { bookingPageAnswer, noStore, seeOther } from './pages/booking-answer';
import { remindersPartId, soonerPartId } from './pages/booking-page';
import { reminderWhens } from './ledger/records';
import { askEarlier } from './ask-earlier';
import { slotById } from '../../src/booking/free-times';
import { attendedAnswer } from './attendance';

/** A cancel, change or release post is a few short fields; anything much larger is not one of the site's forms. */
const maximumPostBytes = 4096;

/**
 * cancel, change, reminders (the channels and when), mails (on or off: the form before the reminders part,
 * and the one-click unsubscribe): whoever holds the booking's page; notme ("this was not me": cancel, and no
 * mails to the mailbox) and resume (mails again): only the mailbox, each through its own token; release,
 * attended (came or not, after the time): the team's; ask and stopask (to hear of an earlier time): whoever holds the
 * booking's page; take and decline (an earlier time offered): whoever holds the offer's link (its own token).
 */
const actions = [
  'cancel',
  'release',
  'change',
  'reminders',
  'mails',
  'notme',
  'resume',
  'attended',
  'ask',
  'stopask',
  'take',
  'decline',
] as const;
type Action = (typeof actions)[number];
const isAction = (value: string | null): value is Action => (actions as readonly (string | null)[]).includes(value);

/** What a post asks: a form of a booking's page, or a mail program's one-click unsubscribe (RFC 8058). */
export type ActionPost = { ok: true; form: URLSearchParams; action: Action; language: Language; oneClick?: true };

/** The post read and checked: its fields, or the answer that refuses it. */
export async function readActionPost(req: Request): Promise<ActionPost | { ok: false; language: Language; status: number }> {
  const body = await readLimitedText(req, maximumPostBytes);
  const form = new URLSearchParams(body.ok ? body.text : '');
  const url = new URL(req.url);
  // A mail program's "unsubscribe" posts exactly this to the List-Unsubscribe address, from its own
  // servers: the token in the address is the proof, and all it can do is stop this booking's mails.
  const unsubscribe = url.searchParams.get('mails');
  if (unsubscribe && form.get('List-Unsubscribe') === 'One-Click') {
    const oneClick = new URLSearchParams({ token: unsubscribe, mails: 'off' });
    return { ok: true, form: oneClick, action: 'mails', language: languageOf(url.searchParams.get('language')), oneClick: true };
  }
  const action = form.get('action');
  const language = action === 'release' || action === 'attended' ? 'de' : languageOf(form.get('language'));
  if (isCrossSite(req)) return { ok: false, language, status: 403 };
  if (!body.ok) return { ok: false, language, status: body.error === 'too_large' ? 413 : 400 };
  if (!isAction(action)) return { ok: false, language, status: 400 };
  return { ok: true, form, action, language };
}

export async function actionAnswer(context: BookingContext, post: ActionPost): Promise<Response> {
  const { form, action, language } = post;
  const token = form.get('token') ?? '';
  // The team's answer after a time: its booking is gone by then, the signed link names what counts.
  if (action === 'attended') return attendedAnswer(context, token, form.get('came') === 'yes');
  const tokenAction =
    action === 'release' || action === 'notme' || action === 'resume'
      ? action
      : action === 'take' || action === 'decline'
        ? 'offer'
        : 'cancel';
  const linked = await linkedBooking(context, token, tokenAction);
  const shown = shownAt(context, { action, token, language }, linked);
  if (post.oneClick) {
    // The mail program wants a 2xx and reads nothing: whatever the booking's state, no more mails follow.
    if (linked.kind === 'booked') await setMails(context, linked.booking, 'off');
    return new Response(null, { status: linked.kind === 'invalid' ? 404 : 200, headers: noStore });
  }
  if (linked.kind === 'freed') return seeOther(shown);
  if (linked.kind !== 'booked') return notBookedAnswer(context, language, linked);
  if (action === 'ask') return askAnswer(context, linked.booking, { token, language, form });
  if (action === 'stopask') {
    await context.ledger.stopAsking(linked.booking.bookingId);
    context.log.info(`booking: ${linked.booking.bookingId} no longer asks for an earlier time`);
    return seeOther(`${viewPath(token, language)}&sooner=stopped#${soonerPartId}`);
  }
  if (action === 'take' || action === 'decline') return offerActionAnswer(context, linked.booking, { action, token, language });
  if (action === 'change')
    return changeAnswer(context, linked, {
      token,
      language,
      slot: form.get('slot') ?? '',
      place: form.get('place') ?? undefined,
      phone: form.get('phone') ?? '',
    });
  if (action === 'mails') {
    await setMails(context, linked.booking, form.get('mails') === 'on' ? 'on' : 'off');
    return seeOther(`${shown}#${remindersPartId}`);
  }
  if (action === 'reminders') {
    await setReminders(context, linked.booking, form);
    return seeOther(`${shown}#${remindersPartId}`);
  }
  if (action === 'notme') return freeAnswer(context, linked.booking, 'cancelled', { shown, language, notMe: true });
  if (action === 'resume') {
    await resumeMails(context, linked.booking);
    return seeOther(`${shown}#${remindersPartId}`);
  }
  return freeAnswer(context, linked.booking, action === 'cancel' ? 'cancelled' : 'released', { shown, language });
}

/**
 * Where the link's page shows the booking as it is now: also the answer to a form sent twice. "This was not me"
 * lands on its own link, which only the mailbox got: the booking's page (whoever booked holds it) never tells
 * that the address said so.
 */
function shownAt(context: BookingContext, post: { action: Action; token: string; language: Language }, linked: LinkedBooking): string {
  const { action, token, language } = post;
  if (action === 'release') return releasePath(token);
  if (action === 'notme') return mailboxLinkPath('notme', token, language);
  if (action === 'take' || action === 'decline') return offerPath(token, language);
  const page = action === 'resume' && 'booking' in linked ? signBookingToken('cancel', linked.booking, context.settings.secret) : token;
  return viewPath(page, language);
}

/**
 * Switches the visitor's mails for this booking on or off. Whether they then go is the mailbox's budgets'
 * and "no more mails"' matter, decided as each leaves: the switch itself tells nothing about the address.
 */
async function setMails(context: BookingContext, booking: Booking, wanted: 'on' | 'off'): Promise<void> {
  if (!booking.person?.email) return;
  await context.ledger.setMails(booking.bookingId, wanted);
  context.log.info(`booking: mails to the visitor of ${booking.bookingId} ${wanted}`);
}

/**
 * The reminders part's form: each channel the booking has (a hidden `off` before each box, so the last
 * value counts), and when (the boxes ticked; none: no reminders). SMS only where the booking has a number
 * that takes SMS (the ledger keeps `sms` only then); what the form does not name stays as it is.
 */
async function setReminders(context: BookingContext, booking: Booking, form: URLSearchParams): Promise<void> {
  const last = (name: string) => form.getAll(name).at(-1);
  const switched = (value: string | undefined) => (value === 'on' || value === 'off' ? value : undefined);
  const mails = booking.person?.email ? switched(last('mails')) : undefined;
  const sms = booking.sms ? switched(last('sms')) : undefined;
  const remindWhen = reminderWhens.filter((when) => form.getAll('reminderWhen').includes(when));
  await context.ledger.setReminders(booking.bookingId, { ...(mails ? { mails } : {}), ...(sms ? { sms } : {}), remindWhen });
  context.log.info(
    `booking: reminders of ${booking.bookingId}: mails ${mails ?? 'as they were'}, SMS ${sms ?? 'as they were'}, when ${remindWhen.join(' and ') || 'never'}`,
  );
}

/** The mailbox asked for its mails again (its own link): the stop is lifted, this booking's mails are on, and its confirmation goes now. */
async function resumeMails(context: BookingContext, booking: Booking): Promise<void> {
  const email = booking.person?.email;
  if (!email) return;
  await liftAddress(context, email);
  const on = await context.ledger.setMails(booking.bookingId, 'on');
  context.log.info(`booking: mails to the visitor of ${booking.bookingId} on again, asked from the mailbox`);
  if (on) await follow(context, 'resume', { booking: on, language: booking.language ?? 'de' });
}

/**
 * Cancel or release: the booking is freed wherever it stands now (a change meanwhile included), then
 * the link's page says so; freed meanwhile by another request, the page says that instead.
 */
async function freeAnswer(
  context: BookingContext,
  booking: Booking,
  how: 'cancelled' | 'released',
  { shown, language, notMe = false }: { shown: string; language: Language; notMe?: boolean },
): Promise<Response> {
  const freed = await context.ledger.free(booking.bookingId, how, notMe);
  if (!freed.ok) return seeOther(shown);
  context.log.info(
    `booking: ${freed.booking.slotId} ${how === 'released' ? 'released by the team' : notMe ? 'cancelled: "this was not me"' : 'cancelled by the visitor'}`,
  );
  await follow(context, how === 'released' ? 'release' : notMe ? 'notme' : 'cancel', { booking: freed.booking, language });
  return seeOther(shown);
}

/**
 * Change: the chosen time is booked for this booking and the old one let go (./ledger/ledger.ts). Answered
 * with the booking's page at the same link, saying it moved; a try that did not work answers with the
 * times again and why, the booking as it was.
 */
async function changeAnswer(
  context: BookingContext,
  linked: Extract<LinkedBooking, { kind: 'booked' }>,
  request: { token: string; language: Language; slot: string; place: string | undefined; phone: string },
): Promise<Response> {
  const { token, language, slot } = request;
  const t = texts[language];
  // The place ticked in this try is ticked again with the times, the number typed given back.
  const place = meetingPlaces.find((one) => one === request.place);
  const typed = request.phone.trim().slice(0, requestQuestions.phone.limit);
  const again = async (problem: string, status: number) =>
    bookingPageAnswer(
      context,
      language,
      {
        ...bookedView(context, linked.booking, token, language),
        changing: {
          times: await changeTimes(context, language, null, slot),
          problem,
          ...(slot ? { chosen: slot } : {}),
          ...(place ? { place } : {}),
          ...(typed ? { phone: typed } : {}),
        },
      },
      status,
    );
  if (!slot) return again(t('booking.page.changePick'), 422);
  // A number given with the change counts only for a booking without one, and only read as a number (E.164).
  const own = linked.booking.person?.phone;
  const reading = !own && typed ? readPhoneNumber(typed) : undefined;
  if (reading && !reading.ok) return again(t('request.errors.phone.invalid'), 422);
  const phone = own ?? (reading?.ok ? reading.e164 : undefined);
  const moved = await changeTime(context, linked.booking.bookingId, { slotId: slot, place: request.place, phone });
  if (!moved.ok) {
    if (moved.reason === 'unchanged' || moved.reason === 'changes') return seeOther(viewPath(token, language));
    if (moved.reason === 'gone') return seeOther(viewPath(token, language));
    if (moved.reason === 'answers') return again(t(`request.errors.${moved.problem.field}.${moved.problem.code}`), 422);
    if (moved.reason === 'taken' || moved.reason === 'not_offered')
      return again(t('booking.page.changeTaken', { time: timeInWords(t, language, slot) }), 409);
    return again(t('booking.page.changeFailed'), 503);
  }
  await follow(context, 'change', { booking: moved.booking, before: moved.before, language });
  return seeOther(`${viewPath(token, language)}&changed=1`);
}

/**
 * "Früher kommen?" sent: the earliest day (from the first bookable day up to the booked time's), the time of day
 * (any, mornings, afternoons) and the places (at least one of those offered), then the booking in the line.
 * A problem answers the page with the fields as typed and why (422); nothing typed is lost.
 */
async function askAnswer(
  context: BookingContext,
  booking: Booking,
  { token, language, form }: { token: string; language: Language; form: URLSearchParams },
): Promise<Response> {
  const asked = await askEarlier(context, booking, language, {
    earliest: form.get('earliest') ?? '',
    daypart: form.get('daypart'),
    places: form.getAll('places'),
  });
  if (asked.outcome === 'problem') {
    const { typed, problem } = asked;
    const sooner = await soonerView(context, booking, language);
    return bookingPageAnswer(
      context,
      language,
      {
        ...bookedView(context, booking, token, language),
        ...(sooner ? { sooner: { ...sooner, ...typed, earliest: typed.earliest || sooner.earliest, problem } } : {}),
      },
      422,
    );
  }
  return seeOther(`${viewPath(token, language)}${asked.outcome === 'asked' ? '&sooner=asked' : ''}#${soonerPartId}`);
}

/**
 * "Diese Zeit nehmen" / "Nein, danke" on an offer's page. Taken: one ledger transition moves the booking there
 * (its old time freed and offered on), then what follows a take (./after-transition.ts), and the booking's page
 * says it moved. Declined: the time goes to the next in line. Late or taken meanwhile: the offer's page says so,
 * and nothing changed. A time the team's calendar made busy meanwhile is not taken either.
 */
async function offerActionAnswer(
  context: BookingContext,
  booking: Booking,
  { action, token, language }: { action: 'take' | 'decline'; token: string; language: Language },
): Promise<Response> {
  const subject = readBookingToken(token, 'offer', context.settings.secret);
  const page = viewPath(signBookingToken('cancel', booking, context.settings.secret), language);
  if (!subject) return seeOther(page);
  if (action === 'decline') {
    const declined = await context.ledger.declineOffer(booking.bookingId, subject.slotId);
    if (declined) {
      context.log.info(`booking: ${booking.bookingId} declined the offer of ${subject.slotId}`);
      await follow(context, 'decline', { booking, language, declined: subject.slotId });
    }
    return seeOther(offerPath(token, language));
  }
  const slot = slotById(context.settings.availability, subject.slotId, context.now);
  if (!slot || !(await freeInTeamCalendar(context, slot))) return seeOther(offerPath(token, language));
  const taken = await context.ledger.takeOffer(booking.bookingId, subject.slotId);
  if (!taken.ok) return seeOther(taken.reason === 'unchanged' ? `${page}&changed=1` : offerPath(token, language));
  context.log.info(`booking: ${booking.bookingId} took the offer, moved from ${taken.before.slotId} to ${taken.booking.slotId}`);
  await follow(context, 'take', { booking: taken.booking, before: taken.before, language });
  return seeOther(`${viewPath(signBookingToken('cancel', taken.booking, context.settings.secret), language)}&changed=1`);
}
