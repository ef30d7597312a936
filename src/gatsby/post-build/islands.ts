/**
 * The pages' JavaScript: islands instead of Gatsby's client runtime. Gatsby renders every page to
 * HTML; in the browser React would then hydrate the whole page (the legal text, the footer, the
 * service descriptions) although only a few parts respond to the visitor, and that cost is most of
 * a cheap phone's work on a page. So after the build, Gatsby's runtime scripts are taken
 * out of every page and two bundles of our own, made here with esbuild, take their place:
 *
 * - `site`: a few kB of plain TypeScript on every page (src/islands/site/): the header's menu and
 *   scroll state, the display settings, read aloud, the language switch, the team cards.
 *   Started after the first paint (scripts-after-paint.ts), so the text comes first.
 * - `forms-<language>-<islands>`: the forms' React components, run by Preact, only on pages with a
 *   `[data-react-island]` element (the forms and their result pages, src/islands/forms/): each
 *   such element is hydrated as its own root, and nothing else of the page. One bundle per language
 *   and set of islands a page has, with those islands' code only: the contact page does not load
 *   and run the request's. The site island starts it when the visitor may use a form
 *   (src/islands/site/forms-on-demand.ts): at once when one is on the screen, otherwise when the
 *   visitor scrolls or moves into a form.
 *
 * Page changes are plain page loads, faded by the browser (cross-document view transitions, in
 * src/styles/display-css.ts) and fetched ahead on hover by speculation rules (src/gatsby/ssr/speculation-rules.tsx).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { languages, type Language } from '../../i18n/languages';
import { isIslandName, islandSources, type IslandName } from '../../islands/forms/island-sources';
import { formsBundleAttribute, islandAttribute } from '../../html/dom-contracts';
import { loadSiteFacts } from '../../site/load-site-facts';

/** Where the bundles are written and served from (hashed names: cached for a year, see netlify.toml). */
export const islandsFolder = 'islands';

export interface IslandBundles {
  site: string;
  /** The forms' bundles, by the language and the islands of the pages that load them (`formsBundleOf`). */
  forms: Record<string, string>;
}

/** The React islands a page has, each once, in a fixed order (an unknown name is an error of the build). */
export function islandNamesOf(html: string): IslandName[] {
  const names = new Set([...html.matchAll(new RegExp(`\\b${islandAttribute}="([^"]*)"`, 'g'))].map((match) => match[1]!));
  return [...names].sort().map((name) => {
    if (!isIslandName(name))
      throw new Error(`A page has the React island "${name}", which src/islands/forms/island-sources.ts does not know`);
    return name;
  });
}

/** The forms' bundle a page needs (none without a React island): its language, its islands, and their key in `IslandBundles.forms`. */
function formsBundleOf(html: string): { key: string; language: Language; names: IslandName[] } | undefined {
  const names = islandNamesOf(html);
  if (names.length === 0) return undefined;
  const language = pageLanguage(html);
  return { key: `${language}/${names.join('+')}`, language, names };
}

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called, inside the task that starts the islands. Every function of
 * an island bundle runs as the page starts. Other browsers read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The site's interface texts of one language, as the module `island-texts` the forms import. */
function islandTextsPlugin(projectDir: string, language: Language): Plugin {
  return {
    name: 'island-texts',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island-texts$/ }, () => ({
        path: path.join(projectDir, 'content', 'locales', language, 'translation.json'),
      }));
    },
  };
}

/** The module `island-components` the forms import: the components of these islands, and no others. */
function islandComponentsPlugin(projectDir: string, names: readonly IslandName[]): Plugin {
  const imports = names.map((name, index) => {
    const { module, component } = islandSources[name];
    return `import { ${component} as island${index} } from ${JSON.stringify(path.join(projectDir, 'src', module))};`;
  });
  const entries = names.map((name, index) => `${JSON.stringify(name)}: island${index}`);
  return {
    name: 'island-components',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island-components$/ }, () => ({ path: 'island-components', namespace: 'island-components' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'island-components' }, () => ({
        contents: `${imports.join('\n')}\nexport const reactIslands = { ${entries.join(', ')} };`,
        loader: 'js',
        resolveDir: projectDir,
      }));
    },
  };
}

function publicPath(outputFile: string, publicDir: string): string {
  return `/${path.relative(publicDir, outputFile).split(path.sep).join('/')}`;
}

async function bundle(
  projectDir: string,
  publicDir: string,
  name: string,
  entry: string,
  options: { plugins?: Plugin[]; define?: Record<string, string>; alias?: Record<string, string> } = {},
): Promise<string> {
  const result = await build({
    entryPoints: { [name]: path.join(projectDir, entry) },
    outdir: path.join(publicDir, islandsFolder),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    alias: options.alias,
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    plugins: options.plugins,
    banner: { js: compileHint },
    metafile: true,
    logLevel: 'warning',
  });
  const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'));
  if (!output) throw new Error(`esbuild wrote no JavaScript for the ${name} island`);
  return publicPath(path.resolve(output), publicDir);
}

/**
 * The forms' bundle renders with Preact instead of React (through preact/compat, which speaks
 * React's API): the bundle is 36 kB gzip instead of 74 with React, less to download, compile and
 * run, and Preact's hydration adopts the server's DOM with less work than React's.
 * The server still renders with React; the markup is the same. The forms' components ask Gatsby for
 * the site's metadata; here a stand-in answers it.
 */
function formsAlias(projectDir: string): Record<string, string> {
  return {
    gatsby: path.join(projectDir, 'src', 'islands', 'forms', 'gatsby-shim.ts'),
    // Subpaths follow: react/jsx-runtime, react-dom/client.
    react: 'preact/compat',
    'react-dom': 'preact/compat',
  };
}

/**
 * Builds the site island and a forms' bundle for each language and set of islands that `pages` (the
 * built pages' HTML) have into public/islands/ (emptied first), and returns their addresses.
 */
export async function buildIslands(projectDir: string, publicDir: string, pages: readonly string[]): Promise<IslandBundles> {
  await rm(path.join(publicDir, islandsFolder), { recursive: true, force: true });
  const { version } = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as { version: string };
  const facts = loadSiteFacts(path.join(projectDir, 'content', 'site.yaml'));
  // What useSiteMetadata() reads in the browser: gatsby-config's siteMetadata, from the same files.
  const siteMetadata = JSON.stringify({ title: facts.brand, siteUrl: facts.siteUrl, version, facts });
  const site = await bundle(projectDir, publicDir, 'site', 'src/islands/site/index.ts');
  const needed = new Map(pages.flatMap((html) => formsBundleOf(html) ?? []).map((bundle) => [bundle.key, bundle]));
  const forms: Record<string, string> = {};
  for (const { key, language, names } of needed.values()) {
    forms[key] = await bundle(projectDir, publicDir, `forms-${language}-${names.join('.')}`, 'src/islands/forms/index.tsx', {
      plugins: [islandTextsPlugin(projectDir, language), islandComponentsPlugin(projectDir, names)],
      define: { __SITE_METADATA__: siteMetadata, __ISLAND_LANGUAGE__: JSON.stringify(language) },
      alias: formsAlias(projectDir),
    });
  }
  return { site, forms };
}

// Gatsby's runtime in a built page: the page path and chunk map it reads, its compilation hash, its
// bundles (async, or already behind the after-paint loader) and preloads of them. Also our own tags
// of an earlier build: Gatsby leaves an unchanged page's HTML in place between builds.
const gatsbyRuntime = [
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g,
  /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/g,
  /<script>window\.___webpackCompilationHash=[\s\S]*?<\/script>/g,
  /<script src="[^"]+" async(?:="")?><\/script>/g,
  /<script data-load-after-paint="[^"]*">[\s\S]*?<\/script>/g,
  /<script src="\/islands\/[^"]+"[^>]*><\/script>/g,
  /<link\b[^>]*\bas="script"[^>]*>/g,
  new RegExp(` ${formsBundleAttribute}="[^"]*"`, 'g'),
];

/** The page's language, from `<html lang>`. */
function pageLanguage(html: string): Language {
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  return languages.find((language) => language === lang) ?? languages[0];
}

/**
 * The page without Gatsby's runtime, with the site island as an async script that
 * scripts-after-paint.ts then starts after the first paint: even 2.5 kB requested with the page
 * shares a slow line with it and puts the largest paint later (measured: Lighthouse's LCP on / 1021 ms
 * against the twin's 761 ms with the site island `defer`). Where the page has a React island, the
 * address of the forms' bundle of its language and islands goes on <html data-forms-bundle>: the
 * site island starts it when the visitor may use a form (src/islands/site/forms-on-demand.ts).
 * The same result however often it runs.
 */
export function withIslands(html: string, bundles: IslandBundles): string {
  const bare = gatsbyRuntime.reduce((page, pattern) => page.replace(pattern, ''), html);
  const needed = formsBundleOf(bare);
  const forms = needed && bundles.forms[needed.key];
  if (needed && !forms) throw new Error(`No forms' bundle was built for the islands ${needed.names.join(', ')}`);
  const withSite = bare.replace('</body>', `<script src="${bundles.site}" async></script></body>`);
  return forms ? withSite.replace(/<html\b/, `<html ${formsBundleAttribute}="${forms}"`) : withSite;
}
