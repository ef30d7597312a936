import type { DecapState, ImmutableMap, Reducer } from './decap-store';

/**
 * Whether the form holds something the file does not, measured against what was last loaded or
 * saved. Decap compares the form with its stored copies of the entry instead, and with the local
 * backend a save does not update that copy (it reloads the entry only when its address changed):
 * an edit taken back right after saving looked unchanged, "Veröffentlichen" disappeared and the
 * file kept the edit. Decap also counts the form as unchanged when it equals any stored copy (the
 * published one as well as the draft), and compares an English edit with both languages at once.
 * Seen in Decap 3.16.3; no upstream issue found as of that version (decaporg/decap-cms#7267 is a
 * different wrong "unsaved changes" state). decap-store.ts, beside this file, puts this around
 * Decap's reducer.
 */

/** What a save writes: the form's data in each language and its meta data (Decap's entry keys). */
const savedParts = ['data', 'i18n', 'meta'];

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return Boolean(a && typeof a === 'object' && 'equals' in a && (a as ImmutableMap).equals(b));
}

function differs(entry: ImmutableMap, saved: ImmutableMap): boolean {
  return savedParts.some((part) => !same(entry.get(part), saved.get(part)));
}

/** Decap's reducer, with `hasChanged` of the draft measured against the entry as last loaded or saved. */
export function trackSavedEntry(reducer: Reducer): Reducer {
  // Decap edits one entry at a time; these follow it.
  let saved: ImmutableMap | undefined;
  let saving: ImmutableMap | undefined;
  const withHasChanged = (state: DecapState): DecapState => {
    const draft = state.entryDraft;
    const entry = draft.get('entry') as ImmutableMap | undefined;
    if (!saved || !entry) return state;
    const hasChanged = differs(entry, saved);
    return hasChanged === draft.get('hasChanged') ? state : { ...state, entryDraft: draft.set('hasChanged', hasChanged) };
  };
  return (state, action) => {
    const next = reducer(state, action);
    switch (action.type) {
      case 'DRAFT_CREATE_FROM_ENTRY':
        saved = next.entryDraft.get('entry') as ImmutableMap;
        return next;
      case 'DRAFT_CREATE_EMPTY':
      case 'DRAFT_CREATE_DUPLICATE_FROM_ENTRY':
      case 'DRAFT_DISCARD':
        saved = undefined;
        return next;
      case 'ENTRY_PERSIST_REQUEST':
      case 'UNPUBLISHED_ENTRY_PERSIST_REQUEST':
        saving = next.entryDraft.get('entry') as ImmutableMap;
        return next;
      case 'ENTRY_PERSIST_SUCCESS':
      case 'UNPUBLISHED_ENTRY_PERSIST_SUCCESS':
        saved = saving;
        saving = undefined;
        // What was typed while the file was being written is still to be saved.
        return withHasChanged(next);
      case 'DRAFT_CHANGE_FIELD':
        return withHasChanged(next);
      default:
        return next;
    }
  };
}
