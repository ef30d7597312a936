/**
 * A page's zero-JavaScript twin: the same HTML with every script taken out. Lighthouse measures it
 * beside the page, in the same run on the same machine: the twin is the fastest this HTML, CSS and
 * these images can load, and the difference to the page is what our JavaScript costs.
 */

/** The URL prefix under which the benchmark's server answers each page's twin. */
export const twinPrefix = '/zero-js';

/**
 * The same twin under a second address (`npm run bench -- --noise-floor`): measured in the same
 * rounds as the twin, it is identical HTML, so whatever its figures differ from the twin's by is the
 * host's noise alone, the floor under which a page's difference to its twin means nothing.
 */
export const twinAgainPrefix = '/zero-js-again';

/** The twin prefix a path is under (the twin's or the twin's again), or undefined for a page of the site. */
export function twinPrefixOf(urlPath: string): string | undefined {
  return [twinAgainPrefix, twinPrefix].find((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

// Scripts a browser runs: no type, or a JavaScript one. Data blocks (JSON-LD, JSON) are not code
// and stay. Gatsby's markup has no script tag inside comments or attributes.
const executableScript = /<script\b(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b[^>]*\bas=["']?script\b[^>]*>/gi;

export function withoutScripts(html: string): string {
  return html.replace(executableScript, '').replace(scriptPreload, '');
}
