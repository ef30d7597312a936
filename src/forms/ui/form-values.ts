/**
 * Reading and writing a form's answers straight from and to its controls, for both forms: they keep
 * their answers in the page (uncontrolled fields), so typing re-renders nothing, answers typed before
 * the script ran are simply there, and the same markup works without JavaScript.
 */
import { type DraftValues, loadDraft } from './form-draft';

export interface FormFields {
  /** The fields' names, in the form's order. */
  names: readonly string[];
  /** Checkboxes that may hold several answers. */
  multiple?: (name: string) => boolean;
  /** What an untouched form already holds (the request's chosen channel). */
  defaults?: Readonly<Record<string, string>>;
}

/** Every answer: texts as typed, checkboxes as lists, an unanswered radio group as ''. */
export function readValues(form: HTMLFormElement, fields: FormFields): DraftValues {
  const data = new FormData(form);
  const values: DraftValues = {};
  for (const name of fields.names) {
    values[name] = fields.multiple?.(name) ? data.getAll(name).map(String) : String(data.get(name) ?? '');
  }
  return values;
}

/** Whether anything differs from the untouched form. */
export function hasValues(values: DraftValues, fields: FormFields): boolean {
  return fields.names.some((name) => {
    const value = values[name];
    if (Array.isArray(value)) return value.length > 0;
    const given = (value ?? '').trim();
    return given !== '' && given !== (fields.defaults?.[name] ?? '');
  });
}

export function writeValues(form: HTMLFormElement, fields: FormFields, values: DraftValues): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!fields.names.includes(element.name)) continue;
    const value = values[element.name];
    if (value === undefined) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      element.checked = Array.isArray(value) ? value.includes(element.value) : value === element.value;
    } else {
      element.value = Array.isArray(value) ? (value[0] ?? '') : value;
    }
  }
}

/**
 * As the script starts: answers typed before it ran stay; an untouched form takes the draft of an
 * earlier visit. Returns the draft taken (what it holds beyond the fields that exist now, such as a
 * free time still to be loaded, is the form's to restore), or null.
 */
export function restoreDraft(form: HTMLFormElement, draftName: string, fields: FormFields): DraftValues | null {
  if (hasValues(readValues(form, fields), fields)) return null;
  const draft = loadDraft(draftName);
  if (draft) writeValues(form, fields, draft);
  return draft;
}
