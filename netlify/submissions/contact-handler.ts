/**
 * The send-contact-email function's logic, behind a `(Request) => Response` seam with injectable
 * environment, clock, logger, transport and page loader so tests can drive every branch. It takes
 * both kinds of submission (./submission-kinds.ts): contact messages and first-consultation requests.
 *
 * Answers: JSON requests get JSON (`{ok: true}` or `{error, field?}`) with the status below. Form
 * posts sent without JavaScript get, once sent, a 303 to the page that says so (/contact/sent, or
 * /erstgespraech/danke with the chosen channel and times); when the submission has a problem or
 * cannot be sent, the form's own page with everything typed put back and the problem at its top
 * (./form-page.ts), or, if that page cannot be loaded, a 303 to /contact/error with the reason.
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
  type ContactRequestErrorCode,
  type ContactResponseBody,
  contactFormFields,
  contactResultPath,
  submissionTypes,
  maximumBodyBytes,
  minimumFillTimeMs,
  withDelayedFlag,
} from '../../src/forms/protocol';
import { contactFields } from '../../src/forms/contact/contact-form';
import { type Language, defaultLanguage, isLanguage, languageOfPath, localizedPath } from '../../src/i18n/languages';
import { contactPaths } from '../../src/site/routes';
import { answerSafely } from './answer-headers';
import { readContactSettings, waitingStoreOf } from './contact-settings';
import { type FormPage, bundleRoot, fillFormPage, pageEmail, readFormPage } from './form-page';
import type { Logger } from './logger';
import { TransportError } from './mail-transport';
import { withNoteFirst } from './contact-mail';
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
import { type SendingDeps, createTransport } from './transports';
import { isCrossSite } from './request-origin';
import { texts } from './locale-texts';
import {
  type RequestBooking,
  type RequestBookingDeps,
  bookRequestedTime,
  calendarNoticeForTeam,
  offeredTimes,
} from '../booking/book-request';
import { freeTimesHtml, withFreeTimes } from '../booking/free-times-field';
import { startOfSlotId } from '../../src/booking/free-times';
import { showTimesIntent, slotField, timesAskedBy } from '../../src/forms/request/questions';
import { type WaitingStore, WaitingStoreFullError, failureText, keepWaiting, openWaitingStore } from './waiting-messages';

export interface ContactHandlerDeps extends SendingDeps {
  /** Loads a form's page (`/en/contact`) for the answer to a form post with a problem; defaults to the built page in the function's bundle. */
  loadPage?: (pagePath: string) => Promise<FormPage | null>;
  /** Where a message that cannot be sent is kept; defaults to the Netlify Blobs store of the deploy context. */
  waitingStore?: WaitingStore;
  /** The most entries the store may hold (default `waitingCapacity`). */
  waitingCapacity?: number;
  /** Booking a request's chosen time (netlify/booking/book-request.ts): the site's address, the visitor's IP, a store for tests. */
  booking?: Pick<RequestBookingDeps, 'siteUrl' | 'clientIp' | 'store' | 'fetch'>;
}

interface Outcome {
  status: number;
  body: ContactResponseBody;
}

const ok: Outcome = { status: 200, body: { ok: true } };
const failure = (status: number, error: ContactRequestErrorCode): Outcome => ({ status, body: { error } });

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
function formLanguage(submission: Submission | undefined, req: Request): Language {
  if (submission && isLanguage(submission.language)) return submission.language;
  try {
    return languageOfPath(new URL(req.headers.get('referer') ?? '').pathname);
  } catch {
    return defaultLanguage;
  }
}

export async function handleContactRequest(req: Request, deps: ContactHandlerDeps = {}): Promise<Response> {
  const log = deps.log ?? console;
  return answerSafely('contact', log, () => respond(req, deps, log));
}

async function respond(req: Request, deps: ContactHandlerDeps, log: Logger): Promise<Response> {
  if (req.method !== 'POST') return jsonResponse(failure(405, 'method_not_allowed'), { Allow: 'POST' });
  const bodyKind: BodyKind | null = bodyKindOf(req.headers.get('content-type'));
  if (!bodyKind) return jsonResponse(failure(415, 'unsupported_media_type'));
  const isFormPost = bodyKind === 'form';

  let submission: Submission | undefined;
  const language = () => formLanguage(submission, req);
  const refuse = (outcome: Outcome) => (isFormPost ? redirect(errorPagePath(outcome, language())) : jsonResponse(outcome));

  const body = await readBodyText(req, maximumBodyBytes);
  if (!body.ok) return refuse(failure(body.error === 'payload_too_large' ? 413 : 400, body.error));

  if (isFormPost) {
    submission = parseFormSubmission(body.text);
  } else {
    const parsed = parseJsonSubmission(body.text);
    if (!parsed.ok) return refuse(failure(400, parsed.error));
    submission = parsed.submission;
  }
  // Checked once the body is read (within its size limit), so the refusal speaks the form's language.
  if (isCrossSite(req)) {
    log.info(
      `contact: refused a post from another site (Sec-Fetch-Site ${req.headers.get('sec-fetch-site') ?? '-'}, Origin ${req.headers.get('origin') ?? '-'})`,
    );
    return refuse(failure(403, 'cross_site'));
  }
  const kind = kindOf(submission.type, isFormPost);
  if (!kind) return refuse(failure(400, 'invalid_type'));

  const now = deps.now ?? Date.now;
  const sentAnswer = (sentPath: string) => (isFormPost ? redirect(sentPath) : jsonResponse(ok));
  const env = deps.env ?? process.env;
  const fields = submission.fields;
  const bookingDeps = (): RequestBookingDeps => ({
    env,
    deployContext: deps.deployContext,
    requestUrl: req.url,
    now: new Date(now()),
    log,
    ...deps.booking,
  });
  /** A request's form page answered without JavaScript lists the free times (the component asks for them itself). */
  const withTimes = async (html: string): Promise<string> => {
    if (kind.type !== submissionTypes.request) return html;
    const t = texts[language()];
    const chosen = typeof fields[slotField] === 'string' ? fields[slotField] : undefined;
    const count = timesAskedBy(fields[showTimesIntent.name])?.count;
    const times = await offeredTimes(bookingDeps(), language(), {
      count,
      ...(chosen && startOfSlotId(chosen) ? { through: chosen } : {}),
    });
    const words = {
      none: t('request.questions.slot.none'),
      unavailable: t('request.questions.slot.unavailable'),
      more: t('request.questions.slot.more'),
    };
    return withFreeTimes(html, freeTimesHtml(times, words, chosen));
  };
  /** The form's page, everything typed put back, with the problems (if any) at its top. */
  const pageAnswer = async (outcome: Outcome, summaryFor: ((email: string) => ReturnType<SubmissionKind['problems']>) | null) => {
    const loadPage = deps.loadPage ?? ((pagePath: string) => readFormPage(bundleRoot(env), pagePath));
    const page = await loadPage(localizedPath(kind.formPage, language()));
    if (!page) return redirect(errorPagePath(outcome, language()));
    const problems = summaryFor?.(pageEmail(page.html) ?? '');
    const html = fillFormPage(page.html, {
      values: fields,
      ...(problems ? { summary: problems.summary, fieldErrors: problems.fieldErrors, titlePrefix: errorTitlePrefix(language()) } : {}),
      skip: [contactFormFields.honeypot],
    });
    return new Response(await withTimes(html), {
      status: 200,
      headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': page.policy },
    });
  };
  // "Freie Termine anzeigen" without JavaScript: the same page with the times, nothing sent.
  if (isFormPost && kind.type === submissionTypes.request && timesAskedBy(fields[showTimesIntent.name])) {
    return pageAnswer(ok, null);
  }
  if (isHoneypotFilled(submission.honeypot)) {
    log.info('contact: honeypot field filled in, answered as sent, nothing sent');
    return sentAnswer(localizedPath(kind.sentPage, language()));
  }
  const startedAt = startedAtMs(submission.startedAt);
  const elapsed = startedAt === undefined ? undefined : now() - startedAt;
  // A negative time (the visitor's clock runs ahead of ours) is let through: real messages first.
  if (elapsed !== undefined && elapsed >= 0 && elapsed < minimumFillTimeMs) {
    log.info(`contact: form sent ${elapsed} ms after it was started, answered as sent, nothing sent`);
    return sentAnswer(localizedPath(kind.sentPage, language()));
  }

  /** A form post's problem is answered with the form's page, everything typed put back. */
  const answerProblem = async (outcome: Outcome, summaryFor: (email: string) => ReturnType<SubmissionKind['problems']>) =>
    isFormPost ? pageAnswer(outcome, summaryFor) : jsonResponse(outcome);
  const sendFailed = (outcome: Outcome) =>
    answerProblem(outcome, (email) => ({ summary: kind.sendFailed(language(), email), fieldErrors: {} }));

  const check = kind.check(fields);
  if (!check.ok) {
    const [first] = check.problems;
    const outcome: Outcome = { status: 422, body: { error: first.code, field: first.field } };
    return answerProblem(outcome, () => kind.problems(language(), check.problems));
  }

  const mailLanguage = isLanguage(submission.language) ? submission.language : defaultLanguage;

  // A chosen time is booked before anything is sent: taken meanwhile, the visitor chooses again, everything kept.
  let booking: Extract<RequestBooking, { ok: true }> | undefined;
  if (check.accepted.slot) {
    const answers = check.accepted.answers;
    const booked = await bookRequestedTime(bookingDeps(), {
      slotId: check.accepted.slot,
      place: typeof answers.place === 'string' ? answers.place : undefined,
      person: { name: String(answers.name), ...(typeof answers.email === 'string' && answers.email ? { email: answers.email } : {}) },
      language: language(),
    });
    if (!booked.ok) {
      log.info(`contact: the chosen time ${check.accepted.slot} was not booked: ${booked.field} ${booked.code}`);
      const problems = [{ field: booked.field, code: booked.code }] as const;
      const conflict = booked.field === slotField && booked.code !== 'invalid';
      const outcome: Outcome = { status: conflict ? 409 : 422, body: { error: booked.code, field: booked.field } };
      return answerProblem(outcome, () => kind.problems(language(), problems));
    }
    booking = booked;
  }
  /** Where the visitor goes once it is sent: the booked time's page, or the kind's sent page. */
  const sentPath = (delayed: boolean) =>
    booking
      ? booking.viewPath(delayed)
      : delayed
        ? withDelayedFlag(check.accepted.sentPath(language()))
        : check.accepted.sentPath(language());
  const sentBody = (delayed: boolean): ContactResponseBody => ({
    ok: true,
    ...(delayed ? { delayed: true as const } : {}),
    ...(booking ? { booking: sentPath(delayed) } : {}),
  });
  /** Sending failed: keep the message for the scheduled delivery and say so; only if it cannot be kept, say it failed. */
  const keepForLater = async (outcome: Outcome, failure: string): Promise<Response> => {
    try {
      const store = deps.waitingStore ?? openWaitingStore(waitingStoreOf(env, deps.deployContext));
      const receivedAt = new Date(now()).toISOString();
      // The validated answers only: whatever else a client sent is not kept.
      const message = {
        type: kind.type,
        language: mailLanguage,
        fields: check.accepted.answers,
        receivedAt,
        lastFailure: failure,
        ...(booking ? { booking: booking.mail } : {}),
      };
      const key = await keepWaiting(store, message, now(), deps.waitingCapacity);
      log.warn(`contact: kept as ${key} in Netlify Blobs; the scheduled function deliver-waiting-messages delivers it`);
    } catch (error) {
      const why =
        error instanceof WaitingStoreFullError ? `${error.message}; the visitor was told to try later or write` : failureText(error);
      log.error(`contact: the message could not be kept for later either: ${why}`);
      // The team would never hear of the booking: the time goes back to the others.
      await booking?.undo();
      return sendFailed(outcome);
    }
    return isFormPost ? redirect(sentPath(true)) : jsonResponse({ status: 200, body: sentBody(true) });
  };

  const settings = readContactSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
  if (!settings.ok) {
    log.error(`contact: not configured: ${settings.problem}`);
    return keepForLater(failure(500, 'not_configured'), `not configured: ${settings.problem}`);
  }

  // A calendar entry the website had to skip is said first in the team's next request mail; if this one waits, the next
  // says it. A booking read the whole calendar just now, so the entry is gone: its notice is forgotten unsaid.
  const calendarNotice = kind.type === submissionTypes.request ? await calendarNoticeForTeam(bookingDeps()) : undefined;
  const accepted = check.accepted.mail(settings.settings, mailLanguage, booking?.mail);
  const mail = calendarNotice && !booking ? withNoteFirst(accepted, calendarNotice.note) : accepted;
  const transport = deps.transport ?? createTransport(settings.settings.transport, log, now);
  try {
    await transport.send(mail);
  } catch (error) {
    if (error instanceof TransportError) {
      log.error(`contact: ${transport.name}: ${error.message}`, error.details);
      return keepForLater(error.failure === 'timeout' ? failure(504, 'timeout') : failure(502, 'send_failed'), failureText(error));
    }
    log.error(`contact: ${transport.name} failed`, error);
    return keepForLater(failure(502, 'send_failed'), failureText(error));
  }
  await calendarNotice
    ?.forget()
    .catch((error: unknown) => log.error(`contact: the calendar notice stays for the next mail: ${failureText(error)}`));
  return isFormPost ? redirect(sentPath(false)) : jsonResponse({ status: 200, body: sentBody(false) });
}
