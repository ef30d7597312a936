import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentFileLanguage, contentFolders, contentKindName, type ContentKind } from '../../src/content-model/content-files';
import { languageName, languages, type Language } from '../../src/i18n/languages';
import type { Problem } from './problem';

export type { ContentKind };

export interface ContentFile {
  kind: ContentKind;
  /** Folder name: the page slug or the team member id. */
  slug: string;
  language: Language;
  /** Path relative to the project root, forward slashes. */
  file: string;
  text: string;
}

export interface ContentFolder {
  kind: ContentKind;
  slug: string;
  /** Folder relative to the project root, forward slashes, no trailing slash. */
  dir: string;
  files: Partial<Record<Language, ContentFile>>;
  /** Every file name in the folder (photos and other files included). */
  entries: string[];
}

export interface ContentTree {
  pages: ContentFolder[];
  team: ContentFolder[];
  problems: Problem[];
}

export const kindFolder = Object.fromEntries(Object.entries(contentFolders).map(([kind, folder]) => [kind, `content/${folder}`])) as Record<
  ContentKind,
  string
>;

const looksLikeContent = /\.(mdx|md|markdown)$/i;
/** A language between dots in a file name, as "de" in "impressum.de.mdx". */
const languageAlternatives = languages.join('|');
const languageInName = new RegExp(`\\.(${languageAlternatives})\\.`, 'i');

/** "index.de.mdx (German) and index.en.mdx (English)": each language's file name, joined by `word`. */
function fileNames(word: 'and' | 'or'): string {
  const names = languages.map((language) => `index.${language}.mdx (${languageName(language, 'en')})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}` : (names[0] ?? '');
}

function listDir(absDir: string): string[] {
  return existsSync(absDir) ? readdirSync(absDir).sort() : [];
}

function readFolders(rootDir: string, kind: ContentKind, problems: Problem[]): ContentFolder[] {
  const base = kindFolder[kind];
  const folders: ContentFolder[] = [];
  for (const name of listDir(path.join(rootDir, base))) {
    const abs = path.join(rootDir, base, name);
    if (!statSync(abs).isDirectory()) {
      if (looksLikeContent.test(name)) {
        const stem = name.replace(/\.[^.]+$/, '').replace(new RegExp(`\\.(${languageAlternatives})$`), '');
        problems.push({
          file: `${base}/${name}`,
          line: 1,
          message: `each ${contentKindName[kind]} needs its own folder: move this file to ${base}/${stem}/${fileNames('or')}`,
        });
      }
      continue;
    }
    const entries = listDir(abs);
    if (entries.length === 0) continue;
    const folder: ContentFolder = { kind, slug: name, dir: `${base}/${name}`, files: {}, entries };
    for (const entry of entries) {
      const entryAbs = path.join(abs, entry);
      if (statSync(entryAbs).isDirectory()) {
        for (const nested of listDir(entryAbs).filter((n) => looksLikeContent.test(n))) {
          problems.push({
            file: `${folder.dir}/${entry}/${nested}`,
            line: 1,
            message: `content files must sit directly in a folder under ${base}/: move it to ${base}/${entry}/${nested.replace(new RegExp(`^.*\\.(${languageAlternatives})\\..*$`), 'index.$1.mdx')}`,
          });
        }
        continue;
      }
      const language = contentFileLanguage(entry);
      if (language) {
        folder.files[language] = {
          kind,
          slug: name,
          language,
          file: `${folder.dir}/${entry}`,
          text: readFileSync(entryAbs, 'utf8'),
        };
      } else if (looksLikeContent.test(entry)) {
        const guess = languageInName.exec(entry)?.[1]?.toLowerCase();
        problems.push({
          file: `${folder.dir}/${entry}`,
          line: 1,
          message:
            `the site only reads files named ${fileNames('and')}, so this file is ignored` +
            (guess ? `: rename it to index.${guess}.mdx` : ''),
        });
      }
    }
    folders.push(folder);
  }
  return folders;
}

export function readContentTree(rootDir: string): ContentTree {
  const problems: Problem[] = [];
  const pages = readFolders(rootDir, 'page', problems);
  const team = readFolders(rootDir, 'team', problems);
  return { pages, team, problems };
}

/** Every file in the content tree that holds text for a language. */
export function allContentFiles(tree: ContentTree): ContentFile[] {
  return [...tree.pages, ...tree.team].flatMap((folder) => languages.flatMap((l) => (folder.files[l] ? [folder.files[l]] : [])));
}

/** One problem per language version that is missing, on the path of the file that should exist. */
export function checkTranslations(tree: ContentTree): Problem[] {
  const problems: Problem[] = [];
  for (const folder of [...tree.pages, ...tree.team]) {
    const present = languages.filter((l) => folder.files[l]);
    const what = `this ${contentKindName[folder.kind]}`;
    for (const language of languages) {
      if (folder.files[language]) continue;
      const other = present[0];
      problems.push({
        file: `${folder.dir}/index.${language}.mdx`,
        line: 1,
        message: other
          ? `the ${languageName(language, 'en')} version of ${what} is missing: create this file (copy index.${other}.mdx and translate it)`
          : `the ${languageName(language, 'en')} version of ${what} is missing: the folder ${folder.dir}/ has no index.${language}.mdx`,
      });
    }
  }
  return problems;
}
