/**
 * Drafts: what a visitor typed into a form, kept in this browser's localStorage until the form is
 * sent or the visitor deletes it, so a reload, a closed tab or a failed send loses nothing. Nothing
 * leaves the device. Every access may fail (private windows, storage turned off): the form then
 * simply works without a draft.
 */
export type DraftValues = Record<string, string | string[]>;

const storageKey = (form: string) => `draft:${form}`;

export function loadDraft(form: string): DraftValues | null {
  try {
    const stored = window.localStorage.getItem(storageKey(form));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const values: DraftValues = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string') values[name] = value;
      else if (Array.isArray(value)) values[name] = value.filter((item): item is string => typeof item === 'string');
    }
    return values;
  } catch {
    return null;
  }
}

/** Saves the values; a draft with nothing in it is removed instead. */
export function saveDraft(form: string, values: DraftValues): void {
  const empty = Object.values(values).every((value) => (Array.isArray(value) ? value.length === 0 : value.trim() === ''));
  try {
    if (empty) window.localStorage.removeItem(storageKey(form));
    else window.localStorage.setItem(storageKey(form), JSON.stringify(values));
  } catch {
    // No storage: the form works on without a draft.
  }
}

export function clearDraft(form: string): void {
  try {
    window.localStorage.removeItem(storageKey(form));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
