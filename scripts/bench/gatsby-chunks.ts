/**
 * Gatsby 5 (with slices, its default) puts only the shared app scripts in a page's HTML as
 * `<script src>`; the page's own template chunk group is fetched by Gatsby's runtime right after
 * start, before the page hydrates: `window.pagePath` leads to page-data.json, which names the
 * page's `componentChunkName`, and webpack loads that chunk group's files, the split chunks it
 * shares with other templates included. public/webpack.stats.json lists a group's files in full;
 * `window.___chunkMapping` (chunk-map.json) lists only the chunk's own file, so it is the fallback.
 * Counting those files makes the first-load figure what a browser runs before the page is interactive.
 */

/** The inline assignment `window.<name>=<value>` as JSON, or undefined when the page has none. */
function inlineValue(inlineScripts: readonly string[], name: string): unknown {
  const pattern = new RegExp(`window\\.${name}\\s*=\\s*([\\s\\S]*?)\\s*;?\\s*(?:\\/\\*\\]\\]>\\*\\/)?\\s*(?:window\\.|$)`);
  for (const script of inlineScripts) {
    const match = pattern.exec(script);
    if (!match) continue;
    try {
      return JSON.parse(match[1]!);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `window.pagePath` of Gatsby's script loader, e.g. "/team". */
export function gatsbyPagePath(inlineScripts: readonly string[]): string | undefined {
  const value = inlineValue(inlineScripts, 'pagePath');
  return typeof value === 'string' ? value : undefined;
}

/**
 * `window.___webpackCompilationHash`: which build the page belongs to. Pages of one benchmark run
 * with different hashes mean public/ was rebuilt while it ran, and the figures mix builds.
 */
export function gatsbyCompilationHash(inlineScripts: readonly string[]): string | undefined {
  const value = inlineValue(inlineScripts, '___webpackCompilationHash');
  return typeof value === 'string' ? value : undefined;
}

/** `window.___chunkMapping`: Gatsby writes it as a JSON string holding JSON (or, without slices, as an object). */
export function gatsbyChunkMapping(inlineScripts: readonly string[]): Record<string, string[]> {
  let value = inlineValue(inlineScripts, '___chunkMapping');
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string')));
}

/** Where Gatsby's runtime fetches a page's data: "/" -> /page-data/index/page-data.json. */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/** The files of a named chunk group in Gatsby's webpack.stats.json, as root paths; [] when unknown. */
export function chunkGroupFiles(stats: unknown, name: string): string[] {
  const groups = (stats as { namedChunkGroups?: Record<string, { assets?: { name?: unknown }[] }> } | null)?.namedChunkGroups;
  const assets = groups?.[name]?.assets ?? [];
  return assets
    .map((asset) => asset.name)
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => `/${file.replace(/^\/+/, '')}`);
}
