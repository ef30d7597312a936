import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageName, languages, type Language } from '../../src/i18n/languages';
import { lineAt, type Problem } from './problem';
import { lookup, placeholderPattern, type LocaleData } from '../../src/i18n/translate';

export const localesDir = 'content/locales';

export interface LocaleKey {
  line: number;
  /** A group holds further keys; a text is what the site shows. */
  kind: 'group' | 'text';
}

export interface ScannedLocale {
  /** Dotted key paths ("nav.cta"), as i18next addresses them. */
  keys: Map<string, LocaleKey>;
  duplicates: { key: string; line: number; firstLine: number }[];
}

/**
 * Walks a JSON text that JSON.parse accepted and records the line of every object key. A small
 * reader of its own because JSON.parse keeps no positions.
 */
export function scanLocale(text: string): ScannedLocale {
  const keys = new Map<string, LocaleKey>();
  const duplicates: ScannedLocale['duplicates'] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i] ?? '')) i += 1;
  };
  const readString = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (at: string[], inList = false): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      i += 1;
      const seen = new Map<string, number>();
      skipSpace();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skipSpace();
        const line = lineAt(text, i);
        const key = readString();
        skipSpace();
        i += 1; // ':'
        skipSpace();
        const dotted = [...at, key].join('.');
        const firstLine = seen.get(key);
        // A list counts as one text; keys of objects inside it are not compared.
        if (!inList) {
          if (firstLine !== undefined) duplicates.push({ key: dotted, line, firstLine });
          seen.set(key, line);
          keys.set(dotted, { line, kind: text[i] === '{' ? 'group' : 'text' });
        }
        readValue([...at, key], inList);
        skipSpace();
        if (text[i] === ',') i += 1;
        else {
          i += 1; // '}'
          return;
        }
      }
    } else if (c === '[') {
      i += 1;
      skipSpace();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        readValue(at, true);
        skipSpace();
        const next = text[i];
        i += 1;
        if (next !== ',') return;
      }
    } else if (c === '"') {
      readString();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i += 1;
    }
  };
  readValue([]);
  return { keys, duplicates };
}

interface LocaleFile {
  file: string;
  scanned?: ScannedLocale;
  data?: unknown;
}

function readLocaleFile(rootDir: string, file: string, problems: Problem[]): LocaleFile {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
    problems.push({
      file,
      line: position ? lineAt(text, Number(position)) : 1,
      message: `the file is not valid JSON (${reason}): check for a missing comma or quote near this line`,
    });
    return { file };
  }
  return { file, scanned: scanLocale(text), data };
}

/** Every string in a text or a list of texts. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The `{{name}}` placeholders of some texts, sorted, each once. */
function placeholdersOf(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(placeholderPattern)].map((match) => match[0])))].sort();
}

/**
 * What the site cannot show as meant. Its translator (src/i18n/translate.ts) knows texts in quotes
 * with `{{name}}` placeholders, nothing else: i18next's formats and nesting would appear on the page
 * as written, and a bare number or true/false as the key's name.
 */
function unsupportedValue(value: unknown): string | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    return `${JSON.stringify(value)} is not a text: write it in quotes, like "${String(value)}"`;
  }
  for (const text of stringsIn(value)) {
    const placeholder = /{{[^}]*}}/.exec(text.replace(placeholderPattern, ''))?.[0];
    if (placeholder) return `"${placeholder}" is not a placeholder the site can fill: write a name in double braces, like {{name}}`;
    if (text.includes('$t(')) return 'texts cannot include other texts with "$t(…)": write the words out';
  }
  return undefined;
}

function parentKeys(key: string): string[] {
  const parts = key.split('.');
  return parts.slice(1).map((_, index) => parts.slice(0, parts.length - 1 - index).join('.'));
}

/** Both languages have the same locale files and, in each, the same keys. */
export function checkLocales(rootDir: string): { problems: Problem[]; fileCount: number } {
  const problems: Problem[] = [];
  const names = new Set<string>();
  const byLanguage = {} as Record<Language, Set<string>>;
  for (const language of languages) {
    const dir = path.join(rootDir, localesDir, language);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    byLanguage[language] = new Set(files);
    files.forEach((f) => names.add(f));
  }
  let fileCount = 0;
  for (const name of [...names].sort()) {
    const files = {} as Partial<Record<Language, LocaleFile>>;
    for (const language of languages) {
      const file = `${localesDir}/${language}/${name}`;
      if (byLanguage[language].has(name)) {
        files[language] = readLocaleFile(rootDir, file, problems);
        fileCount += 1;
      } else {
        const other = languages.find((l) => byLanguage[l].has(name));
        problems.push({
          file,
          line: 1,
          message: `the ${languageName(language, 'en')} texts file is missing: copy ${localesDir}/${other}/${name} here and translate the texts`,
        });
      }
    }
    for (const language of languages) {
      for (const duplicate of files[language]?.scanned?.duplicates ?? []) {
        problems.push({
          file: `${localesDir}/${language}/${name}`,
          line: duplicate.line,
          message: `the key "${duplicate.key}" appears twice in this file (first on line ${duplicate.firstLine}): only this last one is used, remove one of them`,
        });
      }
    }
    for (const language of languages) {
      const { scanned, data } = files[language] ?? {};
      for (const [key, info] of scanned?.keys ?? []) {
        const problem = info.kind === 'text' ? unsupportedValue(lookup(data as LocaleData, key)) : undefined;
        if (problem) problems.push({ file: `${localesDir}/${language}/${name}`, line: info.line, message: `"${key}": ${problem}` });
      }
    }
    for (const language of languages) {
      const here = files[language]?.scanned;
      if (!here) continue;
      for (const other of languages) {
        const there = files[other]?.scanned;
        if (other === language || !there) continue;
        const file = `${localesDir}/${language}/${name}`;
        for (const [key, info] of there.keys) {
          const mine = here.keys.get(key);
          if (mine) {
            if (mine.kind !== info.kind && language !== languages[0]) {
              problems.push({
                file,
                line: mine.line,
                message: `"${key}" is ${mine.kind === 'group' ? 'a group of texts' : 'a single text'} here but ${info.kind === 'group' ? 'a group of texts' : 'a single text'} in the ${languageName(other, 'en')} file (line ${info.line})`,
              });
              continue;
            }
            // Translations are compared with the default language, once per text.
            if (mine.kind !== 'text' || language === languages[0] || other !== languages[0]) continue;
            const ours = placeholdersOf(stringsIn(lookup(files[language]?.data as LocaleData, key)));
            const theirs = placeholdersOf(stringsIn(lookup(files[other]?.data as LocaleData, key)));
            if (ours.join() !== theirs.join()) {
              const list = (names: string[]) => (names.length ? names.join(', ') : 'none');
              problems.push({
                file,
                line: mine.line,
                message: `"${key}" has the placeholders ${list(ours)} here but ${list(theirs)} in the ${languageName(other, 'en')} file (line ${info.line}): use the same ones, the site fills them in`,
              });
            }
            continue;
          }
          // Report a missing group once, not each text inside it.
          const parents = parentKeys(key);
          if (parents.some((parent) => there.keys.has(parent) && !here.keys.has(parent))) continue;
          const anchor = parents.map((parent) => here.keys.get(parent)).find((k) => k !== undefined);
          problems.push({
            file,
            line: anchor?.line ?? 1,
            message: `the ${info.kind === 'group' ? 'group of texts' : 'text'} "${key}" is missing here (the ${languageName(other, 'en')} file has it on line ${info.line})`,
          });
        }
      }
    }
  }
  return { problems, fileCount };
}
