import { existsSync } from 'node:fs';
import { mkdir, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Netlify serves /angebot from angebot.html, but answers it with a redirect to /angebot/ when only
 * angebot/index.html exists (gatsby-adapter-netlify's pretty-urls.ts moves pages for this reason;
 * the site does not use that adapter: src/gatsby/node/static-site-adapter.ts). The site's addresses
 * have no trailing slash (trailingSlash 'never'), so each page moves from `x/index.html` to
 * `x.html`: a visitor arriving at /angebot gets the page at once, without a redirect there and
 * Gatsby's router taking the slash away again. The home page stays index.html; Gatsby's /404 page
 * stays too (visitors see 404.html, which it duplicates).
 */
export function prettyUrlFile(file: string): string | null {
  const page = /^(.+)\/index\.html$/.exec(file.split(path.sep).join('/'))?.[1];
  if (page === undefined || /(^|\/)404$/.test(page)) return null;
  return `${page}.html`;
}

/** The file Gatsby wrote a moved page to (`x.html` → `x/index.html`); null for a file it left. */
export function gatsbyFileOf(file: string): string | null {
  const page = /^(.+)\.html$/.exec(file.split(path.sep).join('/'))?.[1];
  if (page === undefined || /(^|\/)(index|404)$/.test(page)) return null;
  return `${page}/index.html`;
}

/**
 * Moves the pages of an earlier build back where Gatsby wrote them, before a new build: a build
 * that keeps an unchanged page's HTML still opens it at `x/index.html` (to write its new
 * compilation hash into it) and fails when it is not there. A page Gatsby has written again since
 * (a build that stopped before onPostBuild) is newer and stays.
 */
export async function restoreGatsbyFiles(publicDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const original = gatsbyFileOf(file);
    if (original === null || existsSync(path.join(publicDir, original))) continue;
    await mkdir(path.dirname(path.join(publicDir, original)), { recursive: true });
    await rename(path.join(publicDir, file), path.join(publicDir, original));
  }
}

/** Moves every page of `files` (relative to publicDir) to its pretty-URL file; returns the new list. */
export async function moveToPrettyUrls(publicDir: string, files: readonly string[]): Promise<string[]> {
  const moved: string[] = [];
  for (const file of files) {
    const target = prettyUrlFile(file);
    if (target !== null) {
      await rename(path.join(publicDir, file), path.join(publicDir, target));
      // The folder is left empty unless it holds subpages (contact/sent): then it stays.
      await rmdir(path.dirname(path.join(publicDir, file))).catch(() => undefined);
    }
    moved.push(target ?? file);
  }
  return moved.sort();
}
