import type { EntryChange } from './compare-content';

/** The id of an entry on the changes page: `page-psychoeducation`, `team-team-lea`; the notices link to it. */
export function entryAnchor(entry: Pick<EntryChange, 'kind' | 'id'>): string {
  return `${entry.kind}-${entry.id}`;
}
