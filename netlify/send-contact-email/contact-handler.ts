/**
 * The send-contact-email function's logic, behind a `(Request) => Response` seam with injectable
 * environment, clock, logger and transport so tests can drive every branch.
 *
 * Answers: JSON requests get JSON (`{ok: true}` or `{error, field?}`) with the status below; form
 * posts sent without JavaScript get a 303 to the contact page in the form's language carrying the
 * same outcome as query parameters (see src/contact/protocol.ts), because a raw JSON page would
 * strand the visitor.
 *
 *   405 method_not_allowed (+ Allow: POST)   415 unsupported_media_type   413 payload_too_large
 *   400 invalid_body | invalid_json | invalid_type                        422 {error, field} validation
 *   500 not_configured (no SendGrid key in production)   502 send_failed   504 timeout
 *
 * Bots (honeypot filled, or sent less than 3 s after `startedAt`) get the success answer and
 * nothing is sent. `startedAt` is optional: old clients and plain form posts may lack it, and a
 * bot can always forge it, so the check only catches the naive ones for free.
 */
import {
  type ContactRequestErrorCode,
  type ContactResponseBody,
  type ContactResult,
  contactResultPath,
  maximumBodyBytes,
  minimumFillTimeMs,
} from '../../src/contact/protocol';
import { validateContact } from '../../src/contact/validate';
import { type Language, defaultLanguage, isLanguage, languageOfPath } from '../../src/i18n/languages';
import { buildContactMail } from './contact-mail';
import { type Env, readContactSettings } from './contact-settings';
import type { Logger } from './logger';
import { type MailTransport, TransportError } from './mail-transport';
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
import { createTransport } from './transports';

export interface ContactHandlerDeps {
  /** Defaults to `process.env`. */
  env?: Env;
  /** Netlify's `context.deploy.context`; the CONTEXT variable overrides it. */
  deployContext?: string;
  now?: () => number;
  log?: Logger;
  /** Base for the default outbox folder; defaults to `process.cwd()`. */
  cwd?: string;
  /** Replaces the transport the settings choose (tests, benchmarks). */
  transport?: MailTransport;
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

function resultOf(body: ContactResponseBody): ContactResult {
  if ('ok' in body) return { kind: 'sent' };
  if ('field' in body) return { kind: 'invalid', field: body.field, code: body.error };
  return { kind: 'failed', error: body.error };
}

function redirectResponse(outcome: Outcome, language: Language): Response {
  return new Response(null, {
    status: 303,
    headers: { ...noStore, Location: contactResultPath(language, resultOf(outcome.body)) },
  });
}

/** The form's `language` field, else the language of the page it was posted from. */
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
  try {
    return await respond(req, deps, log);
  } catch (error) {
    // Reaching this is a bug; the fuzz test exists to keep it unreachable.
    log.error('contact: unexpected error', error);
    return jsonResponse(failure(500, 'internal_error'));
  }
}

async function respond(req: Request, deps: ContactHandlerDeps, log: Logger): Promise<Response> {
  if (req.method !== 'POST') return jsonResponse(failure(405, 'method_not_allowed'), { Allow: 'POST' });
  const kind: BodyKind | null = bodyKindOf(req.headers.get('content-type'));
  if (!kind) return jsonResponse(failure(415, 'unsupported_media_type'));

  let submission: Submission | undefined;
  const answer = (outcome: Outcome) => (kind === 'form' ? redirectResponse(outcome, formLanguage(submission, req)) : jsonResponse(outcome));

  const body = await readBodyText(req, maximumBodyBytes);
  if (!body.ok) return answer(failure(body.error === 'payload_too_large' ? 413 : 400, body.error));

  if (kind === 'json') {
    const parsed = parseJsonSubmission(body.text);
    if (!parsed.ok) return answer(failure(400, parsed.error));
    submission = parsed.submission;
    if (submission.type !== 'contact') return answer(failure(400, 'invalid_type'));
  } else {
    submission = parseFormSubmission(body.text);
    if (submission.type !== undefined && submission.type !== 'contact') return answer(failure(400, 'invalid_type'));
  }

  const now = deps.now ?? Date.now;
  if (isHoneypotFilled(submission.honeypot)) {
    log.info('contact: honeypot field filled in, answered as sent, nothing sent');
    return answer(ok);
  }
  const startedAt = startedAtMs(submission.startedAt);
  const elapsed = startedAt === undefined ? undefined : now() - startedAt;
  // A negative time (the visitor's clock runs ahead of ours) is let through: real messages first.
  if (elapsed !== undefined && elapsed >= 0 && elapsed < minimumFillTimeMs) {
    log.info(`contact: form sent ${elapsed} ms after it was started, answered as sent, nothing sent`);
    return answer(ok);
  }

  const validation = validateContact(submission.fields);
  if (!validation.ok) return answer({ status: 422, body: { error: validation.code, field: validation.field } });

  const settings = readContactSettings(deps.env ?? process.env, deps.deployContext, deps.cwd ?? process.cwd());
  if (!settings.ok) {
    log.error(`contact: not configured: ${settings.problem}`);
    return answer(failure(500, 'not_configured'));
  }

  const language = isLanguage(submission.language) ? submission.language : defaultLanguage;
  const mail = buildContactMail(validation.value, settings.settings, language);
  const transport = deps.transport ?? createTransport(settings.settings.transport, log, now);
  try {
    await transport.send(mail);
  } catch (error) {
    if (error instanceof TransportError) {
      log.error(`contact: ${transport.name}: ${error.message}`, error.details);
      return answer(error.failure === 'timeout' ? failure(504, 'timeout') : failure(502, 'send_failed'));
    }
    log.error(`contact: ${transport.name} failed`, error);
    return answer(failure(502, 'send_failed'));
  }
  return answer(ok);
}
