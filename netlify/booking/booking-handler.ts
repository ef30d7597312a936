/**
 * The booking function's logic (netlify/functions/booking.mts), behind a `(Request) => Response` seam
 * like the contact handler. A router: what booking needs is opened once (./booking-context.ts), then
 *
 *   GET  ?times=1&language=de     the next free times as JSON (src/forms/protocol.ts: FreeTimesBody);
 *        &count=16 for more, &through=<slotId> to reach a time chosen before
 *   GET  ?view=<token>&language   the visitor's page of a booked time (the private link); with
 *        &confirm=cancel the same page asks "cancel it?" with the button that does;
 *        &change=1 the same page with the free times to move to (&count=16 for later ones)
 *   GET  ?ics=<token>&language    the booked time as a calendar file, in that language
 *   GET  ?release=<token>         the team's page that releases a time
 *   GET  ?attended=<token>&came=yes|no  the team's page after a time, with one button: came, or did not
 *        (./attendance.ts); POST action=attended, token, came enters it
 *   GET  ?offer=<token>&language  the page of an earlier time offered to a booking: "Diese Zeit nehmen", "Nein, danke"
 *        (POST action=take|decline, token: the offer's own); POST action=ask (earliest, daypart, places) / stopask
 *        from the booking's page: to hear of an earlier time, or no longer (./offer-freed.ts)
 *   GET  ?again=<token>&language  the link of the one message after a missed time: the request form at its
 *        free times, the token in it (./way-back.ts)
 *   GET  ?mails=<token>&language  a mail's unsubscribe link: 303 to the booking's page at its reminders part
 *   GET  /t/<token> (netlify.toml: ?short=<token>)  an SMS's short link: 303 to the booking's page at its
 *        reminders part, in the booking's language
 *   POST ?mails=<token> with `List-Unsubscribe=One-Click` (RFC 8058, a mail program's button): mails off, 200
 *   GET  ?notme=<token>&language / ?resume=<token>&language   the booking's page opened from a link only
 *        its mailbox got: "this was not me", or the question "mails again?", each with its one button
 *   POST action=reminders, mails=on|off, sms=on|off, reminderWhen (repeated): the visitor's reminders
 *        switched (./booking-actions.ts); action=mails, mails=on|off: the visitor's mails switched; action=notme (its own token): "this was
 *        not me" cancels and keeps the mailbox from every mail; action=resume (its own token): mails again
 *        (./mails/visitor-mails.ts)
 *   POST action=cancel|release, token, language (a form on those pages): frees the time at once,
 *        tells the team, and answers 303 to the link's page, which says so whenever it is opened again
 *   POST action=change, token, language, slot, place, phone (a booking without one, for a time on the phone):
 *        moves the booking (at most 3 times), tells the team, and answers 303 to the booking's page (same link)
 *
 * A visitor's browser that opens the function's address with none of these (a bookmark, an address
 * typed) lands on the booking page that says where the private link is; one that opens the free
 * times' address, on the request form: the JSON is for the form's script only (it asks for it).
 *
 * (./booking-views.ts answers the GETs, ./booking-actions.ts the POSTs.) Booking itself happens where
 * the request arrives (../submissions/submission-handler.ts, ./book-request.ts).
 */
import { localizedPath } from '../../src/i18n/languages';
import { requestPaths } from '../../src/site/routes';
import { answerSafely } from '../shared/answers';
import { asksForJson, opensAsPage, visitorLanguage } from '../shared/visitor-request';
import { bundleRoot } from '../shared/built-page';
import type { Logger } from '../shared/logger';
import { type BookingDeps, openBooking } from './booking-context';
import { actionAnswer, readActionPost } from './booking-actions';
import {
  calendarFileAnswer,
  shortLinkAnswer,
  firstTimesAsked,
  freeTimesAnswer,
  languageOf,
  mailboxLinkAnswer,
  offerAnswer,
  releasePageAnswer,
  viewAnswer,
} from './booking-views';
import type { Counter } from '../counting/count-store';
import { type CountingDeps, withCounter } from '../counting/request-counter';
import { bookingPageAnswer, noStore, seeOther } from './pages/booking-answer';
import { remindersPartId } from './pages/booking-page';
import { shortLinkPrefix, viewPath } from './booking-links';
import { attendedPageAnswer } from './attendance';
import { wayBackFormAnswer } from './way-back';
import { wayBackField } from '../../src/forms/protocol';

export type BookingHandlerDeps = BookingDeps & CountingDeps;

export async function handleBookingRequest(req: Request, deps: BookingHandlerDeps = {}): Promise<Response> {
  const log = deps.log ?? console;
  const root = deps.root ?? bundleRoot(deps.env ?? process.env);
  return answerSafely('booking', log, () => withCounter(deps, (counter) => route(req, { ...deps, root, counter }, log)), { req, root });
}

async function route(req: Request, deps: BookingDeps & { counter: Counter; root: string }, log: Logger): Promise<Response> {
  const url = new URL(req.url);
  if (req.method !== 'GET' && req.method !== 'POST')
    return new Response(null, { status: 405, headers: { ...noStore, Allow: 'GET, POST' } });
  const post = req.method === 'POST' ? await readActionPost(req) : undefined;
  const { root } = deps;
  if (post && !post.ok) {
    if (post.status === 403) log.info('booking: refused a post from another site');
    return bookingPageAnswer({ root }, post.language, { kind: 'invalid' }, post.status);
  }
  const times = req.method === 'GET' && url.searchParams.has('times');
  const link = (name: string) => url.searchParams.get(name);
  const [view, ics, release, mails, attended] = [link('view'), link('ics'), link('release'), link('mails'), link('attended')];
  const [notMe, resume, again, offer] = [link('notme'), link('resume'), link(wayBackField), link('offer')];
  // An SMS's short link (/t/<token>, rewritten here by netlify.toml with `short=`; the path itself where a server passes it on unchanged).
  const short = link('short') ?? (url.pathname.startsWith(shortLinkPrefix) ? url.pathname.slice(shortLinkPrefix.length) : null);
  // A mail's unsubscribe link, opened: the booking's page at its mails part, where one button switches them off (a GET changes nothing).
  if (req.method === 'GET' && mails !== null) return seeOther(`${viewPath(mails, languageOf(link('language')))}#${remindersPartId}`);
  if (req.method === 'GET' && [view, ics, release, attended, notMe, resume, short, again, offer].every((value) => value === null)) {
    const toPage = (page: string) => seeOther(localizedPath(page, visitorLanguage(req, link('language'))));
    if (times && opensAsPage(req)) return toPage(requestPaths.form);
    if (!times && !asksForJson(req)) return toPage(requestPaths.booking);
  }
  const opened = await openBooking(deps, req.url);
  // Booking off now: the way back is the request as it is then (it sends the request without a time).
  if (!opened.ok && again !== null && !post) return seeOther(localizedPath(requestPaths.form, visitorLanguage(req, link('language'))));
  if (!opened.ok) {
    log.error(times ? `booking: free times not offered: ${opened.problem}` : `booking: not configured: ${opened.problem}`);
    if (times) {
      if (firstTimesAsked(url)) deps.counter.count('no-times-unreadable', languageOf(url.searchParams.get('language')));
      return freeTimesAnswer(undefined, url);
    }
    return bookingPageAnswer({ root }, post?.language ?? languageOf(url.searchParams.get('language')), { kind: 'unavailable' }, 503);
  }
  const context = opened.context;
  if (post) return actionAnswer(context, post);
  if (times) return freeTimesAnswer(context, url);
  if (view !== null) return viewAnswer(context, url, view);
  if (notMe !== null) return mailboxLinkAnswer(context, url, 'notme', notMe);
  if (resume !== null) return mailboxLinkAnswer(context, url, 'resume', resume);
  if (ics !== null) return calendarFileAnswer(context, url, ics);
  if (release !== null) return releasePageAnswer(context, release);
  if (attended !== null) return attendedPageAnswer(context, attended, link('came') !== 'no');
  if (short !== null) return shortLinkAnswer(context, short);
  if (again !== null) return wayBackFormAnswer(context, url, again);
  if (offer !== null) return offerAnswer(context, url, offer);
  return Response.json({ error: 'not_found' }, { status: 404, headers: noStore });
}
