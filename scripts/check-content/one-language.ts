import { execFileSync } from 'node:child_process';
import { changedInOneLanguage } from '../../src/content-model/one-language';
import { languageName } from '../../src/i18n/languages';
import type { Problem } from './problem';

/**
 * Warnings (they do not fail the check: a typo fixed in one language is fine) for every page or team
 * member whose file in one language changed and in another did not. Which entries those are is
 * decided in src/content-model/one-language.ts, which the deploy preview's changes page reads too.
 */

/** The changed files, as paths from the project root with forward slashes, e.g. from `git diff --name-only`. */
export function oneLanguageWarnings(changedFiles: readonly string[]): Problem[] {
  return changedInOneLanguage(changedFiles)
    .map(({ folder, changed, unchanged }) => ({
      file: `${folder}/index.${changed}.mdx`,
      line: 1,
      message:
        `the ${languageName(changed, 'en')} file changed and the ${languageName(unchanged, 'en')} one did not: ` +
        `does ${folder}/index.${unchanged}.mdx need the same change?`,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
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
