/**
 * Reading and writing the request form's answers straight from and to its controls. The form keeps
 * its answers in the page (uncontrolled fields): typing re-renders nothing, answers typed before the
 * script ran are simply there, and the same markup works without JavaScript.
 */
import { type RequestField, choiceQuestions, defaultChannel, noCalls, requestFields } from '../../consultation/questions';
import type { RawAnswers } from '../../consultation/validate';
import type { DraftValues } from '../forms/form-draft';

const isMultiple = (field: RequestField) => field in choiceQuestions && choiceQuestions[field as keyof typeof choiceQuestions].multiple;

/** Every answer: texts as typed, checkboxes as lists, an unanswered radio group as ''. */
export function readAnswers(form: HTMLFormElement): DraftValues {
  const data = new FormData(form);
  const values: DraftValues = {};
  for (const field of requestFields) {
    values[field] = isMultiple(field) ? data.getAll(field).map(String) : String(data.get(field) ?? '');
  }
  return values;
}

/** Whether anything differs from the empty form (whose channel is already chosen). */
export function hasAnswers(values: DraftValues): boolean {
  return requestFields.some((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.length > 0;
    return field === 'channel' ? value !== '' && value !== defaultChannel : (value ?? '').trim() !== '';
  });
}

export function writeAnswers(form: HTMLFormElement, values: DraftValues): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!(requestFields as readonly string[]).includes(element.name)) continue;
    const value = values[element.name];
    if (value === undefined) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      element.checked = Array.isArray(value) ? value.includes(element.value) : value === element.value;
    } else {
      element.value = Array.isArray(value) ? (value[0] ?? '') : value;
    }
  }
}

/** The answers as the function takes them (validation reads lists, texts and the flag from the same shape). */
export function asRawAnswers(values: DraftValues): RawAnswers {
  return { ...values, [noCalls]: values[noCalls] === 'yes' ? 'yes' : '' };
}
