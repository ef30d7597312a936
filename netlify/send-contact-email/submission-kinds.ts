/**
 * The two things the function receives: a contact message (the contact form) and a first-consultation
 * request (/erstgespraech). Each says how it is validated, which mail it makes, where a form post
 * goes once sent, which page holds its form, and how its problems are put in words; the handler does
 * everything else (reading, abuse defences, delivery, answers) the same way for both.
 */
import { contactResultPath, contactPagePath } from '../../src/contact/protocol';
import {
  type ContactErrorCode,
  type ContactField,
  contactProblemSummary,
  contactSendFailedSummary,
  validateContact,
} from '../../src/contact/validate';
import { confirmationOf, confirmationPath, requestType } from '../../src/consultation/protocol';
import type { RequestField } from '../../src/consultation/questions';
import { problemSummary, problemText, sendFailedSummary } from '../../src/consultation/texts';
import { type RequestProblem, validateRequest } from '../../src/consultation/validate';
import type { ProblemSummary } from '../../src/forms/problem-summary';
import type { Language } from '../../src/i18n/languages';
import { createTranslator } from '../../src/i18n/translation';
import type { TFunction } from '../../src/i18n/translation';
import { contactResultPaths, requestPaths } from '../../src/site/routes';
import germanTexts from '../../content/locales/de/translation.json';
import englishTexts from '../../content/locales/en/translation.json';
import { type ContactMail, type MailAddresses, buildContactMail } from './contact-mail';
import { buildRequestMail } from './request-mail';

export interface Problem {
  field: ContactField | RequestField;
  code: ContactErrorCode;
}

/** A valid submission, ready to be sent. */
export interface Accepted {
  mail(addresses: MailAddresses, language: Language): ContactMail;
  /** Where a form post goes once sent. */
  sentPath(language: Language): string;
}

/** What a JSON submission's `type` says; a waiting message (./waiting-messages.ts) keeps it. */
export type SubmissionType = 'contact' | typeof requestType;

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

const texts: Record<Language, TFunction> = {
  de: createTranslator('de', [germanTexts]).t,
  en: createTranslator('en', [englishTexts]).t,
};

const contact: SubmissionKind = {
  type: 'contact',
  formPage: contactPagePath,
  sentPage: contactResultPaths.sent,
  check(fields) {
    const result = validateContact(fields);
    if (!result.ok) return { ok: false, problems: [{ field: result.field, code: result.code }] };
    return {
      ok: true,
      accepted: {
        mail: (addresses, language) => buildContactMail(result.value, addresses, language),
        sentPath: (language) => contactResultPath(language, { kind: 'sent' }),
      },
    };
  },
  // The contact form shows one problem at a time, in its summary only (as it does with JavaScript).
  problems: (language, [first]) => ({
    summary: contactProblemSummary(language, first!.field as ContactField, first!.code),
    fieldErrors: {},
  }),
  sendFailed: contactSendFailedSummary,
};

const request: SubmissionKind = {
  type: requestType,
  formPage: requestPaths.form,
  sentPage: requestPaths.confirmation,
  check(fields) {
    const result = validateRequest(fields);
    if (!result.ok) return { ok: false, problems: result.problems as [RequestProblem, ...RequestProblem[]] };
    return {
      ok: true,
      accepted: {
        mail: (addresses, language) => buildRequestMail(result.value, addresses, language),
        sentPath: (language) => confirmationPath(language, confirmationOf(result.value)),
      },
    };
  },
  problems(language, problems) {
    const t = texts[language];
    const known = problems as readonly RequestProblem[];
    const fieldErrors = Object.fromEntries(known.map((problem) => [problem.field, problemText(t, problem)]));
    return { summary: problemSummary(t, known), fieldErrors };
  },
  sendFailed: (language, email) => sendFailedSummary(texts[language], email),
};

/** The kind a submission's `type` names; a form post without one is a contact message, as it always was. */
export function kindOf(type: unknown, isFormPost: boolean): SubmissionKind | undefined {
  if (type === 'contact' || (type === undefined && isFormPost)) return contact;
  if (type === requestType) return request;
  return undefined;
}

/** Put before the page title of an answer with problems. */
export const errorTitlePrefix: Record<Language, string> = { de: texts.de('request.errorPrefix'), en: texts.en('request.errorPrefix') };
