/**
 * Drafts: what a visitor typed into a form, kept in this browser's localStorage until the form is
 * sent or the visitor deletes it, so a reload, a closed tab or a failed send loses nothing. Nothing
 * leaves the device. Every access may fail (private windows, storage turned off): the form then
 * simply works without a draft.
 */
export type DraftValues = Record<string, string | string[]>;

const storageKey = (form: string) => `draft:${form}`;

/** On <html>: the names of the forms with a draft on this device, space-separated (set by `draftsHeadScript`). */
export const draftsAttribute = 'data-drafts';

/**
 * Inlined in the <head> of the pages with a form (gatsby-ssr, hashed in the page's CSP): marks <html>
 * with the forms that have a draft before the first paint, so a form with one is hidden until its
 * script has put the answers and the step back (it wakes at once then), instead of showing step 1 first.
 */
export function draftsHeadScript(forms: readonly string[]): string {
  return (
    `(function(f){try{var d=f.filter(function(n){return localStorage.getItem("draft:"+n)});` +
    `if(d.length)document.documentElement.setAttribute(${JSON.stringify(draftsAttribute)},d.join(" "))}catch(e){}})(${JSON.stringify(forms)})`
  );
}

/** Whether the head script found a draft of this form (the island then wakes at once). */
export function hasMarkedDraft(form: string): boolean {
  return (document.documentElement.getAttribute(draftsAttribute) ?? '').split(' ').includes(form);
}

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
