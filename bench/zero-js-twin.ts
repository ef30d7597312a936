/**
 * A page's zero-JavaScript twin: the same HTML with every script taken out. Lighthouse measures it
 * beside the page, in the same run on the same machine: the twin is the fastest this HTML, CSS and
 * these images can load, and the difference to the page is what our JavaScript costs.
 */

/** The URL prefix under which the benchmark's server answers each page's twin. */
export const twinPrefix = '/zero-js';

// Scripts a browser runs: no type, or a JavaScript one. Data blocks (JSON-LD, JSON) are not code
// and stay. Gatsby's markup has no script tag inside comments or attributes.
const executableScript = /<script\b(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b[^>]*\bas=["']?script\b[^>]*>/gi;

export function withoutScripts(html: string): string {
  return html.replace(executableScript, '').replace(scriptPreload, '');
}
