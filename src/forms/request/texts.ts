/**
 * The request's texts that depend on more than one key: error messages, the ids fields are found by,
 * and answers as words. Used by the form and by the send-contact-email function (which builds a
 * translator over the same locale files), so both say the same.
 */
import { type Language, formatCount } from '../../i18n/languages';
import type { TFunction } from '../../i18n/translator';
import type { ProblemSummary } from '../ui/problem-summary';
import {
  type ChoiceQuestion,
  type RequestField,
  choiceQuestions,
  isChoiceQuestion,
  isTextQuestion,
  noCalls,
  noTimeFits,
  requestQuestions,
  textQuestions,
} from './questions';
import type { RequestProblem } from './validate';
import { startOfSlotId } from '../../booking/free-times';
import { slotDateWords } from '../../booking/slot-words';
import { instantToWallTime } from '../../booking/zurich-time';

/**
 * The id of a field's control: a text field's, a choice's first option's (what an error links to), or
 * the option given (a choice's, or a free time's radio button: FreeTimes.tsx and the function's markup).
 */
export function fieldId(field: RequestField, option?: string): string {
  if (isChoiceQuestion(field)) return `request-${field}-${option ?? choiceQuestions[field].options[0]}`;
  return option === undefined ? `request-${field}` : `request-${field}-${option}`;
}

/** The free times' group (FreeTimes.tsx): where a page answered with the times opens (its fragment), their question in view. */
export const timesGroupId = `${fieldId('slot')}-group`;

export function questionLabel(t: TFunction, field: RequestField): string {
  return t(`request.questions.${field}.label`);
}

/** One problem in words. Name, channel, e-mail and phone have their own; the others share two. */
export function problemText(t: TFunction, language: Language, { field, code, slot }: RequestProblem): string {
  const limit = formatCount(isTextQuestion(field) ? textQuestions[field] : 0, language);
  const own = `request.errors.${field}.${code}`;
  const text = t(own, { limit, ...(slot ? { time: timeInWords(t, language, slot) } : {}) });
  if (text !== own) return text;
  if (code === 'too_long') return t('request.errors.tooLong', { label: questionLabel(t, field), limit });
  return t('request.errors.choice', { label: questionLabel(t, field === noCalls ? 'channel' : field) });
}

export function problemSummary(t: TFunction, language: Language, problems: readonly RequestProblem[]): ProblemSummary {
  return {
    title: t('request.problemTitle'),
    items: problems.map((problem) => ({ fieldId: fieldId(problem.field), text: problemText(t, language, problem) })),
  };
}

export function sendFailedSummary(t: TFunction, email: string): ProblemSummary {
  return { title: t('request.errors.sendFailedTitle'), items: [{ text: t('request.errors.sendFailed', { email }) }] };
}

/** A choice's answer in words: "ADHS, Autismus". */
export function optionLabels(t: TFunction, question: ChoiceQuestion, chosen: readonly string[]): string {
  return chosen.map((option) => t(`request.questions.${question}.options.${option}`)).join(', ');
}

/** A chosen time in words: "Dienstag, 3. März 2026, 14:00", or that none fits; '' when none was offered. */
export function timeInWords(t: TFunction, language: Language, value: unknown): string {
  if (value === noTimeFits) return t('request.questions.slot.none');
  const start = typeof value === 'string' ? startOfSlotId(value) : undefined;
  return start ? `${slotDateWords({ start: start.toISOString() }, language, { year: true })}, ${instantToWallTime(start).time}` : '';
}

/** An answer in words, as the check step and the team's mail show it; '' when left open. */
export function answerInWords(t: TFunction, field: RequestField, value: unknown, language: Language): string {
  const kind = requestQuestions[field].kind;
  if (kind === 'flag') return value === true || value === 'yes' ? t('request.yes') : '';
  if (kind === 'time') return timeInWords(t, language, value);
  if (isChoiceQuestion(field)) return optionLabels(t, field, Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);
  return typeof value === 'string' ? value.trim() : '';
}
