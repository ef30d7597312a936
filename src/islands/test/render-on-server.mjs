/**
 * An island's HTML as Gatsby's server writes it: rendered by React (not the Preact the Preact tests
 * run on), with the page's providers and Emotion's styles extracted into `<style data-server-styles>`
 * for <head> (src/gatsby/ssr/emotion-critical-css.tsx). A Node process of its own, started by
 * src/islands/hydrate-island.preact.test.tsx, whose modules are mapped to Preact.
 *
 *   node src/islands/test/render-on-server.mjs <island> <language> <site metadata as JSON>
 * prints {"head": "<style …>…", "body": "<react-island …>…"}.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const [island, language, metadata] = process.argv.slice(2);
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const script = `
  import createCache from '@emotion/cache';
  import { CacheProvider, ThemeProvider } from '@emotion/react';
  import createEmotionServer from '@emotion/server/create-instance';
  import { createElement as h } from 'react';
  import { renderToString } from 'react-dom/server';
  import Island from './src/islands/react/${island}';
  import { LanguageProvider } from './src/i18n/LanguageContext';
  import { createTranslator, TranslationProvider } from './src/i18n/translation';
  import { theme } from './src/styles/theme';
  import { serverStylesAttribute } from './src/styles/server-styles';
  import { stylisPlugins } from './src/styles/vendor-prefixes';
  import texts from './content/locales/${language}/translation.json';
  const cache = createCache({ key: 'css', stylisPlugins });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const body = renderToString(
    h(CacheProvider, { value: cache },
      h(ThemeProvider, { theme },
        h(LanguageProvider, { language: '${language}' },
          h(TranslationProvider, { i18n: createTranslator('${language}', [texts]) }, h(Island))))));
  const head = extractCriticalToChunks(body).styles.filter((chunk) => chunk.css !== '')
    .map(({ key, ids, css }) => '<style ' + serverStylesAttribute + '="' + [key, ...ids].join(' ') + '">' + css + '</style>').join('');
  process.stdout.write(JSON.stringify({ head, body }));
`;
const bundled = buildSync({
  stdin: { contents: script, resolveDir: projectDir, loader: 'tsx' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  write: false,
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  // The components ask Gatsby for the site's metadata: answered as in the browser.
  alias: { gatsby: './src/islands/gatsby-shim.ts' },
  define: { __SITE_METADATA__: metadata, __PAGE_SCRIPTS__: 'null', 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const folder = mkdtempSync(path.join(os.tmpdir(), 'render-on-server-'));
try {
  const file = path.join(folder, 'render.cjs');
  writeFileSync(file, bundled.outputFiles[0].text);
  await import(pathToFileURL(file).href);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
