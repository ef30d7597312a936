import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { languages, defaultLanguage } from '../../src/i18n/languages';
import { homeSections, interfacePages } from '../../src/site/routes';
import type { ContentFile, ContentTree } from './content-tree';
import type { DataPath, ParsedFrontmatter } from './frontmatter';
import { closest, lineAt, type Problem } from './problem';

/** Where a route comes from, to name it when two things claim the same address. */
interface RouteSource {
  owner: string;
}

export interface Routes {
  /** Page addresses without language prefix: "/", "/team", "/fallaufbereitung" ... */
  paths: Map<string, RouteSource>;
  /** Files under static/, as addresses: "/agb.pdf". */
  staticFiles: Set<string>;
  /** Team member ids, the anchors of the team cards (/team#team-mara). */
  teamIds: Set<string>;
}

/** Addresses staff are likely to guess, mapped to the page that exists. */
const likelyMeant: Record<string, string> = {
  '/kontakt': '/contact',
  '/leistungen': '/services',
  '/agb': '/terms-and-conditions',
  '/gct': '/terms-and-conditions',
  '/home': '/',
  '/startseite': '/',
};

function listFiles(absDir: string, prefix = ''): string[] {
  if (!existsSync(absDir)) return [];
  return readdirSync(absDir)
    .sort()
    .flatMap((name) => {
      const abs = path.join(absDir, name);
      return statSync(abs).isDirectory() ? listFiles(abs, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

export function collectRoutes(
  rootDir: string,
  tree: ContentTree,
  parsed: ReadonlyMap<string, ParsedFrontmatter>,
): { routes: Routes; problems: Problem[] } {
  const problems: Problem[] = [];
  const paths = new Map<string, RouteSource>();
  for (const page of interfacePages) paths.set(page.path, { owner: page.source });

  for (const folder of tree.pages) {
    const route = `/${folder.slug}`;
    const existing = paths.get(route);
    const first = folder.files.de ?? folder.files.en;
    if (existing && first) {
      problems.push({
        file: first.file,
        line: 1,
        message: `there is already a page at "${route}" (${existing.owner}): rename the folder ${folder.dir}/`,
      });
    } else {
      paths.set(route, { owner: folder.dir });
    }
  }
  for (const folder of tree.pages) {
    for (const language of languages) {
      const file = folder.files[language];
      const frontmatter = file && parsed.get(file.file);
      const aliases = frontmatter?.data.aliases;
      if (!file || !frontmatter || !Array.isArray(aliases)) continue;
      aliases.forEach((alias: unknown, index) => {
        if (typeof alias !== 'string' || !alias.startsWith('/')) return;
        const route = normalizeRoute(alias);
        const existing = paths.get(route);
        if (existing && existing.owner !== folder.dir) {
          problems.push({
            file: file.file,
            line: frontmatter.lineOf(['aliases', index]),
            message: `the extra address "${alias}" is already used by ${existing.owner}: choose another one`,
          });
        } else {
          paths.set(route, { owner: folder.dir });
        }
      });
    }
  }

  const staticFiles = new Set(listFiles(path.join(rootDir, 'static')).map((f) => `/${f}`));
  const teamIds = new Set(tree.team.map((folder) => folder.slug));
  return { routes: { paths, staticFiles, teamIds }, problems };
}

/** "/en/team/" → "/team": links are written without the language prefix, but one is harmless. */
function normalizeRoute(address: string): string {
  let route = address;
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    if (route === `/${language}`) route = '/';
    else if (route.startsWith(`/${language}/`)) route = route.slice(language.length + 1);
  }
  if (route.length > 1 && route.endsWith('/')) route = route.replace(/\/+$/, '') || '/';
  return route;
}

const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'];

function fileKind(address: string, isImage: boolean): string {
  const extension = path.extname(address).toLowerCase();
  if (extension === '.pdf') return 'PDF';
  if (isImage || imageExtensions.includes(extension)) return 'image';
  return 'file';
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** "/agb.pdf" is a file, "/contact" a page. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(pathname);
}

export interface LinkContext {
  rootDir: string;
  /** Folder of the content file, relative to the root, for relative file references. */
  dir: string;
  /** The reference is an image (markdown ![..](..) or a src attribute). */
  isImage: boolean;
}

/** What is wrong with one link or file reference, or undefined when it works. */
export function checkLink(value: string, routes: Routes, context: LinkContext): string | undefined {
  const link = value.trim().replace(/^<(.*)>$/, '$1');
  if (link === '' || link.startsWith('#')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return undefined;
  if (/^www\./i.test(link) || /^[a-z0-9-]+\.(ch|com|org|net|de|li|swiss|info|io)(\/|$)/i.test(link)) {
    return `the link "${link}" looks like a web address on another site: write it with https:// in front ("https://${link}")`;
  }
  const hashIndex = link.indexOf('#');
  const beforeHash = hashIndex >= 0 ? link.slice(0, hashIndex) : link;
  const fragment = hashIndex >= 0 ? link.slice(hashIndex + 1) : undefined;
  const pathname = safeDecode(beforeHash.split('?')[0] ?? '');
  const hasExtension = looksLikeFile(pathname);
  const kind = fileKind(pathname, context.isImage);

  if (!link.startsWith('/')) {
    if (hasExtension) {
      const relative = path.posix.normalize(`${context.dir}/${pathname}`);
      return existsSync(path.join(context.rootDir, relative))
        ? undefined
        : `the ${kind} "${link}" does not exist: there is no file ${relative}`;
    }
    const absolute = normalizeRoute(`/${pathname}`);
    return (
      `the link "${link}" must start with "/"` +
      (routes.paths.has(absolute) ? `: write "${absolute}${fragment !== undefined ? `#${fragment}` : ''}"` : '')
    );
  }

  const route = normalizeRoute(pathname);
  if (hasExtension) {
    if (routes.staticFiles.has(route)) return undefined;
    const sameKind = [...routes.staticFiles].filter((f) => path.extname(f).toLowerCase() === path.extname(route).toLowerCase());
    const suggestion = closest(route, sameKind);
    return (
      `the ${kind} "${link}" does not exist: it must be saved as static${route}` + (suggestion ? `. Did you mean "${suggestion}"?` : '')
    );
  }
  if (!routes.paths.has(route)) {
    const guess = likelyMeant[route.toLowerCase()];
    const suggestion = guess && routes.paths.has(guess) ? guess : closest(route, routes.paths.keys());
    return `the link "${link}" goes to a page that does not exist` + (suggestion ? `. Did you mean "${suggestion}"?` : '');
  }
  if (fragment) {
    if (route === '/' && !homeSections.some((section) => section.id === fragment)) {
      return `the link "${link}" goes to a part of the home page that does not exist: the home page only has ${homeSections.map((section) => `"/#${section.id}"`).join(', ')}`;
    }
    if (route === '/team' && !routes.teamIds.has(fragment)) {
      const suggestion = closest(fragment, routes.teamIds);
      return `the link "${link}" goes to a team member that does not exist` + (suggestion ? `. Did you mean "/team#${suggestion}"?` : '');
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** The file with the frontmatter blanked out, every line kept in place. */
export function blankFrontmatter(text: string, bodyOffset: number): string {
  return blank(text.slice(0, bodyOffset)) + text.slice(bodyOffset);
}

/**
 * The file with everything that is not prose blanked out (frontmatter, code, comments), keeping
 * every character's position so lines stay right.
 */
export function maskNonProse(text: string, bodyOffset: number): string {
  let masked = blankFrontmatter(text, bodyOffset);
  const lines = masked.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opener) {
      fence = opener;
      lines[i] = blank(line);
    } else if (fence !== undefined) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined;
      lines[i] = blank(line);
    }
  }
  masked = lines.join('\n');
  return masked
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/`[^`\n]+`/g, blank);
}

export interface FoundLink {
  value: string;
  line: number;
  isImage: boolean;
}

const markdownLink = /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const referenceDefinition = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;

/**
 * Links and file references in the body: markdown links and images, reference definitions. Links in
 * component attributes (<Card to="…">) are checked by the MDX check (mdx-kit.ts), which knows from
 * the kit which attribute is a page and which a file.
 */
export function findBodyLinks(text: string, bodyOffset: number): FoundLink[] {
  const masked = maskNonProse(text, bodyOffset);
  const found: FoundLink[] = [];
  for (const match of masked.matchAll(markdownLink)) {
    const target = match[3] ?? '';
    const at = (match.index ?? 0) + match[0].lastIndexOf(target);
    found.push({ value: target, line: lineAt(masked, at), isImage: match[1] === '!' });
  }
  for (const match of masked.matchAll(referenceDefinition)) {
    found.push({ value: match[1] ?? '', line: lineAt(masked, match.index ?? 0), isImage: false });
  }
  return found;
}

/** Every `to:` value in the frontmatter, wherever it is nested (breadcrumb, back ...). */
export function findFrontmatterLinks(frontmatter: ParsedFrontmatter): FoundLink[] {
  const found: FoundLink[] = [];
  const walk = (value: unknown, at: DataPath) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
    else if (value && typeof value === 'object' && !(value instanceof Date)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'to' && typeof child === 'string') found.push({ value: child, line: frontmatter.lineOf([...at, key]), isImage: false });
        else walk(child, [...at, key]);
      }
    }
  };
  walk(frontmatter.data, []);
  return found;
}

export function checkLinks(file: ContentFile, frontmatter: ParsedFrontmatter, routes: Routes, rootDir: string): Problem[] {
  const dir = path.posix.dirname(file.file);
  const links = [...findFrontmatterLinks(frontmatter), ...findBodyLinks(file.text, frontmatter.bodyOffset)];
  const problems: Problem[] = [];
  for (const link of links) {
    const message = checkLink(link.value, routes, { rootDir, dir, isImage: link.isImage });
    if (message) problems.push({ file: file.file, line: link.line, message });
  }
  return problems;
}
