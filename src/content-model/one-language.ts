import { languages, type Language } from '../i18n/languages';
import { contentFolders, describeContentFile, type ContentKind } from './content-files';

/**
 * On a bilingual site one language falls behind quietly when a change touches only the other. Given
 * the files a change touched, this names every page or team member whose file in one language
 * changed and in another did not. The content check turns it into warnings (`--since`), the deploy
 * preview's changes page into notes beside the entry.
 */
export interface OneLanguageChange {
  kind: ContentKind;
  slug: string;
  /** content/<folder>/<slug> */
  folder: string;
  changed: Language;
  unchanged: Language;
}

/** The changed files, as paths from the project root with forward slashes, e.g. from `git diff --name-only`. */
export function changedInOneLanguage(changedFiles: readonly string[]): OneLanguageChange[] {
  const changedByFolder = new Map<string, { kind: ContentKind; slug: string; languages: Set<Language> }>();
  for (const file of changedFiles) {
    const match = /^content\/([^/]+)\/(.+)\/([^/]+)$/.exec(file.trim());
    if (!match) continue;
    const [, folder = '', directory = '', fileName = ''] = match;
    const info = describeContentFile(folder, directory, fileName);
    if ('error' in info) continue;
    const key = `content/${contentFolders[info.kind]}/${info.slug}`;
    const entry = changedByFolder.get(key) ?? { kind: info.kind, slug: info.slug, languages: new Set<Language>() };
    entry.languages.add(info.language);
    changedByFolder.set(key, entry);
  }
  const result: OneLanguageChange[] = [];
  for (const [folder, { kind, slug, languages: changed }] of changedByFolder) {
    for (const language of changed) {
      for (const other of languages.filter((candidate) => !changed.has(candidate))) {
        result.push({ kind, slug, folder, changed: language, unchanged: other });
      }
    }
  }
  return result.sort((a, b) => `${a.folder}/${a.changed}`.localeCompare(`${b.folder}/${b.changed}`));
}
