/**
 * The pages' JavaScript, built by esbuild before Gatsby renders the pages (gatsby-node.ts):
 *
 * - the site script (src/islands/site/index.ts), a few kB on every page: the frame's controls, and
 *   `<react-island>`, which wakes a page's islands. One classic script, loaded after the first paint.
 * - the islands as ES modules with code splitting: the runtime (src/islands/hydrate-island.tsx), each
 *   island (src/islands/react/<name>.tsx), each language's interface texts, and the chunks they share
 *   (Preact, Emotion, the forms' common parts), each file once, so a visitor's browser caches Preact
 *   and Emotion once for every form. The components are React's; Preact runs them (preact/compat).
 *
 * Each island's element in a page names the modules it needs (`IslandFiles`, src/islands/ReactIsland.tsx).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import type { IslandFiles, PageScripts } from '../../src/islands/island-files';
import { loadSiteMetadata } from '../../src/site/site-metadata';

/** Where the scripts are written and served from (hashed names: cached for a year, see netlify.toml). */
export const scriptsFolder = 'islands';

/** The folder whose files are the islands, each named by its file: the one list of them. */
export const islandsSourceFolder = 'src/islands/react';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called, inside the task that wakes an island. Every function of the
 * islands' modules runs as an island wakes. Other browsers read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The islands' names: the files of `islandsSourceFolder` (tests beside them are not islands). */
export async function islandNames(projectDir: string): Promise<string[]> {
  const files = await readdir(path.join(projectDir, islandsSourceFolder));
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .sort();
}

function common(projectDir: string, publicDir: string): BuildOptions {
  return {
    absWorkingDir: projectDir,
    outdir: path.join(publicDir, scriptsFolder),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    target: 'es2020',
    banner: { js: compileHint },
    logLevel: 'warning',
  };
}

/**
 * The texts' namespaces no island uses: the booking page, its mails, calendar entries and SMS are made
 * by the functions (and the one Gatsby page without a link, rendered on the server). Left out of the
 * islands' texts, the request form's download is 3 kB gzip smaller; the build test checks that no
 * island's code asks for one of their keys.
 */
export const serverOnlyTextNamespaces = ['booking'] as const;

/** Each language's texts as the islands load them: without the namespaces only the server uses. */
const islandTexts: Plugin = {
  name: 'island-texts',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]content[\\/]locales[\\/][^\\/]+[\\/]translation\.json$/ }, async ({ path: file }) => {
      const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      for (const namespace of serverOnlyTextNamespaces) delete texts[namespace];
      return { contents: JSON.stringify(texts), loader: 'json' };
    });
  },
};

/** An output's address on the site, then those of the chunks it imports (not those it may import later). */
function withImports(metafile: Metafile, output: string, publicDir: string, projectDir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(output);
  return [...seen].map((file) => `/${path.relative(publicDir, path.resolve(projectDir, file)).split(path.sep).join('/')}`);
}

/**
 * Builds the islands' modules and the site script into public/islands/ (emptied first) and returns
 * their addresses.
 */
export async function buildPageScripts(projectDir: string, publicDir: string): Promise<PageScripts> {
  await rm(path.join(publicDir, scriptsFolder), { recursive: true, force: true });
  const siteMetadata = loadSiteMetadata(projectDir);
  const languages = (await readdir(path.join(projectDir, 'content', 'locales'))).sort();
  const names = await islandNames(projectDir);
  const entries: Record<string, string> = {
    'hydrate-island': 'src/islands/hydrate-island.tsx',
    ...Object.fromEntries(names.map((name) => [`island-${name}`, `${islandsSourceFolder}/${name}`])),
    ...Object.fromEntries(languages.map((language) => [`texts-${language}`, `content/locales/${language}/translation.json`])),
  };
  const islands = await build({
    ...common(projectDir, publicDir),
    metafile: true,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, `./${entry}`])),
    chunkNames: 'shared-[hash]',
    format: 'esm',
    plugins: [islandTexts],
    splitting: true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    // Preact instead of React in the browser: the forms are 36 kB gzip instead of 74 with React, less to
    // download, compile and run, and Preact's hydration adopts the server's DOM with less work. The
    // server still renders with React; the markup is the same. The components ask Gatsby for the
    // site's metadata; in the browser a stand-in answers it (src/islands/gatsby-shim.ts).
    alias: { gatsby: './src/islands/gatsby-shim.ts', react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: {
      'process.env.NODE_ENV': '"production"',
      // What useSiteMetadata() reads in the browser: gatsby-config's siteMetadata, from the same files.
      __SITE_METADATA__: JSON.stringify(siteMetadata),
      // The islands' markup is the server's: the browser never renders a <react-island> element.
      __PAGE_SCRIPTS__: 'null',
    },
  });
  const outputOf = (entry: string) => {
    const output = Object.entries(islands.metafile.outputs).find(([, { entryPoint }]) => entryPoint === entry)?.[0];
    if (!output) throw new Error(`esbuild wrote no module for ${entry}`);
    return withImports(islands.metafile, output, publicDir, projectDir);
  };
  const sourceOf = (entry: string) => Object.keys(islands.metafile.inputs).find((input) => input.replace(/\.tsx?$/, '') === entry) ?? entry;
  const files: IslandFiles = {
    runtime: outputOf(entries['hydrate-island']!),
    islands: Object.fromEntries(names.map((name) => [name, outputOf(sourceOf(`${islandsSourceFolder}/${name}`))])),
    texts: Object.fromEntries(languages.map((language) => [language, outputOf(entries[`texts-${language}`]!)])),
  };

  const site = await build({
    ...common(projectDir, publicDir),
    metafile: true,
    entryPoints: { site: './src/islands/site/index.ts' },
    format: 'iife',
  });
  const [siteOutput] = Object.keys(site.metafile.outputs).filter((file) => file.endsWith('.js'));
  if (!siteOutput) throw new Error('esbuild wrote no site script');
  return { site: withImports(site.metafile, siteOutput, publicDir, projectDir)[0]!, islands: files };
}
