import { execFileSync } from 'node:child_process';
import { contentFolders, describeContentFile } from '../../src/content-model/content-files';
import { languageName, languages, type Language } from '../../src/i18n/languages';
import type { Problem } from './problem';

/**
 * On a bilingual site one language falls behind quietly when a change touches only the other. Given
 * the files a change touched, this warns (it does not fail the check: a typo fixed in one language
 * is fine) for every page or team member whose file in one language changed and in another did not.
 */

/** The changed files, as paths from the project root with forward slashes, e.g. from `git diff --name-only`. */
export function oneLanguageWarnings(changedFiles: readonly string[]): Problem[] {
  const changedByFolder = new Map<string, Set<Language>>();
  for (const file of changedFiles) {
    const match = /^content\/([^/]+)\/(.+)\/([^/]+)$/.exec(file.trim());
    if (!match) continue;
    const [, folder = '', directory = '', fileName = ''] = match;
    const info = describeContentFile(folder, directory, fileName);
    if ('error' in info) continue;
    const key = `content/${contentFolders[info.kind]}/${info.slug}`;
    changedByFolder.set(key, (changedByFolder.get(key) ?? new Set()).add(info.language));
  }
  const warnings: Problem[] = [];
  for (const [folder, changed] of changedByFolder) {
    for (const language of changed) {
      for (const other of languages.filter((candidate) => !changed.has(candidate))) {
        warnings.push({
          file: `${folder}/index.${language}.mdx`,
          line: 1,
          message:
            `the ${languageName(language, 'en')} file changed and the ${languageName(other, 'en')} one did not: ` +
            `does ${folder}/index.${other}.mdx need the same change?`,
        });
      }
    }
  }
  return warnings.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The files changed since `base` (a branch or commit), committed or not: what a pull request from
 * this working tree would change against it (git diff from their merge base).
 */
export function filesChangedSince(rootDir: string, base: string): string[] {
  return execFileSync('git', ['diff', '--name-only', '--no-renames', '--merge-base', base, '--'], { cwd: rootDir, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');
}
