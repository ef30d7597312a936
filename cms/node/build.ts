/**
 * Builds the CMS into public/admin/ (run after `gatsby build`, see package.json): Decap's own
 * bundle copied from node_modules (no third-party CDN), our configuration and previews bundled
 * with esbuild, the admin page, and the admin's own CSP at the end of public/_headers.
 * `tsx cms/node/build.ts [outDir]`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { defaultLanguage, languages } from '../../src/i18n/languages';
import { homeSections } from '../../src/site/routes';
import { loadSiteFacts } from '../../src/site/load-site-facts';
import { siteRoutes } from '../../src/site/site-routes';
import { withAdminHeaders } from './admin-policy';
import type { BuiltSettings } from '../config';
import type { PageOption } from '../decap-types';
import { splitMdx } from '../mdx-format';

const root = path.resolve(__dirname, '..', '..');
const browserDir = path.join(__dirname, '..', 'browser');
const decapDist = path.join(root, 'node_modules', 'decap-cms', 'dist');

/**
 * Every page a link in the CMS may point to: the pages of the site by their names (interface pages) or
 * German titles (content pages), without the extra addresses (aliases) that show the same page, the
 * sections of the home page, and the team cards.
 */
export function linkTargets(rootDir: string): PageOption[] {
  const routes = siteRoutes(rootDir);
  const pages = routes
    // Internal previews and form answers are no pages a link on the site should point to.
    .filter((route) => !route.aliasOf && !route.visibility)
    .map((route) => ({ path: route.path, label: `${route.name} (${route.path})` }));
  const home = routes.find((route) => route.path === '/')?.name ?? '/';
  const sections = homeSections.map(({ id, name }) => ({ path: `/#${id}`, label: `${home}: ${name} (/#${id})` }));
  const teamDir = path.join(rootDir, 'content', 'team');
  const team = readdirSync(teamDir).flatMap((id) => {
    const file = path.join(teamDir, id, `index.${defaultLanguage}.mdx`);
    const name = existsSync(file) ? splitMdx(readFileSync(file, 'utf8')).fields.name : undefined;
    return typeof name === 'string' ? [{ path: `/team#${id}`, label: `Team: ${name} (/team#${id})` }] : [];
  });
  return [...pages, ...sections, ...team].sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** "owner/name": Netlify's REPOSITORY_URL on Netlify, else the git remote, else a placeholder. */
export function githubRepository(): string {
  const fromUrl = (url: string) => /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
  const netlify = process.env.REPOSITORY_URL && fromUrl(process.env.REPOSITORY_URL);
  if (netlify) return netlify;
  try {
    const remote = fromUrl(
      execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    );
    if (remote) return remote;
  } catch {
    // No remote (a fresh local clone): the placeholder below; the local backend needs none.
  }
  return 'OWNER/REPOSITORY';
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * Builds the admin into outDir. Only the site's build (`writeHeaders`) adds the admin's rules to the
 * _headers file beside it; `npm run cms` builds into a folder of its own and leaves public/ alone.
 */
export async function buildAdmin(outDir = path.join(root, 'public', 'admin'), { writeHeaders = true } = {}): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const facts = loadSiteFacts();
  const texts = Object.fromEntries(
    languages.map((language) => [language, readJson(path.join(root, 'content', 'locales', language, 'translation.json'))]),
  );
  const settings: BuiltSettings = {
    repo: githubRepository(),
    branch: 'main',
    siteUrl: facts.siteUrl,
    pages: linkTargets(root),
  };

  await build({
    entryPoints: [path.join(browserDir, 'main.ts')],
    outfile: path.join(outDir, 'cms.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    alias: { gatsby: path.join(browserDir, 'gatsby-shim.tsx') },
    define: {
      'process.env.NODE_ENV': '"production"',
      CMS_SETTINGS: JSON.stringify(settings),
      CMS_PREVIEW_DATA: JSON.stringify({ facts, texts }),
    },
    logLevel: 'warning',
  });

  for (const file of readdirSync(decapDist)) {
    if (/^(?:\d+\.)?decap-cms\.js$/.test(file) || file.endsWith('.wasm')) copyFileSync(path.join(decapDist, file), path.join(outDir, file));
  }
  writeFileSync(path.join(outDir, 'index.html'), readFileSync(path.join(__dirname, 'admin.html'), 'utf8'));
  // The hosted CMS signs in with GitHub; `npm run cms` answers this file itself to use the local backend.
  writeFileSync(path.join(outDir, 'backend.js'), '/* The hosted CMS uses the GitHub backend (see cms/config.ts). */\n');

  const headersFile = path.join(path.dirname(outDir), '_headers');
  if (writeHeaders && existsSync(headersFile)) writeFileSync(headersFile, withAdminHeaders(readFileSync(headersFile, 'utf8')));
}

if (require.main === module) {
  const started = Date.now();
  buildAdmin(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    () => console.log(`CMS built into public/admin/ in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
