/**
 * The send-contact-email function's logic (the endpoint keeps the name the spec gives it), behind a
 * `(Request) => Response` seam with injectable environment, clock, logger, transport and page loader
 * so tests can drive every branch. It takes both kinds of submission (./submission-kinds.ts): contact
 * messages and first-consultation requests. `decide` works out what a submission comes to, one
 * `Result`; `answer` renders it once, as JSON, a redirect or the form's page.
 *
 * Answers: JSON requests get JSON (`{ok: true}` or `{error, field?}`) with the status below. Form
 * posts sent without JavaScript get, once sent, a 303 to the page that says so (/contact/sent, or
 * /erstgespraech/danke with the chosen channel and times); when the submission has a problem or
 * cannot be sent, the form's own page with everything typed put back and the problem at its top
 * (./form-page.ts), or, if that page cannot be loaded, a 303 to /contact/error with the reason.
 *
 * A browser that opens the address (GET without asking for JSON: a bookmark of a form's answer, the
 * history) gets a 303 to the form's page in its language, never JSON.
 *
 *   405 method_not_allowed (+ Allow: POST)   415 unsupported_media_type   413 payload_too_large
 *   400 invalid_body | invalid_json | invalid_type                        422 {error, field} validation
 *   403 cross_site (posted from another site's page: ./request-origin.ts)
 *   500 not_configured (no SendGrid key in production)   502 send_failed   504 timeout
 *
 * The last three only when the message could not be kept either: when a valid message cannot be
 * sent (SendGrid refuses, times out or is not configured), it is kept in Netlify Blobs
 * (./waiting-messages.ts) and answered as received, `{ok: true, delayed: true}` or a 303 to the sent
 * page with `delayed=1`; the scheduled function deliver-waiting-messages delivers it later.
 *
 * Bots (honeypot filled, or sent less than 3 s after `startedAt`) get the success answer and
 * nothing is sent. `startedAt` is optional: old clients and plain form posts may lack it, and a
 * bot can always forge it, so the check only catches the naive ones for free.
 */
import {
  type SubmissionErrorCode,
  type SubmissionResponseBody,
  contactFormFields,
  contactResultPath,
  submissionTypes,
  maximumBodyBytes,
  minimumFillTimeMs,
  wayBackField,
  withDelayedFlag,
} from '../../src/forms/protocol';
import { contactFields } from '../../src/forms/contact/contact-form';
import { type Language, defaultLanguage, isLanguage, languageOfPath, localizedPath } from '../../src/i18n/languages';
import { contactPaths } from '../../src/site/routes';
import { answerSafely } from '../shared/answers';
import type { Env } from '../shared/mail-settings';
import { type FormPage, bundleRoot, readFormPage } from '../shared/built-page';
import { fillFormPage, pageEmail } from './form-page';
import type { Logger } from '../shared/logger';
import { TransportError } from '../outbox/mail-transport';
import {
  type BodyKind,
  type Submission,
  bodyKindOf,
  isHoneypotFilled,
  parseFormSubmission,
  parseJsonSubmission,
  readBodyText,
  startedAtMs,
} from './read-submission';
import { type SubmissionKind, errorTitlePrefix, kindOf } from './submission-kinds';
import type { SendingDeps } from '../outbox/transports';
import { isCrossSite } from '../shared/request-origin';
import { asksForJson, visitorLanguage } from '../shared/visitor-request';
import { texts } from '../shared/locale-texts';
import { type RequestBooking, bookRequestedTime, bookingPersonOf, offeredTimes } from '../booking/book-request';
import { type BookingContext, type BookingDeps, type OpenedBooking, openBooking } from '../booking/booking-context';
import { freeTimesHtml, withFreeTimes } from '../booking/pages/free-times-field';
import { startOfSlotId } from '../../src/booking/free-times';
import { showTimesIntent, slotField, timesAskedBy } from '../../src/forms/request/questions';
import { reminderProblems } from '../../src/forms/request/validate';
import { readPhoneNumber, takesSms } from '../../src/booking/phone-number';
import { type WaitingStore, WaitingStoreFullError } from '../outbox/waiting-messages';
import { openOutbox } from '../outbox/outbox';
import { siteMessageKinds } from './message-kinds';
import { failureText } from '../outbox/mail-transport';
import type { Counter } from '../counting/count-store';
import { type CountingDeps, withCounter } from '../counting/request-counter';
import type { CountedStep } from '../counting/steps';
import { countTimes, timesStep } from '../booking/booking-views';

export interface SubmissionDeps extends SendingDeps, Pick<CountingDeps, 'countStore' | 'waitUntil'> {
  /** Loads a form's page (`/en/contact`) for the answer to a form post with a problem; defaults to the built page in the function's bundle. */
  loadPage?: (pagePath: string) => Promise<FormPage | null>;
  /** Where a message that cannot be sent is kept; defaults to the Netlify Blobs store of the deploy context. */
  waitingStore?: WaitingStore;
  /** The most entries the store may hold (default `waitingCapacity`). */
  waitingCapacity?: number;
  /** Booking a request's chosen time (netlify/booking/book-request.ts): the site's address, the visitor's IP (counted per network, never kept), a store for tests. */
  booking?: Pick<BookingDeps, 'siteUrl' | 'store' | 'fetch'> & { clientIp?: string };
}

interface Outcome {
  status: number;
  body: SubmissionResponseBody;
}

const ok: Outcome = { status: 200, body: { ok: true } };
const failure = (status: number, error: SubmissionErrorCode): Outcome => ({ status, body: { error } });

type Problems = (email: string) => ReturnType<SubmissionKind['problems']>;

/** What a submission comes to: each is answered in the way the request asked for (`answer`). */
type Result =
  /** Not taken (wrong method, body or origin): JSON, or for a form post the contact error page with the reason. */
  | { is: 'refused'; outcome: Outcome; headers?: Record<string, string> }
  /** Sent, kept for later (`delayed`), or a bot's answered as sent: JSON, or for a form post a 303 to the page that says so. */
  | { is: 'sent'; path: string; body: SubmissionResponseBody }
  /** A problem the visitor can mend: JSON, or for a form post the form's page with everything typed and the problems. */
  | { is: 'problem'; outcome: Outcome; problems: Problems }
  /** "Freie Termine anzeigen" without JavaScript: the form's page again, with the times, nothing sent. */
  | { is: 'times' }
  /** The address opened by a browser (a bookmark or the history of a form's answer): a 303 to the form's page. */
  | { is: 'opened'; path: string };

/** What is known of the request when the result is answered: how it was sent, what, in which language. */
interface Post {
  /** The page it was posted from (its language, when the form gave none) and the function's own address. */
  referer: string | null;
  requestUrl: string;
  deps: SubmissionDeps;
  env: Env;
  log: Logger;
  now: () => number;
  isFormPost: boolean;
  submission?: Submission;
  kind?: SubmissionKind;
  /** What booking needs, opened once when the request first needs it. */
  booking?: Promise<OpenedBooking>;
  counter: Counter;
}

const noStore = { 'Cache-Control': 'no-store' };

function jsonResponse(outcome: Outcome, headers: Record<string, string> = {}): Response {
  return Response.json(outcome.body, { status: outcome.status, headers: { ...noStore, ...headers } });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
}

/** Where a form post goes when its own page cannot show the problem: the contact error page, with the reason. */
function errorPagePath(outcome: Outcome, language: Language): string {
  const body = outcome.body;
  if ('field' in body && (contactFields as readonly string[]).includes(body.field)) {
    return contactResultPath(language, { kind: 'invalid', field: body.field as (typeof contactFields)[number], code: body.error });
  }
  if ('error' in body && !('field' in body)) return contactResultPath(language, { kind: 'failed', error: body.error });
  // A request's field: the error page's general text (go back, everything is still in the form).
  return localizedPath(contactPaths.error, language);
}

/** The form's language field, else the language of the page it was posted from. */
function formLanguage({ submission, referer }: Post): Language {
  if (submission && isLanguage(submission.language)) return submission.language;
  try {
    return languageOfPath(new URL(referer ?? '').pathname);
  } catch {
    return defaultLanguage;
  }
}

/**
 * The form a browser is led to when it opens the function's address: the answer to a form sent without
 * JavaScript shows at it (the free times, a problem with everything typed), and a bookmark or the
 * history opens it again without the post. What was typed is not in the address, so it cannot come
 * back; the form and the language are (src/forms/protocol.ts: formPostAddress), else the contact form.
 */
function openedFormPage(req: Request): string {
  const query = new URL(req.url).searchParams;
  const kind = kindOf(query.get(contactFormFields.type) ?? undefined, true);
  return localizedPath(kind?.formPage ?? contactPaths.form, visitorLanguage(req, query.get(contactFormFields.language)));
}

/** Booking's settings and ledger, opened once per request; undefined (and a log line) where booking is not set up. */
async function bookingContext(post: Post): Promise<BookingContext | undefined> {
  const { deps, env, log, now } = post;
  const { siteUrl, store, fetch } = deps.booking ?? {};
  post.booking ??= openBooking(
    {
      env,
      now,
      log,
      ...(deps.deployContext ? { deployContext: deps.deployContext } : {}),
      ...(deps.transport ? { transport: deps.transport } : {}),
      ...(deps.smsTransport ? { smsTransport: deps.smsTransport } : {}),
      ...(deps.waitingStore ? { waitingStore: deps.waitingStore } : {}),
      ...(deps.cwd ? { cwd: deps.cwd } : {}),
      ...(siteUrl ? { siteUrl } : {}),
      ...(store ? { store } : {}),
      ...(fetch ? { fetch } : {}),
      ...(deps.booking?.clientIp ? { clientIp: deps.booking.clientIp } : {}),
      counter: post.counter,
    },
    post.requestUrl,
  );
  const opened = await post.booking;
  if (opened.ok) return opened.context;
  log.error(`booking: not offered for this request: ${opened.problem}`);
  return undefined;
}

/** A request's form page answered without JavaScript lists the free times (the component asks for them itself). */
async function withTimes(
  html: string,
  post: Post,
  kind: SubmissionKind,
  fields: Submission['fields'],
  countShown: boolean,
): Promise<string> {
  if (kind.type !== submissionTypes.request) return html;
  const language = formLanguage(post);
  const t = texts[language];
  const chosen = typeof fields[slotField] === 'string' ? fields[slotField] : undefined;
  const count = timesAskedBy(fields[showTimesIntent.name])?.count;
  const context = await bookingContext(post);
  const times = context
    ? await offeredTimes(context, language, { count, ...(chosen && startOfSlotId(chosen) ? { through: chosen } : {}) })
    : null;
  // The list a visitor without JavaScript asked for ("Freie Termine anzeigen"), as the script's first list counts.
  if (countShown && count === undefined && !chosen) {
    const shown = times ? times.slots.length : null;
    if (context) countTimes(context, shown, language);
    else post.counter.count(timesStep(shown), language);
  }
  const words = {
    none: t('request.questions.slot.none'),
    unavailable: t('request.questions.slot.unavailable'),
    more: t('request.questions.slot.more'),
  };
  return withFreeTimes(html, freeTimesHtml(times, words, chosen, language));
}

/** The form's page, everything typed put back, with the problems (if any) at its top. */
async function formPage(post: Post, outcome: Outcome, problemsOf: Problems | null, countShown = false): Promise<Response> {
  const { kind, submission } = post;
  const language = formLanguage(post);
  if (!kind || !submission) return redirect(errorPagePath(outcome, language));
  const loadPage = post.deps.loadPage ?? ((pagePath: string) => readFormPage(bundleRoot(post.env), pagePath));
  const page = await loadPage(localizedPath(kind.formPage, language));
  if (!page) return redirect(errorPagePath(outcome, language));
  const problems = problemsOf?.(pageEmail(page.html) ?? '');
  const html = fillFormPage(page.html, {
    values: submission.fields,
    ...(problems ? { summary: problems.summary, fieldErrors: problems.fieldErrors, titlePrefix: errorTitlePrefix(language) } : {}),
    skip: [contactFormFields.honeypot],
  });
  return new Response(await withTimes(html, post, kind, submission.fields, countShown), {
    status: 200,
    headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': page.policy },
  });
}

/** What a request that reached the team counts as (../counting/steps.ts). */
function sentStep(kind: SubmissionKind, booking: Extract<RequestBooking, { ok: true }> | undefined, isFormPost: boolean): CountedStep {
  if (booking) return `booked-${isFormPost ? 'nojs' : 'js'}-${booking.place}`;
  return kind.type === submissionTypes.request ? 'request-without-time' : 'contact-message';
}

/** The one place a result becomes a response. */
async function answer(result: Result, post: Post): Promise<Response> {
  switch (result.is) {
    case 'refused':
      return post.isFormPost ? redirect(errorPagePath(result.outcome, formLanguage(post))) : jsonResponse(result.outcome, result.headers);
    case 'sent':
      return post.isFormPost ? redirect(result.path) : jsonResponse({ status: 200, body: result.body });
    case 'problem':
      return post.isFormPost ? formPage(post, result.outcome, result.problems) : jsonResponse(result.outcome);
    case 'times':
      return formPage(post, ok, null, true);
    case 'opened':
      return redirect(result.path);
  }
}

export async function handleSubmission(req: Request, deps: SubmissionDeps = {}): Promise<Response> {
  const log = deps.log ?? console;
  const env = deps.env ?? process.env;
  const now = deps.now ?? Date.now;
  const counting = { ...deps, env, now, log };
  return answerSafely(
    'contact',
    log,
    () =>
      withCounter(counting, async (counter) => {
        const post: Post = { referer: req.headers.get('referer'), requestUrl: req.url, deps, env, log, now, isFormPost: false, counter };
        return answer(await decide(req, post), post);
      }),
    { req, root: bundleRoot(env) },
  );
}

/** What the submission comes to; fills in `post` as it learns how it was sent, what and of which kind. */
async function decide(req: Request, post: Post): Promise<Result> {
  const { deps, env, log, now } = post;
  if (req.method !== 'POST') {
    if ((req.method === 'GET' || req.method === 'HEAD') && !asksForJson(req)) return { is: 'opened', path: openedFormPage(req) };
    return { is: 'refused', outcome: failure(405, 'method_not_allowed'), headers: { Allow: 'POST' } };
  }
  const bodyKind: BodyKind | null = bodyKindOf(req.headers.get('content-type'));
  if (!bodyKind) return { is: 'refused', outcome: failure(415, 'unsupported_media_type') };
  post.isFormPost = bodyKind === 'form';

  const body = await readBodyText(req, maximumBodyBytes);
  if (!body.ok) return { is: 'refused', outcome: failure(body.error === 'payload_too_large' ? 413 : 400, body.error) };
  if (post.isFormPost) {
    post.submission = parseFormSubmission(body.text);
  } else {
    const parsed = parseJsonSubmission(body.text);
    if (!parsed.ok) return { is: 'refused', outcome: failure(400, parsed.error) };
    post.submission = parsed.submission;
  }
  const submission = post.submission;
  // Checked once the body is read (within its size limit), so the refusal speaks the form's language.
  if (isCrossSite(req)) {
    log.info(
      `contact: refused a post from another site (Sec-Fetch-Site ${req.headers.get('sec-fetch-site') ?? '-'}, Origin ${req.headers.get('origin') ?? '-'})`,
    );
    return { is: 'refused', outcome: failure(403, 'cross_site') };
  }
  const kind = kindOf(submission.type, post.isFormPost);
  if (!kind) return { is: 'refused', outcome: failure(400, 'invalid_type') };
  post.kind = kind;
  const language = formLanguage(post);
  const fields = submission.fields;

  if (post.isFormPost && kind.type === submissionTypes.request && timesAskedBy(fields[showTimesIntent.name])) return { is: 'times' };
  const answeredAsSent: Result = { is: 'sent', path: localizedPath(kind.sentPage, language), body: { ok: true } };
  if (isHoneypotFilled(submission.honeypot)) {
    log.info('contact: honeypot field filled in, answered as sent, nothing sent');
    return answeredAsSent;
  }
  const startedAt = startedAtMs(submission.startedAt);
  const elapsed = startedAt === undefined ? undefined : now() - startedAt;
  // A negative time (the visitor's clock runs ahead of ours) is let through: real messages first.
  if (elapsed !== undefined && elapsed >= 0 && elapsed < minimumFillTimeMs) {
    log.info(`contact: form sent ${elapsed} ms after it was started, answered as sent, nothing sent`);
    return answeredAsSent;
  }

  const check = kind.check(fields);
  if (!check.ok) {
    const [first] = check.problems;
    return {
      is: 'problem',
      outcome: { status: 422, body: { error: first.code, field: first.field } },
      problems: () => kind.problems(language, check.problems),
    };
  }
  const mailLanguage = isLanguage(submission.language) ? submission.language : defaultLanguage;

  // A chosen time is booked before anything is sent: taken meanwhile, the visitor chooses again, everything kept.
  let booking: Extract<RequestBooking, { ok: true }> | undefined;
  const request = check.accepted.request;
  if (check.accepted.slot && request) {
    const context = await bookingContext(post);
    // SMS only to a number that takes them, in the countries booking serves now: said on the check step (or
    // the page without JavaScript) before anything is booked, never dropped.
    const [unreminded] = context
      ? reminderProblems(request, (phone) => takesSms(readPhoneNumber(phone), context.settings.availability.smsCountries))
      : [];
    if (unreminded) {
      log.info('contact: SMS reminders asked for a number that takes none, nothing booked');
      const outcome: Outcome = { status: 422, body: { error: unreminded.code, field: unreminded.field } };
      return { is: 'problem', outcome, problems: () => kind.problems(language, [unreminded]) };
    }
    const booked: RequestBooking = context
      ? await bookRequestedTime(context, {
          slotId: check.accepted.slot,
          place: request.place,
          person: bookingPersonOf(request),
          reminders: { email: request.reminders.includes('email'), sms: request.reminders.includes('sms'), when: request.reminderWhen },
          language,
          // Not an answer: the signed link after a missed time the form carries, if it came through one.
          wayBack: fields[wayBackField],
          ...(request.earlier.includes('yes') ? { earlier: { daypart: request.earlierWhen ?? 'any' } } : {}),
          ...(deps.booking?.clientIp ? { clientIp: deps.booking.clientIp } : {}),
        })
      : { ok: false, field: 'slot', code: 'unavailable' };
    if (!booked.ok) {
      log.info(`contact: the chosen time ${check.accepted.slot} was not booked: ${booked.field} ${booked.code}`);
      // A time lost is named in its text: the visitor may have thought about it for a while.
      const problems = [{ field: booked.field, code: booked.code, slot: check.accepted.slot }] as const;
      const conflict = booked.field === slotField && booked.code !== 'invalid';
      const outcome: Outcome = { status: conflict ? 409 : 422, body: { error: booked.code, field: booked.field } };
      return { is: 'problem', outcome, problems: () => kind.problems(language, problems) };
    }
    booking = booked;
  }
  /** Sent (or kept for later: `delayed`): the booked time's page, or the kind's sent page. */
  const sent = (delayed: boolean): Result => {
    post.counter.count(sentStep(kind, booking, post.isFormPost), language);
    const sentPath = check.accepted.sentPath(language);
    const path = booking ? booking.viewPath(delayed) : delayed ? withDelayedFlag(sentPath) : sentPath;
    return { is: 'sent', path, body: { ok: true, ...(delayed ? { delayed: true as const } : {}), ...(booking ? { booking: path } : {}) } };
  };
  // The team's mail through the outbox: sent now, or kept for the scheduled delivery and said so; only if it
  // can be neither, the visitor is told it failed (and a booked time goes back to the others).
  const outbox = openOutbox(
    { ...deps, env, now, log, ...(deps.waitingStore ? { waitingStore: deps.waitingStore } : {}) },
    siteMessageKinds({ ...deps, env, now, log }, () => bookingContext(post)),
  );
  const message = {
    type: kind.type,
    language: mailLanguage,
    // The validated answers only: whatever else a client sent is not kept.
    fields: check.accepted.answers,
    ...(booking ? { booking: booking.mail } : {}),
  };
  const outcome = await outbox.send(message, { firstTry: true });
  // A form's mail to the team always has something to say: only a failure to send keeps it or refuses it.
  if ('kept' in outcome || 'failed' in outcome) {
    const failed = 'kept' in outcome ? outcome.failure : outcome.failed;
    const { error, notConfigured } = outcome;
    if (error instanceof TransportError) log.error(`contact: ${error.message}`, error.details);
    else if (notConfigured) log.error(`contact: ${failed}`);
    else log.error(`contact: sending failed: ${failed}`, error);
    if ('kept' in outcome) {
      log.warn(`contact: kept as ${outcome.kept} in Netlify Blobs; the scheduled function deliver-waiting-messages delivers it`);
      await booking?.confirm();
      return sent(true);
    }
    const { notKept } = outcome;
    const why =
      notKept instanceof WaitingStoreFullError ? `${notKept.message}; the visitor was told to try later or write` : failureText(notKept);
    log.error(`contact: the message could not be kept for later either: ${why}`);
    // The team would never hear of the booking: the time goes back to the others.
    await booking?.undo();
    const status = notConfigured
      ? failure(500, 'not_configured')
      : error instanceof TransportError && error.failure === 'timeout'
        ? failure(504, 'timeout')
        : failure(502, 'send_failed');
    return { is: 'problem', outcome: status, problems: (email) => ({ summary: kind.sendFailed(language, email), fieldErrors: {} }) };
  }
  // The team has it: now the visitor's confirmation, which never holds up or undoes the booking.
  await booking?.confirm();
  return sent(false);
}
