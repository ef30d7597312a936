/**
 * The first-consultation request's questions, shared by the form (src/components/ConsultationRequest/)
 * and the send-contact-email function: field names, the answers a choice may take, length limits, and
 * the steps the form shows with JavaScript. The texts live in content/locales/<language>/translation.json
 * under `request` (staff edit them in the CMS); this module holds what must not change with a text.
 */

/** Questions answered by choosing; `multiple` ones are checkboxes, the others radio buttons. */
export const choiceQuestions = {
  forWhom: { multiple: false, options: ['self', 'child', 'family', 'professional', 'organisation'] },
  topics: { multiple: true, options: ['adhd', 'autism', 'dyscalculia', 'giftedness', 'unsure', 'other'] },
  offer: { multiple: false, options: ['unsure', 'coaching', 'potential', 'peer', 'psychoeducation', 'case'] },
  days: { multiple: true, options: ['mon', 'tue', 'wed', 'thu', 'fri'] },
  times: { multiple: true, options: ['morning', 'afternoon', 'evening'] },
  place: { multiple: false, options: ['dietikon', 'online', 'either'] },
  channel: { multiple: false, options: ['email', 'phone', 'video'] },
} as const;

export type ChoiceQuestion = keyof typeof choiceQuestions;
export type OptionOf<Q extends ChoiceQuestion> = (typeof choiceQuestions)[Q]['options'][number];
export type MultipleQuestion = { [Q in ChoiceQuestion]: (typeof choiceQuestions)[Q]['multiple'] extends true ? Q : never }[ChoiceQuestion];
export type SingleQuestion = Exclude<ChoiceQuestion, MultipleQuestion>;

/**
 * Questions answered in words, with their longest answer in UTF-16 code units (what HTML `maxlength`
 * counts, so the form's limit and this one agree).
 */
export const textQuestions = {
  topicOther: 150,
  needs: 1000,
  message: 5000,
  name: 100,
  email: 254,
  phone: 40,
} as const;
export type TextQuestion = keyof typeof textQuestions;

/** "Please don't call me": a checkbox that is either ticked or not. */
export const noCalls = 'noCalls';

export type RequestField = ChoiceQuestion | TextQuestion | typeof noCalls;

/** The fields in the order the form asks them: validation reports problems in this order. */
export const requestFields = [
  'forWhom',
  'topics',
  'topicOther',
  'offer',
  'days',
  'times',
  'place',
  'needs',
  'message',
  'name',
  'channel',
  noCalls,
  'email',
  'phone',
] as const satisfies readonly RequestField[];

/** The channel the form starts with: writing is what most of our visitors find easiest. */
export const defaultChannel: OptionOf<'channel'> = 'email';

/** Which address the team needs for each channel (the video call's link comes by e-mail). */
export const addressForChannel = { email: 'email', video: 'email', phone: 'phone' } as const satisfies Record<
  OptionOf<'channel'>,
  'email' | 'phone'
>;

/** The answers of a valid request. Optional questions left open are `undefined`, `[]` or `''`. */
export interface RequestAnswers {
  forWhom?: OptionOf<'forWhom'>;
  topics: OptionOf<'topics'>[];
  topicOther: string;
  offer?: OptionOf<'offer'>;
  days: OptionOf<'days'>[];
  times: OptionOf<'times'>[];
  place?: OptionOf<'place'>;
  needs: string;
  message: string;
  name: string;
  channel: OptionOf<'channel'>;
  /** Only ever true with a channel other than phone. */
  noCalls: boolean;
  email: string;
  phone: string;
}

/** The steps of the form with JavaScript; without it every question is on one page. The last step checks the answers. */
export const requestSteps = [
  { id: 'about', fields: ['forWhom', 'topics', 'topicOther', 'offer'] },
  { id: 'when', fields: ['days', 'times', 'place'] },
  { id: 'conversation', fields: ['needs', 'message'] },
  { id: 'contact', fields: ['name', 'channel', noCalls, 'email', 'phone'] },
  { id: 'check', fields: [] },
] as const satisfies readonly { id: string; fields: readonly RequestField[] }[];
export type RequestStepId = (typeof requestSteps)[number]['id'];

/** The step that asks a field. */
export function stepOfField(field: RequestField): number {
  return requestSteps.findIndex((step) => (step.fields as readonly RequestField[]).includes(field));
}

export function isOption<Q extends ChoiceQuestion>(question: Q, value: unknown): value is OptionOf<Q> {
  return typeof value === 'string' && (choiceQuestions[question].options as readonly string[]).includes(value);
}
