/**
 * A kind way back after a missed time (issue 69). When the team marks "did not come" (./attendance.ts), a
 * visitor who asked for reminders gets one message, once, in their language and on their channel: no blame,
 * and one link that opens the request at its free times. By mail where they get mails (the time it was, in
 * words: ./mails/visitor-mails.ts: missedMail), else by SMS (./mails/visitor-sms.ts: missedSms, its short
 * link `/t/` leading to the same page, never in the night). A request booked through that link counts as
 * its own step, a new time after a missed one, once per missed time.
 *
 * The booking is deleted soon after its time (./ledger/ledger.ts: sweep), mostly before the team answers, so
 * the sweep keeps the address (or the number) and the language for this one message, under the time's
 * attendance id only, for `wayBackDays` (ledger: keepWayBack, wayBack), as the privacy page says.
 *
 * The link is signed (`again`: the attendance id and the time, ./booking-token.ts) and carries nothing the
 * visitor gave: the page it opens is the request form as built, its free times filled in for a browser
 * without scripts, and the token in a hidden field (src/forms/protocol.ts: wayBackField) that the form
 * sends with the request, with or without JavaScript; the form's script opens at the time step.
 */
import { startOfSlotId } from '../../src/booking/free-times';
import { wayBackField } from '../../src/forms/protocol';
import { timesGroupId } from '../../src/forms/request/texts';
import { contentSecurityPolicy } from '../../src/gatsby/post-build/csp';
import { islandAttributes, islandElement } from '../../src/html/dom-contracts';
import { type Language, languages, localizedPath } from '../../src/i18n/languages';
import { requestPaths } from '../../src/site/routes';
import { readFormPage } from '../shared/built-page';
import { texts } from '../shared/locale-texts';
import { attribute, elements, hasAttribute, parsePage, setAttribute, setInnerHtml, writePage } from '../shared/page-markup';
import type { BookingContext } from './booking-context';
import { wayBackPath } from './booking-links';
import { type BookingTokenSubject, readBookingToken } from './booking-token';
import { changeTimes, countTimes, languageOf } from './booking-views';
import { wayBackDays } from './ledger/ledger';
import { dayOfSlot } from './ledger/records';
import { tellTheVisitor, tellTheVisitorBySms } from './mails/messages';
import { noStore, seeOther } from './pages/booking-answer';
import { freeTimesHtml } from './pages/free-times-field';

/** How long after the missed time its link still counts a booking made through it (after that it opens the plain form). */
export const wayBackLinkDays = 30;

const dayMs = 24 * 3_600_000;

/** The time's start plus `days`. */
function daysAfter(slotId: string, days: number): Date {
  return new Date((startOfSlotId(slotId)?.getTime() ?? 0) + days * dayMs);
}

/** What a link names (the time's attendance id in the token's booking place, and the time) and until when it counts, while it counts. */
function readWayBack(context: BookingContext, token: string): { subject: BookingTokenSubject; until: Date } | undefined {
  const subject = readBookingToken(token, 'again', context.settings.secret);
  const until = subject && daysAfter(subject.slotId, wayBackLinkDays);
  return subject && until && until > context.now ? { subject, until } : undefined;
}

/**
 * The team marked "did not come": the one message, where the ledger still knows where it goes. Claimed before
 * it is sent, as a reminder is, so that it goes once, however often the answer is given, changed and given
 * again. A problem is logged, never thrown: the team's answer is entered either way.
 */
export async function offerWayBack(context: BookingContext, missed: { attendanceId: string; slotId: string }): Promise<void> {
  const { attendanceId, slotId } = missed;
  try {
    const kept = await context.ledger.wayBack(dayOfSlot(slotId), attendanceId);
    if (!kept) return;
    if (!(await context.ledger.firstNotice(`wayback-${attendanceId}`, daysAfter(slotId, wayBackDays + 1)))) return;
    // On the visitor's channel: the mail where they get mails, else the SMS (ledger.ts: wayBackTo).
    if (kept.email) await tellTheVisitor(context, { what: 'missed', attendanceId, slotId }, kept.language);
    else await tellTheVisitorBySms(context, { what: 'missed', attendanceId, slotId }, kept.language);
  } catch (error) {
    context.log.error(`booking: no way back after ${slotId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The built request form with the link's token in its hidden field, the free times for a browser without
 * scripts, its island waking with the page, and the language switch keeping the link.
 */
function wayBackPage(html: string, token: string, times: string): string {
  const page = parsePage(html);
  for (const input of elements(page, (element) => element.tagName === 'input' && attribute(element, 'name') === wayBackField))
    setAttribute(input, 'value', token);
  // Inside <noscript>: a browser without scripts shows the times at once; with scripts the form asks for them itself.
  const [field] = elements(page, (element) => hasAttribute(element, 'data-free-times'));
  if (field) setInnerHtml(field, `<noscript>${times}</noscript>`);
  // The form wakes with the page (not when scrolled to, as on its own page): its script then opens the times' step.
  for (const island of elements(page, (element) => element.tagName === islandElement)) setAttribute(island, islandAttributes.when, 'load');
  const links = new Map(languages.map((other) => [localizedPath(requestPaths.form, other), wayBackPath(token, other)]));
  for (const link of elements(page, (element) => element.tagName === 'a')) {
    const to = links.get(attribute(link, 'href') ?? '');
    if (to !== undefined) setAttribute(link, 'href', to);
  }
  return writePage(page);
}

/** GET ?again=: the request at its free times; a link that does not hold (or no longer counts) opens the plain form there. */
export async function wayBackFormAnswer(context: BookingContext, url: URL, token: string): Promise<Response> {
  const language: Language = languageOf(url.searchParams.get('language'));
  const formPath = localizedPath(requestPaths.form, language);
  const built = readWayBack(context, token) ? await readFormPage(context.root, formPath) : null;
  if (!built) return seeOther(`${formPath}#${timesGroupId}`);
  const times = await changeTimes(context, language, null);
  // As the form's first list counts (once a day per network: the form's script asking again counts nothing more).
  countTimes(context, times ? times.slots.length : null, language);
  const t = texts[language];
  const words = {
    none: t('request.questions.slot.none'),
    unavailable: t('request.questions.slot.unavailable'),
    more: t('request.questions.slot.more'),
  };
  const html = wayBackPage(built.html, token, freeTimesHtml(times, words, undefined, language));
  return new Response(html, {
    status: 200,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(html) },
  });
}

/** A request booked through the link (its token sent with the form): a new time after a missed one, counted once per missed time. */
export async function countWayBack(context: BookingContext, token: unknown, language: Language): Promise<void> {
  if (typeof token !== 'string' || token === '') return;
  const link = readWayBack(context, token);
  if (!link) return;
  const { subject, until } = link;
  try {
    if (await context.ledger.firstNotice(`again-${subject.bookingId}`, until)) context.count('booked-after-missed', language);
  } catch (error) {
    // A count never fails the visitor's request: the booking stands, only this count is lost.
    context.log.error(`booking: a new time after ${subject.slotId} not counted: ${error instanceof Error ? error.message : String(error)}`);
  }
}
