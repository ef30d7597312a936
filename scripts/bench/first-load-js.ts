/**
 * First-load JavaScript of a page: the gzip size (level 9) of every script its HTML loads or
 * inlines, plus the page's template chunk group that Gatsby's runtime loads before hydration (see
 * gatsby-chunks.ts), all fetched from the local server. The local server does not compress, so
 * gzip here stands in for what Netlify's CDN sends.
 */
import { gzipSync } from 'node:zlib';
import { chunkGroupFiles, gatsbyChunkMapping, gatsbyCompilationHash, gatsbyPagePath, pageDataPath } from './gatsby-chunks';
import { pageScripts } from './script-tags';

export interface ScriptSize {
  src: string;
  /** `html`: a `<script src>` of the page; `page-chunk`: loaded by Gatsby's runtime for this page. */
  via: 'html' | 'page-chunk';
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  /** Everything below added up, in kB (1000 bytes), as in the thresholds. */
  totalKb: number;
  scripts: ScriptSize[];
  inline: { count: number; bytes: number; gzipBytes: number };
  /** The template chunk Gatsby loads for the page, from its page-data.json. */
  componentChunkName?: string;
  /** Gatsby's build hash in the page, to notice a rebuild during the benchmark. */
  compilationHash?: string;
}

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).byteLength;

async function fetchOk(url: URL): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.href} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The files of the page's template chunk group, or none for a page Gatsby's runtime does not drive. */
async function pageChunks(page: URL, inline: string[]): Promise<{ componentChunkName?: string; files: string[] }> {
  const pagePath = gatsbyPagePath(inline);
  if (pagePath === undefined) return { files: [] };
  const pageData = JSON.parse((await fetchOk(new URL(pageDataPath(pagePath), page))).toString('utf8')) as { componentChunkName?: unknown };
  const name = pageData.componentChunkName;
  if (typeof name !== 'string') return { files: [] };
  const stats: unknown = await fetchOk(new URL('/webpack.stats.json', page)).then(
    (body) => JSON.parse(body.toString('utf8')),
    () => null,
  );
  const files = chunkGroupFiles(stats, name);
  return { componentChunkName: name, files: files.length > 0 ? files : (gatsbyChunkMapping(inline)[name] ?? []) };
}

export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = new URL(pageUrl);
  const { sources, inline } = pageScripts((await fetchOk(page)).toString('utf8'));
  const { componentChunkName, files } = await pageChunks(page, inline);
  const wanted = [
    ...sources.map((src) => ({ src, via: 'html' as const })),
    ...files.filter((file) => !sources.includes(file)).map((src) => ({ src, via: 'page-chunk' as const })),
  ];
  const scripts: ScriptSize[] = [];
  for (const { src, via } of wanted) {
    const url = new URL(src, page);
    // Only the local server is ever asked; a third-party script would be a finding of its own.
    if (url.origin !== page.origin) throw new Error(`${page.pathname} loads a script from another origin: ${src}`);
    const body = await fetchOk(url);
    scripts.push({ src, via, bytes: body.byteLength, gzipBytes: gzipSize(body) });
  }
  const inlineSizes = {
    count: inline.length,
    bytes: inline.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzipBytes: inline.reduce((sum, text) => sum + gzipSize(text), 0),
  };
  const totalBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) + inlineSizes.gzipBytes;
  return { totalKb: Math.round(totalBytes / 100) / 10, scripts, inline: inlineSizes, componentChunkName, compilationHash: gatsbyCompilationHash(inline) };
}
