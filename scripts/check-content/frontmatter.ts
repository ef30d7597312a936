import { existsSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { contentKindName } from '../../src/content-model/content-files';
import { fieldsByKind, type FieldSpec } from '../../src/content-model/frontmatter';
import { defaultLanguage, languageName, languages, type Language } from '../../src/i18n/languages';
import { matches } from '../../src/content-model/patterns';
import type { ContentFile, ContentFolder } from './content-tree';
import { closest, type Problem } from './problem';

export type DataPath = readonly (string | number)[];

export interface ParsedFrontmatter {
  data: Record<string, unknown>;
  /** The line of the entry at `dataPath`, or of its nearest existing parent; 1 (the opening ---) as a last resort. */
  lineOf: (dataPath: DataPath) => number;
  /** Where the text after the frontmatter block starts (0 when there is no block or it is never closed). */
  bodyOffset: number;
  /** Set when the block cannot be read; `data` is then empty. */
  problem?: Problem;
}

/**
 * Reads the frontmatter the way Gatsby does (gray-matter) and keeps the position of every entry
 * (yaml's document model) so each problem can name its line.
 */
export function parseFrontmatter(file: string, text: string): ParsedFrontmatter {
  const lines = text.split('\n');
  const none = (problem?: Problem, bodyOffset = 0): ParsedFrontmatter => ({ data: {}, lineOf: () => 1, bodyOffset, problem });
  if (lines[0]?.trimEnd() !== '---') {
    const firstFilled = lines.findIndex((l) => l.trim() !== '');
    const hint =
      firstFilled >= 0 && lines[firstFilled]?.trim() === '---'
        ? 'remove the empty lines above the first ---'
        : 'the first line must be --- followed by lines like title: "…" and another ---';
    return none({
      file,
      line: firstFilled >= 0 ? firstFilled + 1 : 1,
      message: `the file does not start with the block of fields (frontmatter): ${hint}`,
    });
  }
  const closing = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
  if (closing < 0) {
    return none({ file, line: 1, message: 'the block of fields at the top is never closed: add a line with --- after the last field' });
  }
  const bodyOffset = lines.slice(0, closing + 1).reduce((sum, l) => sum + l.length + 1, 0);
  const yamlText = lines.slice(1, closing).join('\n');

  let data: Record<string, unknown>;
  try {
    // Passing options turns off gray-matter's cache, which would hand back stale objects.
    const parsed = matter(text, { excerpt: false });
    data = parsed.data && typeof parsed.data === 'object' ? (parsed.data as Record<string, unknown>) : {};
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line?: number } };
    // gray-matter hands YAML the text right after the opening "---", so its line 0 is file line 1.
    const line = typeof e.mark?.line === 'number' ? e.mark.line + 1 : 1;
    return none(
      {
        file,
        line,
        message:
          `the block of fields at the top cannot be read (${e.reason ?? e.message ?? 'invalid YAML'}). ` +
          'Check the indentation and put text containing ":" or "#" in quotes',
      },
      bodyOffset,
    );
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const lineOfOffset = (offset: number) => lineCounter.linePos(offset).line + 1;
  const lineOf = (dataPath: DataPath): number => {
    let node: unknown = doc.contents;
    let line = 1;
    for (const segment of dataPath) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
        const key = pair?.key;
        if (!pair || !isScalar(key) || !key.range) break;
        line = lineOfOffset(key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as { range?: [number, number, number] } | undefined;
        if (!item?.range) break;
        line = lineOfOffset(item.range[0]);
        node = item;
      } else {
        break;
      }
    }
    return line;
  };
  return { data, lineOf, bodyOffset };
}

// ---------------------------------------------------------------------------------------------

const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function unknownKey(key: string, known: string[], where: string): string {
  const suggestion = closest(key, known);
  return suggestion
    ? `unknown field "${key}"${where}, did you mean "${suggestion}"?`
    : `unknown field "${key}"${where}: the site ignores it. Allowed fields: ${known.join(', ')}`;
}

function textProblem(name: string, value: unknown): string | undefined {
  if (typeof value === 'string') return undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return `"${name}" must be text: put the value in quotes, e.g. ${name}: "${describe(value)}"`;
  }
  return `"${name}" must be a single text, not ${describe(value)}`;
}

export interface FrontmatterCheck {
  file: ContentFile;
  folder: ContentFolder;
  parsed: ParsedFrontmatter;
  rootDir: string;
}

/** Required fields present, every field of the right type, no unknown fields, the team photo in its folder. */
export function checkFrontmatter({ file, folder, parsed, rootDir }: FrontmatterCheck): Problem[] {
  if (parsed.problem) return [parsed.problem];
  const problems: Problem[] = [];
  const { data, lineOf } = parsed;
  const fields = fieldsByKind[file.kind];
  const what = contentKindName[file.kind];
  const report = (dataPath: DataPath, message: string) => problems.push({ file: file.file, line: lineOf(dataPath), message });

  // A misspelt required field is reported once, as the typo, not also as missing.
  const misspelt = new Set<string>();
  for (const key of Object.keys(data)) {
    if (key in fields) continue;
    report([key], unknownKey(key, Object.keys(fields), ''));
    const meant = closest(key, Object.keys(fields));
    if (meant && data[meant] === undefined) misspelt.add(meant);
  }

  for (const [name, rule] of Object.entries(fields)) {
    const value = data[name];
    if (misspelt.has(name)) continue;
    if ('required' in rule && rule.required && isEmpty(value)) {
      report(
        [name],
        value === undefined
          ? `the ${what} has no "${name}": add a line like  ${rule.example ?? `${name}: …`}  between the --- lines at the top`
          : `"${name}" is empty: the ${what} needs one`,
      );
      continue;
    }
    if (value === undefined || value === null) continue;
    switch (rule.type) {
      case 'text':
      case 'image': {
        const problem = textProblem(name, value);
        if (problem) report([name], problem);
        break;
      }
      case 'integer':
        if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
          report([name], `"${name}" must be a number without quotes: write ${name}: ${value.trim()}`);
        } else if (typeof value !== 'number' || !Number.isInteger(value)) {
          report([name], `"${name}" must be a whole number such as 1, 2 or 3, not ${describe(value)}`);
        }
        break;
      case 'boolean':
        if (typeof value !== 'boolean') {
          report(
            [name],
            typeof value === 'string' && /^(true|false)$/i.test(value.trim())
              ? `"${name}" must be true or false without quotes: write ${name}: ${value.trim().toLowerCase()}`
              : `"${name}" must be true or false, not ${describe(value)}`,
          );
        }
        break;
      case 'addresses':
        if (!Array.isArray(value)) {
          report([name], `"${name}" must be a list of web addresses, one per line, each written as  - /address`);
          break;
        }
        value.forEach((item, index) => {
          if (typeof item !== 'string' || !item.startsWith('/')) {
            const hint = typeof item === 'string' ? ` (write "/${item.replace(/^\/*/, '')}")` : '';
            report(
              [name, index],
              `each address under "${name}" must start with "/", e.g. /fallaufbereitung; found ${describe(item)}${hint}`,
            );
          }
        });
        break;
      case 'breadcrumb':
        if (!Array.isArray(value)) {
          report([name], `"${name}" must be a list of entries, each with a "label" and usually a "to" address`);
          break;
        }
        value.forEach((item, index) => {
          const where = ` in breadcrumb entry ${index + 1}`;
          if (!isRecord(item)) {
            report([name, index], `breadcrumb entry ${index + 1} must have a "label" (and usually a "to" address), not ${describe(item)}`);
            return;
          }
          for (const key of Object.keys(item)) {
            if (key !== 'label' && key !== 'to') report([name, index, key], unknownKey(key, ['label', 'to'], where));
          }
          if (isEmpty(item.label)) report([name, index], `breadcrumb entry ${index + 1} has no "label" (the text shown)`);
          else if (textProblem('label', item.label)) report([name, index, 'label'], `${textProblem('label', item.label)}${where}`);
          if (item.to !== undefined && item.to !== null && typeof item.to !== 'string') {
            report([name, index, 'to'], `"to"${where} must be an address such as "/angebot"`);
          }
        });
        break;
      case 'link':
        if (!isRecord(value)) {
          report([name], `"${name}" must have a "label" and a "to" line indented below it`);
          break;
        }
        for (const key of Object.keys(value)) {
          if (key !== 'label' && key !== 'to') report([name, key], unknownKey(key, ['label', 'to'], ` in "${name}"`));
        }
        for (const key of ['label', 'to'] as const) {
          if (isEmpty(value[key])) report([name], `"${name}" has no "${key}"`);
          else if (typeof value[key] !== 'string') report([name, key], `"${key}" in "${name}" must be text`);
        }
        break;
      case 'httpsOrEmpty':
        if (typeof value !== 'string' || (value !== '' && !matches('https', value))) {
          report(
            [name],
            `"${name}" must be a full web address starting with https:// (e.g. https://www.linkedin.com/in/name), or "" when there is none; found ${describe(value)}`,
          );
        }
        break;
      case 'emailOrEmpty':
        if (typeof value === 'string' && value.toLowerCase().startsWith('mailto:')) {
          report([name], `"${name}" must be the address alone: remove "mailto:"`);
        } else if (typeof value !== 'string' || (value !== '' && !matches('email', value))) {
          report(
            [name],
            `"${name}" does not look like an e-mail address (name@example.ch); write "" when there is none; found ${describe(value)}`,
          );
        }
        break;
    }
  }

  if (file.kind === 'team' && typeof data.photo === 'string' && data.photo.trim() !== '') {
    const photo = data.photo.trim();
    const extension = path.extname(photo).toLowerCase();
    if (!imageExtensions.includes(extension)) {
      report(['photo'], `the photo "${photo}" must be a .jpg, .png, .webp or .avif file`);
    } else if (!existsSync(path.join(rootDir, folder.dir, photo))) {
      const images = folder.entries.filter((e) => imageExtensions.includes(path.extname(e).toLowerCase()));
      const suggestion = closest(path.basename(photo), images, 0.5) ?? (images.length === 1 ? images[0] : undefined);
      report(
        ['photo'],
        `the photo "${photo}" is not in the folder ${folder.dir}/` +
          (suggestion ? `. Did you mean "${suggestion}"?` : ': put the photo there or correct the file name'),
      );
    }
  }
  return problems;
}

/**
 * A field's value as the languages must agree on it, or undefined when it is not valid (a wrong type
 * or shape is reported on its own, once). An optional field left out reads as its empty value.
 */
function comparable(spec: FieldSpec, value: unknown, folder: ContentFolder): unknown {
  const absent = value === undefined || value === null;
  switch (spec.type) {
    case 'integer':
      return Number.isInteger(value) ? value : undefined;
    case 'boolean':
      return absent ? false : typeof value === 'boolean' ? value : undefined;
    case 'text':
      return absent ? (spec.required ? undefined : '') : typeof value === 'string' ? value.trim() : undefined;
    case 'image': {
      // "photo.jpg" and "./photo.jpg" are the same file; a file not in the folder is reported on its own.
      const name = typeof value === 'string' ? value.trim().replace(/^\.\//, '') : undefined;
      return name !== undefined && folder.entries.includes(name) ? name : undefined;
    }
    case 'httpsOrEmpty':
    case 'emailOrEmpty': {
      if (absent) return '';
      const pattern = spec.type === 'httpsOrEmpty' ? 'https' : 'email';
      return typeof value === 'string' && (value === '' || matches(pattern, value)) ? value : undefined;
    }
    case 'addresses':
    case 'breadcrumb':
    case 'link':
      return absent ? undefined : JSON.stringify(value);
  }
}

function addressesOf(parsed: ParsedFrontmatter, name: string): string[] {
  const value = parsed.data[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The fields marked `sameInAllLanguages` in the content model, compared between the language
 * versions of one page or team member: each language against the default one, a list of addresses
 * (aliases) entry by entry in every direction, so the message names the address that is missing.
 */
export function checkSameInAllLanguages(folder: ContentFolder, parsed: Partial<Record<Language, ParsedFrontmatter>>): Problem[] {
  const readable = languages.filter((language) => folder.files[language] && parsed[language] && !parsed[language].problem);
  const problems: Problem[] = [];
  for (const [name, spec] of Object.entries(fieldsByKind[folder.kind])) {
    if (!('sameInAllLanguages' in spec && spec.sameInAllLanguages)) continue;
    if (spec.type === 'addresses') {
      for (const from of readable)
        for (const to of readable) {
          const target = parsed[to];
          const file = folder.files[to];
          if (from === to || !target || !file) continue;
          const theirs = addressesOf(target, name);
          for (const address of addressesOf(parsed[from] as ParsedFrontmatter, name)) {
            if (theirs.includes(address)) continue;
            problems.push({
              file: file.file,
              line: target.lineOf([name]),
              message: `the ${languageName(from, 'en')} version lists the extra address "${address}" under "${name}" but this ${languageName(to, 'en')} version does not: add it so the address works in both languages`,
            });
          }
        }
      continue;
    }
    const reference = parsed[defaultLanguage];
    if (!reference || !readable.includes(defaultLanguage)) continue;
    const expected = comparable(spec, reference.data[name], folder);
    for (const language of readable) {
      const other = parsed[language];
      const file = folder.files[language];
      if (language === defaultLanguage || !other || !file) continue;
      const actual = comparable(spec, other.data[name], folder);
      // Only values valid on both sides are compared; a wrong one is reported on its own.
      if (expected === undefined || actual === undefined || expected === actual) continue;
      problems.push({
        file: file.file,
        line: other.lineOf([name]),
        message: `"${name}" is ${describe(other.data[name] ?? comparable(spec, undefined, folder))} here but ${describe(reference.data[name] ?? comparable(spec, undefined, folder))} in the ${languageName(defaultLanguage, 'en')} file: both languages must use the same value`,
      });
    }
  }
  return problems;
}
