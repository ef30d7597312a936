import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy per page. Gatsby writes a few inline scripts into every page (the page
 * path, the chunk map, gatsby-plugin-image's loader) and they differ from page to page, so each
 * page gets a policy allowing exactly its own inline scripts by hash: no 'unsafe-inline' for scripts.
 * Styles stay 'unsafe-inline': Emotion and framer-motion write style elements and attributes.
 */
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Inline scripts the browser would execute (not `src` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** `frame-ancestors` only works as a header; in a meta tag browsers ignore it (X-Frame-Options covers it). */
export function contentSecurityPolicy(html: string, delivery: 'header' | 'meta' = 'header'): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/**
 * The request paths a built HTML file answers (`team/index.html` → `/team`, `/team/`). 404 pages
 * answer unknown paths, which no header rule can name, so they carry their policy in a meta tag.
 */
export function servedPaths(relativeFile: string): string[] | 'not-found-page' {
  const file = relativeFile.split('\\').join('/');
  if (/(^|\/)404(\.html|\/index\.html)$/.test(file)) return 'not-found-page';
  if (file === 'index.html') return ['/'];
  const directory = file.replace(/\/index\.html$/, '');
  if (directory === file) return [`/${file}`, `/${file.replace(/\.html$/, '')}`];
  return [`/${directory}`, `/${directory}/`];
}

/**
 * One rule per path as Netlify matches it: a rule for `/team` also matches `/team/` (its parser
 * makes the trailing slash optional), so a second rule for `/team/` would add a second policy.
 */
export function headersFileEntry(paths: readonly string[], policy: string): string {
  const rulePaths = new Set(paths.map((path) => (path === '/' ? path : path.replace(/\/$/, ''))));
  return [...rulePaths].map((path) => `${path}\n  Content-Security-Policy: ${policy}\n`).join('');
}

const metaPolicyPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/**
 * Puts the policy first in <head>, before any script, where a meta policy must stand. Replaces the
 * one an earlier build wrote: Gatsby leaves unchanged pages' HTML in place between builds.
 */
export function withMetaPolicy(html: string, policy: string): string {
  return html.replace(metaPolicyPattern, '').replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
