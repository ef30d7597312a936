/**
 * The first-consultation request as data, shared by the form (./ConsultationRequest.tsx), the check
 * step, validation, the confirmation and the function's mail to the team: every question with its
 * kind, the answers a choice may take or a text's longest answer, how the form shows it, and the
 * steps that ask them. The texts live in content/locales/<language>/translation.json under
 * `request.questions.<name>` (staff edit them in the CMS); this module holds what must not change
 * with a text.
 *
 * A new question is an entry in `requestQuestions`, its place in `requestSteps` and its texts in
 * both locale files; the form, the check step, validation and the team's mail follow.
 */

import type { FieldSpec } from '../model';

/**
 * Every question. `multiple`: checkboxes instead of radio buttons; `hint`: a line under the label
 * (`request.questions.<name>.hint`); `limit`: the longest answer in UTF-16 code units (what HTML
 * `maxlength` counts, so the form's limit and the function's agree).
 */
export const requestQuestions = {
  forWhom: { kind: 'choice', multiple: false, options: ['self', 'child', 'family', 'professional', 'organisation'] },
  topics: { kind: 'choice', multiple: true, hint: true, options: ['adhd', 'autism', 'dyscalculia', 'giftedness', 'unsure', 'other'] },
  topicOther: { kind: 'text', limit: 150 },
  // /angebot's order, then what it does not list as a card: workshops for institutions, and anything else.
  offer: {
    kind: 'choice',
    multiple: false,
    options: ['unsure', 'coaching', 'psychoeducation', 'case', 'potential', 'peer', 'workshops', 'other'],
  },
  // A free time to book (src/booking/), or `none`: then the days and times below say when.
  slot: { kind: 'time' },
  days: { kind: 'choice', multiple: true, hint: true, options: ['mon', 'tue', 'wed', 'thu', 'fri'] },
  times: { kind: 'choice', multiple: true, options: ['morning', 'afternoon', 'evening'] },
  place: { kind: 'choice', multiple: false, options: ['dietikon', 'online', 'phone', 'either'] },
  needs: { kind: 'text', limit: 1000, multiline: true, hint: true },
  message: { kind: 'text', limit: 5000, multiline: true, hint: true },
  name: { kind: 'text', limit: 100, required: true, autoComplete: 'name' },
  // Chosen at the start: writing is what most of our visitors find easiest.
  channel: { kind: 'choice', multiple: false, required: true, initial: 'email', options: ['email', 'phone', 'video'] },
  noCalls: { kind: 'flag', insideOf: 'channel' },
  email: { kind: 'text', limit: 254, input: 'email', autoComplete: 'email', hint: true, address: true },
  phone: { kind: 'text', limit: 40, input: 'tel', autoComplete: 'tel', hint: true, address: true },
  // How a booked time's confirmation and reminders come, and when the reminders (./ReminderChoice.tsx,
  // ./reminders.ts): asked last, once the visitor knows what they book. None ticked: nothing comes.
  reminders: { kind: 'choice', multiple: true, options: ['email', 'sms'] },
  // The day before and two hours before: content/booking.yaml's firstReminderHours and secondReminderHours.
  reminderWhen: { kind: 'choice', multiple: true, options: ['day', 'hours'] },
  // "Falls früher ein Termin frei wird, möchte ich davon hören" (issue 70): one box, off unless ticked, on the check
  // step where a time is booked and the visitor can be reached; then at what time of day. The booking asks as its
  // page's "Früher kommen?" does (netlify/booking/ask-earlier.ts).
  earlier: { kind: 'choice', multiple: true, options: ['yes'] },
  earlierWhen: { kind: 'choice', multiple: false, options: ['any', 'morning', 'afternoon'] },
} as const satisfies Record<string, FieldSpec>;

type Questions = typeof requestQuestions;
export type RequestField = keyof Questions;
export type ChoiceQuestion = { [F in RequestField]: Questions[F]['kind'] extends 'choice' ? F : never }[RequestField];
export type TextQuestion = { [F in RequestField]: Questions[F]['kind'] extends 'text' ? F : never }[RequestField];
export type OptionOf<Q extends ChoiceQuestion> = Questions[Q]['options'][number];
export type MultipleQuestion = { [Q in ChoiceQuestion]: Questions[Q]['multiple'] extends true ? Q : never }[ChoiceQuestion];
export type SingleQuestion = Exclude<ChoiceQuestion, MultipleQuestion>;

/** The free time chosen (a time's id), `noTimeFits`, or '' when booking is not offered. */
export const slotField = 'slot';
export const noTimeFits = 'none';

/**
 * The buttons that ask for free times without JavaScript: "Freie Termine anzeigen" (`times`) and
 * "Spätere Termine anzeigen" (`times-16`: that many). The function answers with the page, the times in it, nothing sent.
 */
export const showTimesIntent = { name: 'intent', value: 'times' } as const;

export function showTimesValue(count?: number): string {
  return count === undefined ? showTimesIntent.value : `${showTimesIntent.value}-${count}`;
}

/** What a form's intent asks: not for times (undefined), or for times, that many where it says (`count`). */
export function timesAskedBy(intent: unknown): { count?: string } | undefined {
  if (intent === showTimesIntent.value) return {};
  const match = typeof intent === 'string' ? /^times-(\d{1,4})$/.exec(intent) : null;
  return match ? { count: match[1] } : undefined;
}

/** The questions of step 2 that say when would suit, instead of a time: asked only where no time is chosen (timeWishAsked). */
export const timeWishFields = ['days', 'times'] as const satisfies readonly RequestField[];

/** Whether the days or times already hold an answer (a draft, or ticked before a time was chosen). */
export function hasTimeWish(answers: Readonly<Record<string, unknown>>): boolean {
  return timeWishFields.some((field) => {
    const answer = answers[field];
    return Array.isArray(answer) ? answer.length > 0 : typeof answer === 'string' && answer !== '';
  });
}

/**
 * Whether step 2 asks when and where would suit (the days, the times, and the place without a time): once
 * the visitor chooses that no time fits, or where no free times are offered; not while times are offered and
 * none is chosen, nor once a time is. Where the days or times already hold an answer and no time is chosen,
 * they are asked too, so that nothing typed is out of sight. The check step lists them by the same rule.
 */
export function timeWishAsked({ slot, timesOffered, wishGiven }: { slot: unknown; timesOffered: boolean; wishGiven: boolean }): boolean {
  if (slot === noTimeFits) return true;
  if (typeof slot === 'string' && slot !== '') return false;
  return !timesOffered || wishGiven;
}

/** "Please don't call me": a checkbox that is either ticked or not. */
export const noCalls = 'noCalls';

/** The check step's own questions: how and when a booked time is reminded (./ReminderChoice.tsx). */
export const reminderFields = ['reminders', 'reminderWhen'] as const satisfies readonly RequestField[];
export type ReminderField = (typeof reminderFields)[number];

export function isReminderField(field: string): field is ReminderField {
  return (reminderFields as readonly string[]).includes(field);
}

/** The check step's question whether to hear of an earlier time, and at what time of day (./EarlierChoice.tsx). */
export const earlierFields = ['earlier', 'earlierWhen'] as const satisfies readonly RequestField[];

/**
 * Every question the check step asks itself: their boxes are on the page only while the check shows them, so
 * the form keeps the visitor's choice beside the fields (./reminders.ts: choiceOfDraft).
 */
export const checkFields = [...reminderFields, ...earlierFields] as const;
export type CheckField = (typeof checkFields)[number];

export function isCheckField(field: string): field is CheckField {
  return (checkFields as readonly string[]).includes(field);
}

export function isChoiceQuestion(field: RequestField): field is ChoiceQuestion {
  return requestQuestions[field].kind === 'choice';
}

export function isTextQuestion(field: RequestField): field is TextQuestion {
  return requestQuestions[field].kind === 'text';
}

/** Checkboxes: a choice where several answers fit. */
export function isMultiple(field: RequestField): boolean {
  const spec: FieldSpec = requestQuestions[field];
  return spec.kind === 'choice' && spec.multiple;
}

/** The questions answered by choosing, with their answers. */
export const choiceQuestions = Object.fromEntries(Object.entries(requestQuestions).filter(([, spec]) => spec.kind === 'choice')) as {
  [Q in ChoiceQuestion]: Questions[Q];
};

/** The questions answered in words, with their longest answer. */
export const textQuestions = Object.fromEntries(
  Object.entries(requestQuestions).flatMap(([field, spec]) => (spec.kind === 'text' ? [[field, spec.limit]] : [])),
) as { [Q in TextQuestion]: Questions[Q]['limit'] };

/**
 * The steps of the form with JavaScript, each rendered from its list of questions; without
 * JavaScript every question is on one page, in its part. The last step checks the answers and asks
 * only its own questions (the reminders, an earlier time), which without JavaScript stand above the send button.
 */
export const requestSteps = [
  { id: 'about', fields: ['forWhom', 'topics', 'topicOther', 'offer'] },
  { id: 'when', fields: ['slot', 'days', 'times', 'place'] },
  { id: 'conversation', fields: ['needs', 'message'] },
  { id: 'contact', fields: ['name', 'channel', noCalls, 'email', 'phone'] },
  { id: 'check', fields: checkFields },
] as const satisfies readonly { id: string; fields: readonly RequestField[] }[];
export type RequestStepId = (typeof requestSteps)[number]['id'];

/** The fields in the order the form asks them: validation reports problems in this order. */
export const requestFields: readonly RequestField[] = requestSteps.flatMap((step) => step.fields);

/** The channel the form starts with. */
export const defaultChannel: OptionOf<'channel'> = requestQuestions.channel.initial;

/** What an untouched form already holds: the choices with an `initial` answer. */
export const initialAnswers: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(requestQuestions).flatMap(([field, spec]) => ('initial' in spec ? [[field, spec.initial]] : [])),
);

/** Which address the team needs for each channel (the video call's link comes by e-mail). */
export const addressForChannel = { email: 'email', video: 'email', phone: 'phone' } as const satisfies Record<
  OptionOf<'channel'>,
  'email' | 'phone'
>;

type AnswerOf<F extends RequestField> = F extends ChoiceQuestion
  ? Questions[F]['multiple'] extends true
    ? OptionOf<F>[]
    : OptionOf<F> | undefined
  : Questions[F]['kind'] extends 'flag'
    ? boolean
    : string;

/**
 * The answers of a valid request: a list for checkboxes, one answer or `undefined` for radio
 * buttons, a text ('' when left open), a flag (`noCalls` only ever true with a channel other than
 * phone). The channel is always chosen. `reminders` holds `email` only with an e-mail address, and
 * nothing without a time chosen (./validate.ts); `sms` only with a number that takes SMS (./reminders.ts).
 */
export type RequestAnswers = { [F in RequestField]: AnswerOf<F> } & { channel: OptionOf<'channel'> };

/** The step that asks a field. */
export function stepOfField(field: RequestField): number {
  return requestSteps.findIndex((step) => (step.fields as readonly RequestField[]).includes(field));
}

export function isOption<Q extends ChoiceQuestion>(question: Q, value: unknown): value is OptionOf<Q> {
  return typeof value === 'string' && (choiceQuestions[question].options as readonly string[]).includes(value);
}
