/**
 * The contact form's problems in words, from the locale files (`form.errors.<field>.<code>`), for the
 * form in the browser and for the function's answer to a form sent without JavaScript alike.
 */
import { formatCount, type Language } from '../../i18n/languages';
import type { TFunction } from '../../i18n/translator';
import type { FieldErrorCode } from '../model';
import type { ProblemSummary } from '../ui/problem-summary';
import { type ContactField, contactFieldId, contactQuestions } from './contact-form';

export function contactProblemText(t: TFunction, language: Language, field: ContactField, code: FieldErrorCode): string {
  return t(`form.errors.${field}.${code}`, { limit: formatCount(contactQuestions[field].limit, language) });
}

/** The contact form's one problem at a time (the first, in the form's order), as a summary linking to its field. */
export function contactProblemSummary(t: TFunction, language: Language, field: ContactField, code: FieldErrorCode): ProblemSummary {
  return { title: t('form.errorTitle'), items: [{ fieldId: contactFieldId(field), text: contactProblemText(t, language, field, code) }] };
}

export function contactSendFailedSummary(t: TFunction, email: string): ProblemSummary {
  return { title: t('contactResult.errorTitle'), items: [{ text: t('form.sendFailed', { email }) }] };
}
