import { loaderAttribute } from '../../src/gatsby/scripts-after-paint';

/**
 * Finds the JavaScript a page's HTML makes the browser run on first load: every `<script src>`,
 * every inline script, and the scripts the after-paint loader starts (its `data-load-after-paint`
 * list; see src/gatsby/scripts-after-paint.ts). Regular expressions suffice for Gatsby's generated markup (no scripts inside
 * comments or attributes), and keep this pure and dependency-free for unit tests.
 */

export interface PageScripts {
  /** `src` values in document order, without duplicates (a browser fetches each once). */
  sources: string[];
  /** The text of each inline script. */
  inline: string[];
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The value of one attribute in a tag's attribute text; `''` for a bare attribute, null if absent. */
export function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return null;
  const raw = match[1] ?? '';
  return raw.startsWith('"') || raw.startsWith("'") ? raw.slice(1, -1) : raw;
}

/** Types a browser executes as script; anything else (JSON-LD, JSON data, templates) is data. */
function isExecutable(type: string | null): boolean {
  if (type === null) return true;
  const media = type.trim().toLowerCase();
  return media === '' || media === 'module' || media === 'text/javascript' || media === 'application/javascript';
}

export function pageScripts(html: string): PageScripts {
  const sources: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    // `nomodule` scripts are skipped by every browser Lighthouse runs, so they cost nothing.
    if (!isExecutable(attribute(attributes, 'type')) || attribute(attributes, 'nomodule') !== null) continue;
    const src = attribute(attributes, 'src');
    const loaded = [src ?? '', ...(attribute(attributes, loaderAttribute) ?? '').split(/\s+/)].filter((url) => url !== '');
    for (const url of loaded) if (!sources.includes(url)) sources.push(url);
    if (src === null && (match[2] ?? '').trim() !== '') inline.push(match[2]!);
  }
  return { sources, inline };
}
