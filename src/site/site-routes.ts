import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLanguage, languages, localizedPath } from '../i18n/languages';
import { contentFolders } from '../content-model/content-files';
import { interfacePages, isListed, type InterfacePage } from './routes';

/** Every address of the site: the interface pages of ./routes.ts and the content pages from their folders. */
export interface SiteRoute {
  /** The address without language prefix: "/", "/team", "/fallaufbereitung". */
  path: string;
  /** How staff know the page: an interface page's name, a content page's German title. */
  name: string;
  /** Where it is built from: a source file, or the content folder ("content/pages/impressum"). */
  source: string;
  /** The address this one shows the page of (a content page's `aliases`), if it is an alias. */
  aliasOf?: string;
  /** In the sitemap and without noindex (a content page's `noindex` takes it out too). */
  listed: boolean;
  /** An internal preview or a form's answer page (see InterfacePage in ./routes.ts). */
  visibility?: InterfacePage['visibility'];
}

export const repositoryRoot = path.resolve(__dirname, '..', '..');

/** The frontmatter (the YAML between the --- lines) of a content file, or {} when it has none. */
function readFrontmatter(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  const data = match ? parse(match[1] ?? '') : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * Every address the build creates, interface pages first, then each content page and its aliases,
 * sorted by address within each group. Reads content/pages/ under `rootDir`.
 */
export function siteRoutes(rootDir = repositoryRoot): SiteRoute[] {
  const routes: SiteRoute[] = interfacePages.map((page) => ({
    path: page.path,
    name: page.name,
    source: page.source,
    listed: isListed(page.path),
    visibility: page.visibility,
  }));
  // Each folder of content pages is one page at /<folder>.
  const pagesDir = path.join(rootDir, 'content', contentFolders.page);
  const slugs = existsSync(pagesDir) ? readdirSync(pagesDir).sort() : [];
  for (const slug of slugs) {
    const file = path.join(pagesDir, slug, `index.${defaultLanguage}.mdx`);
    if (!existsSync(file)) continue;
    const frontmatter = readFrontmatter(file);
    const pagePath = `/${slug}`;
    const source = path.posix.join('content', contentFolders.page, slug);
    const name = typeof frontmatter.title === 'string' ? frontmatter.title : slug;
    const listed = frontmatter.noindex !== true;
    routes.push({ path: pagePath, name, source, listed });
    const aliases = Array.isArray(frontmatter.aliases)
      ? frontmatter.aliases.filter((alias): alias is string => typeof alias === 'string')
      : [];
    for (const alias of aliases) routes.push({ path: alias, name, source, aliasOf: pagePath, listed });
  }
  return routes;
}

/** The pages a visitor can open by address (no form results), without language prefix. */
export function visitablePaths(rootDir = repositoryRoot): string[] {
  return siteRoutes(rootDir)
    .filter((route) => route.visibility !== 'formResult')
    .map((route) => route.path);
}

/** Every listed page in every language, German first: "/", "/en", "/angebot", "/en/angebot", … */
export function listedPagesInEveryLanguage(rootDir = repositoryRoot): string[] {
  return siteRoutes(rootDir)
    .filter((route) => route.listed)
    .flatMap((route) => languages.map((language) => localizedPath(route.path, language)));
}
