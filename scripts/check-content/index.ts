import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSlug, slugify } from '../../src/content-model/content-files';
import { defaultLanguage, languages, type Language } from '../../src/i18n/languages';
import { avoidedPhrasesInContent, avoidedPhrasesInLocales } from './avoided-phrases';
import { checkBookingSettings } from './booking';
import { allContentFiles, checkTranslations, readContentTree, type ContentFolder } from './content-tree';
import { checkFrontmatter, checkSameInAllLanguages, parseFrontmatter, type ParsedFrontmatter } from './frontmatter';
import { checkLinks, collectRoutes } from './links';
import { checkLocales, localesDir } from './locales';
import { checkMdx } from './mdx';
import { sortProblems, formatProblem, type Problem } from './problem';
import { checkSiteFacts } from './site';
import { checkSwissSpelling } from './spelling';

export { formatProblem, type Problem };

export interface ContentStats {
  pageFiles: number;
  teamFiles: number;
  localeFiles: number;
}

const teamId = /^team-[a-z0-9-]+$/;

function checkFolderName(folder: ContentFolder): Problem[] {
  const file = languages.map((language) => folder.files[language]).find(Boolean)?.file ?? `${folder.dir}/index.${defaultLanguage}.mdx`;
  if (folder.kind === 'team' && !teamId.test(folder.slug)) {
    const suggestion = `team-${slugify(folder.slug).replace(/^team-?/, '') || 'name'}`;
    return [
      {
        file,
        line: 1,
        message: `the folder name "${folder.slug}" is not a valid team id: it must be "team-" followed by lowercase letters, digits or dashes, e.g. "${suggestion}"`,
      },
    ];
  }
  if (folder.kind === 'page' && !pageSlug.test(folder.slug)) {
    return [
      {
        file,
        line: 1,
        message: `the folder name "${folder.slug}" becomes the page address "/${folder.slug}": use only lowercase letters, digits and dashes, e.g. "${slugify(folder.slug)}"`,
      },
    ];
  }
  return [];
}

/** Warnings that do not fail the check: phrases staff agreed to avoid (src/content-model/avoided-phrases.ts). */
export function contentWarnings(rootDir: string): Problem[] {
  const tree = readContentTree(rootDir);
  return sortProblems([...allContentFiles(tree).flatMap(avoidedPhrasesInContent), ...avoidedPhrasesInLocales(rootDir)]);
}

/** Everything the content check finds wrong under rootDir, plus what it looked at. */
export async function runContentCheck(rootDir: string): Promise<{ problems: Problem[]; stats: ContentStats }> {
  const tree = readContentTree(rootDir);
  const problems: Problem[] = [...tree.problems, ...checkTranslations(tree)];
  const folders = [...tree.pages, ...tree.team];
  folders.forEach((folder) => problems.push(...checkFolderName(folder)));

  const parsed = new Map<string, ParsedFrontmatter>();
  for (const file of allContentFiles(tree)) parsed.set(file.file, parseFrontmatter(file.file, file.text));

  for (const folder of folders) {
    const byLanguage: Partial<Record<Language, ParsedFrontmatter>> = {};
    for (const language of languages) {
      const file = folder.files[language];
      const frontmatter = file && parsed.get(file.file);
      if (!file || !frontmatter) continue;
      byLanguage[language] = frontmatter;
      problems.push(...checkFrontmatter({ file, folder, parsed: frontmatter, rootDir }));
    }
    problems.push(...checkSameInAllLanguages(folder, byLanguage));
  }

  const { routes, problems: routeProblems } = collectRoutes(rootDir, tree, parsed);
  problems.push(...routeProblems);
  for (const file of allContentFiles(tree)) {
    const frontmatter = parsed.get(file.file);
    if (frontmatter)
      problems.push(...checkLinks(file, frontmatter, routes, rootDir), ...(await checkMdx(file, frontmatter, routes, rootDir)));
    if (file.language === 'de') problems.push(...checkSwissSpelling(file.file, file.text));
  }

  const locales = checkLocales(rootDir);
  problems.push(...locales.problems);
  for (const file of localeFilesOf(rootDir, 'de'))
    problems.push(...checkSwissSpelling(file, readFileSync(path.join(rootDir, file), 'utf8')));

  problems.push(...checkSiteFacts(rootDir));
  problems.push(...checkBookingSettings(rootDir));

  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const files = allContentFiles(tree);
  return {
    problems: sortProblems(unique),
    stats: {
      pageFiles: files.filter((f) => f.kind === 'page').length,
      teamFiles: files.filter((f) => f.kind === 'team').length,
      localeFiles: locales.fileCount,
    },
  };
}

function localeFilesOf(rootDir: string, language: string): string[] {
  const dir = path.join(rootDir, localesDir, language);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => `${localesDir}/${language}/${f}`)
    : [];
}

/** The content check as a list of problems; empty when the content is fine. */
export async function checkContent(rootDir: string): Promise<Problem[]> {
  return (await runContentCheck(rootDir)).problems;
}
