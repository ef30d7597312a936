/**
 * How a form's field is described as data, for both forms (./contact/contact-form.ts and
 * ./request/questions.ts): its kind, its limits and how the page shows it. The fields' components
 * (./ui/TextField.tsx, ./ui/ChoiceField.tsx) render from it, validation reads its limits.
 */

/** A field answered in words. */
export interface TextFieldSpec {
  kind: 'text';
  /** The longest answer in UTF-16 code units: what HTML `maxlength` counts, so the form and the function agree. */
  limit: number;
  multiline?: boolean;
  input?: 'email' | 'tel';
  autoComplete?: string;
  /** A line under the label. */
  hint?: boolean;
  /** Always required. */
  required?: boolean;
  /** Required when the chosen way of contact needs this address. */
  address?: boolean;
}

/** A field answered by choosing: radio buttons, or checkboxes where several answers fit. */
export interface ChoiceFieldSpec {
  kind: 'choice';
  multiple: boolean;
  options: readonly string[];
  /** The answer an untouched form already holds (only radio buttons have one). */
  initial?: string;
  hint?: boolean;
  required?: boolean;
}

/**
 * A box that is ticked or not: inside another field's group (`insideOf`), or a box of its own where its
 * step shows it (the check step's), with a line under it (`hint`).
 */
export interface FlagFieldSpec {
  kind: 'flag';
  insideOf?: string;
  hint?: boolean;
}

/**
 * A free time for the meeting, offered by the booking function while the visitor fills in the form
 * (src/booking/): the answer is a time's id (`2026-03-03T1300Z`), `none` (no time fits: the days and
 * times questions say when), or nothing when booking is not offered.
 */
export interface TimeFieldSpec {
  kind: 'time';
}

export type FieldSpec = TextFieldSpec | ChoiceFieldSpec | FlagFieldSpec | TimeFieldSpec;

/** What can be wrong with a field, in both forms, the function's answers and the no-JavaScript pages. */
export const fieldErrorCodes = ['required', 'invalid', 'too_long'] as const;

/**
 * What only the booking function can find wrong with a chosen time: taken meanwhile, too many times
 * from one network, or the team's calendar cannot be read now (src/booking/, netlify/booking/).
 */
export const timeErrorCodes = ['taken', 'limit', 'unavailable'] as const;

/**
 * What a chosen time's place asks of another answer, named by that place: an online time needs an e-mail
 * address, a time on the phone a phone number (src/booking/meeting-place.ts).
 */
export const meetingErrorCodes = ['online', 'phone'] as const;

/** What the reminders chosen ask of the number given: SMS only to one that takes them (src/forms/request/validate.ts: reminderProblems). */
export const reminderErrorCodes = ['no_sms'] as const;
export type FieldErrorCode =
  | (typeof fieldErrorCodes)[number]
  | (typeof timeErrorCodes)[number]
  | (typeof meetingErrorCodes)[number]
  | (typeof reminderErrorCodes)[number];
