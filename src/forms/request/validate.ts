/**
 * The request's rules, shared by the form and the send-contact-email function so both judge a
 * request alike, read from the questions' data (./questions.ts): only the questions marked required
 * (name, channel) and the address the chosen channel needs must be answered; everything else may stay open. Unlike the contact form, every problem is reported at once (the form lists them in a
 * summary at its top), in the order the form asks.
 */
import { isEmailAddress } from '../email-address';
import type { FieldErrorCode, FieldSpec } from '../model';
import {
  type ChoiceQuestion,
  type RequestAnswers,
  type RequestField,
  addressForChannel,
  choiceQuestions,
  isMultiple,
  isOption,
  noTimeFits,
  requestFields,
  requestQuestions,
} from './questions';
import { startOfSlotId } from '../../booking/free-times';

export interface RequestProblem {
  field: RequestField;
  code: FieldErrorCode;
  /** The time a problem of the chosen time is about (a time's id): its text names it ("Die Zeit … ist gerade vergeben worden"). */
  slot?: string;
}

export type RequestValidation = { ok: true; value: RequestAnswers } | { ok: false; problems: RequestProblem[] };

/**
 * What a form post or JSON body holds for one field: a text, several texts (checkboxes), a flag, or anything a
 * client sent. `mails`: the one box a page loaded before the reminders were asked as they are now still sends
 * (its script, or its HTML without JavaScript): ticked, it means e-mail at both times, as it did then.
 */
export type RawAnswers = Partial<Record<RequestField | 'mails', unknown>>;

// A phone number as people write it: an optional +, then digits with spaces, dots, dashes, slashes
// or brackets; at least 6 digits, at most 20 (the longest international numbers have 15).
const phoneShape = /^\+?[0-9 ()./-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phoneShape.test(value) && digits >= 6 && digits <= 20;
}

type Check<T> = { ok: true; value: T } | { ok: false; code: FieldErrorCode };

function text(raw: unknown, limit: number): Check<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, code: 'invalid' };
  const value = raw.trim();
  return value.length > limit ? { ok: false, code: 'too_long' } : { ok: true, value };
}

function single<Q extends ChoiceQuestion>(question: Q, raw: unknown): Check<(typeof choiceQuestions)[Q]['options'][number] | undefined> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  return isOption(question, raw) ? { ok: true, value: raw } : { ok: false, code: 'invalid' };
}

function multiple<Q extends ChoiceQuestion>(question: Q, raw: unknown): Check<(typeof choiceQuestions)[Q]['options'][number][]> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] };
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > choiceQuestions[question].options.length * 2 || !list.every((item) => isOption(question, item))) {
    return { ok: false, code: 'invalid' };
  }
  // In the order the form offers them, each once.
  return { ok: true, value: choiceQuestions[question].options.filter((option) => list.includes(option)) };
}

/** A time's id as the booking function writes it, `none`, or nothing. Whether it is still free, the function decides. */
function time(raw: unknown): Check<string> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: '' };
  if (raw === noTimeFits) return { ok: true, value: noTimeFits };
  return typeof raw === 'string' && startOfSlotId(raw) ? { ok: true, value: raw } : { ok: false, code: 'invalid' };
}

/** A ticked checkbox posts its value ('yes'); JSON may send true. */
function flag(raw: unknown): Check<boolean> {
  if (raw === undefined || raw === null || raw === '' || raw === false) return { ok: true, value: false };
  return raw === true || raw === 'yes' || raw === 'on' ? { ok: true, value: true } : { ok: false, code: 'invalid' };
}

/** The answers with an older page's `mails` box read as the reminders it stood for; a box left unticked, or anything else, as none. */
function withReminders(raw: RawAnswers): RawAnswers {
  if (raw.reminders !== undefined || raw.mails === undefined) return raw;
  const ticked = flag(raw.mails);
  return ticked.ok && ticked.value ? { ...raw, reminders: ['email'], reminderWhen: ['day', 'hours'] } : raw;
}

export function validateRequest(given: RawAnswers): RequestValidation {
  const raw = withReminders(given);
  const checks = {} as Record<RequestField, Check<unknown>>;
  for (const field of requestFields) {
    const spec: FieldSpec = requestQuestions[field];
    if (spec.kind === 'text') checks[field] = text(raw[field], spec.limit);
    else if (spec.kind === 'flag') checks[field] = flag(raw[field]);
    else if (spec.kind === 'time') checks[field] = time(raw[field]);
    else checks[field] = isMultiple(field) ? multiple(field as ChoiceQuestion, raw[field]) : single(field as ChoiceQuestion, raw[field]);
  }

  const value = (field: RequestField) => {
    const check = checks[field];
    return check.ok ? check.value : undefined;
  };
  for (const field of requestFields) {
    const spec: FieldSpec = requestQuestions[field];
    const left = value(field) === '' || value(field) === undefined;
    if (spec.kind !== 'flag' && spec.kind !== 'time' && spec.required && checks[field].ok && left)
      checks[field] = { ok: false, code: 'required' };
  }
  const email = value('email');
  if (typeof email === 'string' && email !== '' && !isEmailAddress(email)) checks.email = { ok: false, code: 'invalid' };
  const phone = value('phone');
  if (typeof phone === 'string' && phone !== '' && !isPhoneNumber(phone)) checks.phone = { ok: false, code: 'invalid' };
  const channel = value('channel');
  if (isOption('channel', channel)) {
    const needed = addressForChannel[channel];
    if (checks[needed].ok && value(needed) === '') checks[needed] = { ok: false, code: 'required' };
  }

  const problems: RequestProblem[] = [];
  for (const field of requestFields) {
    const check = checks[field];
    if (!check.ok) problems.push({ field, code: check.code });
  }
  if (problems.length > 0) return { ok: false, problems };

  const answers = Object.fromEntries(requestFields.map((field) => [field, value(field)])) as unknown as RequestAnswers;
  // Asked to phone and asked not to: the channel wins, it was chosen last and on purpose.
  if (answers.channel === 'phone') answers.noCalls = false;
  // Reminders are about a booked time, and e-mail needs an address: the e-mail box left ticked (the default
  // without JavaScript, whose hint says so) asks for nothing without one. Whether SMS can go to the number
  // given is reminderProblems' to say, with the countries served.
  const timeChosen = startOfSlotId(answers.slot) !== undefined;
  answers.reminders = timeChosen ? answers.reminders.filter((channel) => channel !== 'email' || answers.email !== '') : [];
  // An earlier time is offered by the reminders' ways (e-mail, SMS) to a booked time: without both, nothing to ask.
  if (answers.reminders.length === 0) answers.earlier = [];
  return { ok: true, value: answers };
}

/**
 * What the reminders chosen ask of the answers, by one rule for the form's check and the function that books:
 * SMS only to a number that takes them (`takesSms`: src/booking/phone-number.ts for the countries served; the
 * form asks src/booking/sms-number.ts). Said, never dropped: the visitor ticked SMS on purpose.
 */
export function reminderProblems(
  answers: Pick<RequestAnswers, 'reminders' | 'phone'>,
  takesSms: (phone: string) => boolean,
): RequestProblem[] {
  return answers.reminders.includes('sms') && !takesSms(answers.phone) ? [{ field: 'reminders', code: 'no_sms' }] : [];
}
