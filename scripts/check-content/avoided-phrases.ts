import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAvoidedPhrases } from '../../src/content-model/avoided-phrases';
import { languages } from '../../src/i18n/languages';
import type { ContentFile } from './content-tree';
import { localesDir, scanLocale } from './locales';
import { lineAt, type Problem } from './problem';

function warning(file: string, line: number, phrase: string, instead: string): Problem {
  return { file, line, message: `"${phrase}" is a phrase we agreed to avoid: write ${instead}` };
}

/** The avoided phrases in a page or team member, on their lines. */
export function avoidedPhrasesInContent(file: ContentFile): Problem[] {
  return findAvoidedPhrases(file.text, file.language).map(({ phrase, index }) =>
    warning(file.file, lineAt(file.text, index), file.text.slice(index, index + phrase.phrase.length), phrase.instead),
  );
}

function texts(value: unknown, at: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[at.join('.'), value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, [...at, key]));
  return [];
}

/** The avoided phrases in the interface texts, except where a text keeps one on purpose. */
export function avoidedPhrasesInLocales(rootDir: string): Problem[] {
  return languages.flatMap((language) => {
    const file = `${localesDir}/${language}/translation.json`;
    const absolute = path.join(rootDir, file);
    if (!existsSync(absolute)) return [];
    const text = readFileSync(absolute, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return []; // the locale check reports the broken file
    }
    const lines = scanLocale(text).keys;
    return texts(data).flatMap(([key, value]) =>
      findAvoidedPhrases(value, language)
        .filter(({ phrase }) => !phrase.keptIn?.includes(key))
        .map(({ phrase, index }) =>
          warning(file, lines.get(key)?.line ?? 1, value.slice(index, index + phrase.phrase.length), phrase.instead),
        ),
    );
  });
}
