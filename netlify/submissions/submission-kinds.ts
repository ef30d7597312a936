/**
 * The two things the function receives: a contact message (the contact form) and a first-consultation
 * request (/erstgespraech). Each says how it is validated, which mail it makes, where a form post
 * goes once sent, which page holds its form, and how its problems are put in words; the handler does
 * everything else (reading, abuse defences, delivery, answers) the same way for both. The pages'
 * addresses come from the routes module, the words from the locale files (./locale-texts.ts).
 */
import { type ContactField } from '../../src/forms/contact/contact-form';
import { contactProblemSummary, contactSendFailedSummary } from '../../src/forms/contact/texts';
import { validateContact } from '../../src/forms/contact/validate';
import type { FieldErrorCode } from '../../src/forms/model';
import { type SubmissionType, contactResultPath, submissionTypes } from '../../src/forms/protocol';
import { confirmationOf, confirmationPath } from '../../src/forms/request/confirmation';
import { type RequestAnswers, type RequestField, noTimeFits } from '../../src/forms/request/questions';
import type { MailBooking } from '../booking/mails/booking-mail';
import { problemSummary, problemText, sendFailedSummary } from '../../src/forms/request/texts';
import { type RequestProblem, validateRequest } from '../../src/forms/request/validate';
import type { ProblemSummary } from '../../src/forms/ui/problem-summary';
import type { Language } from '../../src/i18n/languages';
import { contactPaths, requestPaths } from '../../src/site/routes';
import { type TeamMail, type MailAddresses } from '../outbox/mail';
import { buildContactMail } from './contact-mail';
import { texts } from '../shared/locale-texts';
import { buildRequestMail } from './request-mail';

export interface Problem {
  field: ContactField | RequestField;
  code: FieldErrorCode;
}

/** A valid submission, ready to be sent. */
export interface Accepted {
  /** The validated answers, all that is kept when the mail has to wait; `check` takes them again. */
  answers: Readonly<Record<string, unknown>>;
  /** The team's mail; a request that booked a time carries it (netlify/booking/mails/booking-mail.ts). */
  mail(addresses: MailAddresses, language: Language, booking?: MailBooking): TeamMail;
  /** The time a request asks to book (a time's id), if any. */
  slot?: string;
  /** A request's answers as validated, for what booking its time takes of them (the reminders, the number). */
  request?: RequestAnswers;
  /** Where a form post goes once sent. */
  sentPath(language: Language): string;
}

export interface SubmissionKind {
  type: SubmissionType;
  /** The page that holds the form, without language prefix. */
  formPage: string;
  /** The page that says "sent" when there is nothing more to say (a bot's submission, answered as sent). */
  sentPage: string;
  /** At least one problem when not ok. */
  check(fields: Readonly<Record<string, unknown>>): { ok: true; accepted: Accepted } | { ok: false; problems: [Problem, ...Problem[]] };
  /** The problems in words: the summary, and (where the form has them) the messages beside the fields. */
  problems(language: Language, problems: readonly Problem[]): { summary: ProblemSummary; fieldErrors: Record<string, string> };
  sendFailed(language: Language, email: string): ProblemSummary;
}

const contact: SubmissionKind = {
  type: submissionTypes.contact,
  formPage: contactPaths.form,
  sentPage: contactPaths.sent,
  check(fields) {
    const result = validateContact(fields);
    if (!result.ok) return { ok: false, problems: [{ field: result.field, code: result.code }] };
    return {
      ok: true,
      accepted: {
        answers: result.value,
        mail: (addresses, language) => buildContactMail(result.value, addresses, language),
        sentPath: (language) => contactResultPath(language, { kind: 'sent' }),
      },
    };
  },
  // The contact form shows one problem at a time, in its summary only (as it does with JavaScript).
  problems: (language, [first]) => ({
    summary: contactProblemSummary(texts[language], language, first!.field as ContactField, first!.code),
    fieldErrors: {},
  }),
  sendFailed: (language, email) => contactSendFailedSummary(texts[language], email),
};

const request: SubmissionKind = {
  type: submissionTypes.request,
  formPage: requestPaths.form,
  sentPage: requestPaths.confirmation,
  check(fields) {
    const result = validateRequest(fields);
    if (!result.ok) return { ok: false, problems: result.problems as [RequestProblem, ...RequestProblem[]] };
    return {
      ok: true,
      accepted: {
        answers: result.value,
        mail: (addresses, language, booking) => buildRequestMail(result.value, addresses, language, booking),
        ...(result.value.slot && result.value.slot !== noTimeFits ? { slot: result.value.slot } : {}),
        request: result.value,
        sentPath: (language) => confirmationPath(language, confirmationOf(result.value)),
      },
    };
  },
  problems(language, problems) {
    const t = texts[language];
    const known = problems as readonly RequestProblem[];
    const fieldErrors = Object.fromEntries(known.map((problem) => [problem.field, problemText(t, language, problem)]));
    return { summary: problemSummary(t, language, known), fieldErrors };
  },
  sendFailed: (language, email) => sendFailedSummary(texts[language], email),
};

/** The kind a submission's `type` names; a form post without one is a contact message, as it always was. */
export function kindOf(type: unknown, isFormPost: boolean): SubmissionKind | undefined {
  if (type === submissionTypes.contact || (type === undefined && isFormPost)) return contact;
  if (type === submissionTypes.request) return request;
  return undefined;
}

/** Put before the page title of an answer with problems. */
export const errorTitlePrefix = (language: Language): string => texts[language]('request.errorPrefix');
