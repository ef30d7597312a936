import { slugify } from '../../../src/content-model/content-files';
import type { ImmutableData, ImmutableEntry } from '../../decap-types';
import { formOnlyField } from '../../mdx-format';

/**
 * A new team member's folder: "team-" and the name as German writes it without umlauts ("Jürg
 * Müller" → team-juerg-mueller). Decap 3.16.3's `clean_accents` drops the dots instead ("jurg-muller":
 * decaporg/decap-cms#1685). The collection's slug reads it from the form-only field, which the file
 * does not hold; set in Decap's preSave event.
 */
export function teamFolderFromName({ entry }: { entry: ImmutableEntry }): unknown {
  if (entry.get('collection') !== 'team' || entry.get('newRecord') !== true) return undefined;
  const data = entry.get('data') as ImmutableData;
  return data.set(formOnlyField, slugify(String(data.get('name') ?? '')));
}
