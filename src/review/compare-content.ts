import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diffArrays, diffWordsWithSpace } from 'diff';
import { parse } from 'yaml';
import { describeContentFile, type ContentKind } from '../content-model/content-files';
import { fieldsByKind, type FieldSpec } from '../content-model/frontmatter';
import { changedInOneLanguage } from '../content-model/one-language';
import { siteFactNames, siteUrlField } from '../content-model/site-facts';
import { languages, localizedPath, type Language } from '../i18n/languages';
import { git, isShallow } from './git';
import { splitFrontmatter, textBlocks } from './text-blocks';

/**
 * What a deploy preview changes in content/, compared with the pull request's base: every page,
 * team member, company fact and interface text, per language, with a word-level before/after of
 * what a reader sees and where on the preview to look. Runs at build time (git and the files on
 * disk); the result is plain data for the changes page, the notices on the pages and the pull
 * request's comment.
 */

/** A piece of a word-level comparison. */
export interface Segment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface TextChange {
  before: string;
  after: string;
  diff: Segment[];
}

/** A frontmatter field or company fact, named as the CMS names it. */
export interface FieldChange extends TextChange {
  field: string;
  label: string;
}

/** A block of the text (paragraph, heading, list item, building block). */
export interface BlockChange extends TextChange {
  status: 'added' | 'removed' | 'changed';
  /** Where the preview marks it: the element's id on the page (`aenderung-2`, or a team card's id). */
  anchor: string;
  /** For a removed block: the visible text of the block now before it (empty at the start), where the preview shows it. */
  follows?: string;
}

/**
 * What the preview marks on one page: the element showing `text` (or the element with id `anchor`,
 * for a team card), numbered in reading order, with the text it replaced.
 */
export interface HighlightTarget {
  anchor: string;
  /** The visible text of the changed block; empty when the anchor is an id the page has already. */
  text: string;
  /** The text that was there before (or was removed after this block). */
  removed: string;
  /** For a changed block: the text before, word by word, the words taken out marked. */
  before?: Segment[];
  status: BlockChange['status'];
}

export interface LanguageChange {
  language: Language;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /** The address on the preview (on the base, for a removed page). */
  path: string;
  fields: FieldChange[];
  blocks: BlockChange[];
}

export type EntryKind = ContentKind | 'fact' | 'text';

export interface EntryChange {
  kind: EntryKind;
  /** The page's folder, the team member's folder, the fact's name, the interface text's key. */
  id: string;
  /** How staff know it: the page's German title, the member's name, the CMS label, the key. */
  name: string;
  status: 'added' | 'removed' | 'changed' | 'moved';
  /** The old address of a moved page. */
  movedFrom?: string;
  /** The languages in which it changed; a company fact the same for both languages lists both. */
  languages: LanguageChange[];
  /** Changed in this language and not in the other (the content check's one-language warning). */
  oneLanguage?: { changed: Language; unchanged: Language };
}

export interface ContentReview {
  /** The revision compared with, as given (`origin/main`), and the commit it resolved to. */
  base: string;
  baseCommit: string;
  entries: EntryChange[];
}

/** Words and the spaces between them; the diff keeps both, so joining the segments gives the text. */
export function wordDiff(before: string, after: string): Segment[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

function textChange(before: string, after: string): TextChange {
  return { before, after, diff: wordDiff(before, after) };
}

/** A file as it was at `commit`, or undefined when it did not exist there. */
function fileAt(rootDir: string, commit: string, file: string): string | undefined {
  try {
    return git(rootDir, ['show', `${commit}:${file}`]);
  } catch {
    return undefined;
  }
}

function fileNow(rootDir: string, file: string): string | undefined {
  const full = path.join(rootDir, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

/**
 * Why there is nothing to compare with: `base` names no commit here, or the clone is shallow and
 * its history stops before it reaches where HEAD left `base`.
 */
export class BaseNotReached extends Error {
  constructor(
    readonly base: string,
    readonly problem: 'missing' | 'shallow',
  ) {
    super(problem === 'missing' ? `${base} names no commit` : `the shallow clone does not reach the merge base of ${base} and HEAD`);
  }
}

/**
 * The commit the pull request started from: the merge base of `base` and HEAD, as GitHub compares a
 * pull request. A base that shares no history with HEAD (scripts/review-demo-base.ts makes one) is
 * taken as it is. In a shallow clone a missing merge base may only be cut off, and comparing with
 * the base's tip would list the base's later changes as undone by this preview: no comparison then.
 */
export function resolveBase(rootDir: string, base: string): string {
  let commit: string;
  try {
    commit = git(rootDir, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).trim();
  } catch {
    throw new BaseNotReached(base, 'missing');
  }
  try {
    return git(rootDir, ['merge-base', commit, 'HEAD']).trim();
  } catch {
    if (isShallow(rootDir)) throw new BaseNotReached(base, 'shallow');
    return commit;
  }
}

interface FileChange {
  status: 'added' | 'removed' | 'changed';
  file: string;
  /** For a file that moved: where it was. */
  from?: string;
}

/** The files under content/ that differ between `baseCommit` and the working tree (what the build reads). */
export function changedContentFiles(rootDir: string, baseCommit: string): FileChange[] {
  const changes: FileChange[] = [];
  const lines = git(rootDir, ['diff', '--name-status', '-M', baseCommit, '--', 'content']).split('\n');
  for (const line of lines.filter(Boolean)) {
    const [status = '', first = '', second] = line.split('\t');
    if (status.startsWith('R')) changes.push({ status: 'changed', file: second ?? first, from: first });
    else if (status === 'A') changes.push({ status: 'added', file: first });
    else if (status === 'D') changes.push({ status: 'removed', file: first });
    else changes.push({ status: 'changed', file: first });
  }
  // New files not yet known to git are in the build too.
  for (const file of git(rootDir, ['ls-files', '--others', '--exclude-standard', '--', 'content']).split('\n').filter(Boolean)) {
    changes.push({ status: 'added', file });
  }
  return changes;
}

/** A frontmatter value as a reader of the changes page takes it in. */
function readableValue(spec: FieldSpec | undefined, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (spec?.type === 'boolean' || typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) =>
        item && typeof item === 'object' ? Object.values(item as Record<string, unknown>).join(' → ') : String(item),
      )
      .join(spec?.type === 'breadcrumb' ? ' › ' : ', ');
  }
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).join(' → ');
  return String(value);
}

function parseYaml(text: string): Record<string, unknown> {
  try {
    const data = parse(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function fieldChanges(kind: ContentKind, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const specs: Readonly<Record<string, FieldSpec>> = fieldsByKind[kind];
  const names = [...new Set([...Object.keys(specs), ...Object.keys(before), ...Object.keys(after)])];
  return names.flatMap((field) => {
    const spec = specs[field];
    const old = readableValue(spec, before[field]);
    const now = readableValue(spec, after[field]);
    return old === now ? [] : [{ field, label: spec?.label ?? field, ...textChange(old, now) }];
  });
}

/** Frontmatter fields a reader sees on a page, in the order they appear; the preview marks them too. */
const visiblePageFields = ['title', 'lead'];

/**
 * The blocks that differ, in reading order: a run of removed blocks followed by added ones is read
 * as that many changed blocks (then the rest removed or added), which is how an edit looks.
 */
function blockChanges(before: string, after: string, nextAnchor: () => string): BlockChange[] {
  const oldBlocks = textBlocks(before).map((block) => block.text);
  const newBlocks = textBlocks(after).map((block) => block.text);
  const changes: BlockChange[] = [];
  const parts = diffArrays(oldBlocks, newBlocks);
  // How many blocks of the new text come before the current part.
  let newIndex = 0;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (!part) continue;
    if (!part.added && !part.removed) {
      newIndex += part.value.length;
      continue;
    }
    const next = parts[index + 1];
    const removed = part.removed ? part.value : [];
    const added = part.removed && next?.added ? next.value : part.added ? part.value : [];
    if (part.removed && next?.added) index++;
    const paired = Math.min(removed.length, added.length);
    for (let at = 0; at < paired; at++) {
      changes.push({ status: 'changed', anchor: nextAnchor(), ...textChange(removed[at] ?? '', added[at] ?? '') });
    }
    for (const text of added.slice(paired)) changes.push({ status: 'added', anchor: nextAnchor(), ...textChange('', text) });
    newIndex += added.length;
    const follows = newBlocks[newIndex - 1] ?? '';
    for (const text of removed.slice(paired)) changes.push({ status: 'removed', anchor: nextAnchor(), follows, ...textChange(text, '') });
  }
  return changes;
}

/** The anchor of a change on a page: `aenderung-1`, `aenderung-2` … in reading order. */
export const changeAnchorPrefix = 'aenderung-';

function entryPath(kind: ContentKind, slug: string, language: Language): string {
  return kind === 'page' ? localizedPath(`/${slug}`, language) : localizedPath(`/team#${slug}`, language);
}

function contentEntries(rootDir: string, baseCommit: string, files: readonly FileChange[]): EntryChange[] {
  const entries = new Map<string, EntryChange>();
  for (const change of files) {
    const match = /^content\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(change.file);
    if (!match) continue;
    const [, folder = '', slug = '', fileName = ''] = match;
    const info = describeContentFile(folder, slug, fileName);
    if ('error' in info) continue;
    const fromInfo = change.from ? /^content\/[^/]+\/([^/]+)\//.exec(change.from)?.[1] : undefined;
    const movedFrom = fromInfo && fromInfo !== slug ? fromInfo : undefined;
    const key = `${info.kind}:${slug}`;
    const entry = entries.get(key) ?? {
      kind: info.kind,
      id: slug,
      name: slug,
      status: movedFrom ? 'moved' : change.status,
      ...(movedFrom && info.kind === 'page' ? { movedFrom: `/${movedFrom}` } : {}),
      languages: [],
    };
    entries.set(key, entry);
    if (entry.status !== change.status && !movedFrom && entry.status !== 'moved') entry.status = 'changed';

    const before = change.status === 'added' ? '' : (fileAt(rootDir, baseCommit, change.from ?? change.file) ?? '');
    const after = change.status === 'removed' ? '' : (fileNow(rootDir, change.file) ?? '');
    const oldParts = splitFrontmatter(before);
    const newParts = splitFrontmatter(after);
    const oldFields = parseYaml(oldParts.yaml);
    const newFields = parseYaml(newParts.yaml);
    const title = (info.kind === 'page' ? newFields.title : newFields.name) ?? (info.kind === 'page' ? oldFields.title : oldFields.name);
    if (typeof title === 'string' && (info.language === 'de' || entry.name === slug)) entry.name = title;

    let counter = 0;
    const nextAnchor = info.kind === 'team' ? () => slug : () => `${changeAnchorPrefix}${++counter}`;
    const fields = fieldChanges(info.kind, oldFields, newFields);
    // Visible fields (the heading, the lead) are marked on the page before the text's blocks.
    const visibleFields = info.kind === 'page' ? fields.filter((field) => visiblePageFields.includes(field.field)) : [];
    const fieldAnchors = visibleFields.map(() => nextAnchor());
    const blocks = blockChanges(oldParts.body, newParts.body, nextAnchor);
    const language: LanguageChange = {
      language: info.language,
      status: change.status,
      path: entryPath(info.kind, slug, info.language),
      fields,
      blocks: [
        ...visibleFields.map((field, at): BlockChange => ({
          status: field.before === '' ? 'added' : 'changed',
          anchor: fieldAnchors[at] ?? '',
          before: field.before,
          after: field.after,
          diff: field.diff,
        })),
        ...blocks,
      ],
    };
    if (language.fields.length === 0 && language.blocks.length === 0 && change.status === 'changed') {
      // Only moved, or a change without visible effect (line endings): still listed, nothing to mark.
      language.status = 'unchanged';
    }
    entry.languages.push(language);
  }
  for (const entry of entries.values()) {
    entry.languages.sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));
  }
  return [...entries.values()];
}

/** Company facts (content/site.yaml) that changed; a fact with one value for both languages is listed for both. */
function factEntries(before: string | undefined, after: string | undefined): EntryChange[] {
  if (before === after) return [];
  const old = parseYaml(before ?? '');
  const now = parseYaml(after ?? '');
  const entries: EntryChange[] = [];
  for (const fact of [...siteFactNames, siteUrlField]) {
    const perLanguage = 'perLanguage' in fact && fact.perLanguage;
    const languageChanges = languages.flatMap((language): LanguageChange[] => {
      const value = (data: Record<string, unknown>) => {
        const raw = data[fact.name];
        return readableValue(undefined, perLanguage && raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[language] : raw);
      };
      const was = value(old);
      const is = value(now);
      if (was === is) return [];
      return [
        {
          language,
          status: 'changed',
          path: localizedPath('/impressum', language),
          fields: [{ field: fact.name, label: fact.label, ...textChange(was, is) }],
          blocks: [],
        },
      ];
    });
    if (languageChanges.length > 0) {
      entries.push({ kind: 'fact', id: fact.name, name: fact.label, status: 'changed', languages: languageChanges });
    }
  }
  return entries;
}

/** Every key of a locale file as `a.b.c` with its text. */
function flatten(data: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [inner, text] of flatten(value, name)) result.set(inner, text);
      else result.set(name, String(value));
    }
  }
  return result;
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** Interface texts (content/locales/<language>/translation.json) that changed, one entry per key. */
function textEntries(rootDir: string, baseCommit: string): EntryChange[] {
  const byKey = new Map<string, EntryChange>();
  for (const language of languages) {
    const file = `content/locales/${language}/translation.json`;
    const old = flatten(parseJson(fileAt(rootDir, baseCommit, file)));
    const now = flatten(parseJson(fileNow(rootDir, file)));
    for (const key of [...new Set([...old.keys(), ...now.keys()])].sort()) {
      const was = old.get(key) ?? '';
      const is = now.get(key) ?? '';
      if (was === is) continue;
      const entry = byKey.get(key) ?? { kind: 'text', id: key, name: key, status: 'changed', languages: [] };
      entry.languages.push({
        language,
        status: !old.has(key) ? 'added' : !now.has(key) ? 'removed' : 'changed',
        path: localizedPath('/', language),
        fields: [{ field: key, label: key, ...textChange(was, is) }],
        blocks: [],
      });
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

const kindOrder: readonly EntryKind[] = ['page', 'team', 'fact', 'text'];

/**
 * Everything in content/ that differs between `base` (a branch or commit; the pull request's base)
 * and the files the build reads, in the order of the changes page: pages, team, company facts,
 * interface texts.
 */
export function compareContent(rootDir: string, base: string): ContentReview {
  const baseCommit = resolveBase(rootDir, base);
  const files = changedContentFiles(rootDir, baseCommit);
  const entries = [
    ...contentEntries(rootDir, baseCommit, files),
    ...factEntries(fileAt(rootDir, baseCommit, 'content/site.yaml'), fileNow(rootDir, 'content/site.yaml')),
    ...textEntries(rootDir, baseCommit),
  ];
  // The one-language warning looks at files, as the content check does; a moved page counts under its new folder.
  const oneLanguage = changedInOneLanguage(files.flatMap((change) => [change.file]));
  for (const warning of oneLanguage) {
    const entry = entries.find((candidate) => candidate.kind === warning.kind && candidate.id === warning.slug);
    if (entry && entry.status === 'changed') entry.oneLanguage = { changed: warning.changed, unchanged: warning.unchanged };
  }
  for (const entry of entries.filter((candidate) => candidate.kind === 'text')) {
    if (entry.languages.length === 1 && entry.languages[0]) {
      const changed = entry.languages[0].language;
      const unchanged = languages.find((language) => language !== changed);
      if (unchanged) entry.oneLanguage = { changed, unchanged };
    }
  }
  entries.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.id.localeCompare(b.id));
  return { base, baseCommit, entries };
}

/** What the preview marks on the page at `path` (an address with language prefix), in reading order. */
export function highlightTargets(review: ContentReview, pagePath: string): HighlightTarget[] {
  const targets: HighlightTarget[] = [];
  for (const entry of review.entries) {
    for (const language of entry.languages) {
      if (language.status === 'removed') continue;
      const [address = '', id] = language.path.split('#');
      if (address !== pagePath) continue;
      if (entry.kind === 'team' && id) {
        // A team member's card is marked as a whole; the page gives it the member's id.
        const removed = [...language.fields.map((field) => field.before), ...language.blocks.map((block) => block.before)]
          .filter(Boolean)
          .join(' · ');
        targets.push({ anchor: id, text: '', removed, status: entry.status === 'added' ? 'added' : 'changed' });
        continue;
      }
      // A new page is new as a whole: the notice says so, marking every block would say nothing more.
      if (entry.kind !== 'page' || entry.status === 'added') continue;
      for (const block of language.blocks) {
        // A removed block has no element of its own: it is shown after the block now before it.
        targets.push({
          anchor: block.anchor,
          text: block.status === 'removed' ? (block.follows ?? '') : block.after,
          removed: block.before,
          status: block.status,
          ...(block.status === 'changed' ? { before: block.diff.filter((part) => part.kind !== 'added') } : {}),
        });
      }
    }
  }
  return targets;
}
