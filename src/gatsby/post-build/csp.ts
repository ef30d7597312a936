import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy per page: a policy allowing exactly the page's own inline scripts (the
 * display settings' head script, the speculation rules, the after-paint loader on pages with a
 * React island) by hash: no 'unsafe-inline' for scripts. The same goes for its
 * <style> elements, Emotion's styles written by the server (src/gatsby/ssr/emotion-critical-css.tsx).
 */
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

// Speculation rules (src/gatsby/ssr/speculation-rules.tsx) run nothing, but CSP governs them like scripts.
const governedTypes = new Set(['module', 'text/javascript', 'application/javascript', 'speculationrules']);

/** Inline scripts the browser would execute, and speculation rules (not `src` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !governedTypes.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The text of every <style> element of the page. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(stylePattern)].map(([, body = '']) => body);
}

/** A CSP hash source for the exact text of an inline script or style. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function hashes(texts: readonly string[]): string {
  return [...new Set(texts.map(sourceHash))].sort().join(' ');
}

/** `frame-ancestors` only works as a header; in a meta tag browsers ignore it (X-Frame-Options covers it). */
export function contentSecurityPolicy(html: string, delivery: 'header' | 'meta' = 'header'): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(inlineScripts(html))}`.trim(),
    // Browsers that know only CSP level 2 (no style-src-elem or -attr) keep what all had before.
    "style-src 'self' 'unsafe-inline'",
    // The empty text: in the browser Emotion adds rules through the CSSOM (which CSP does not
    // govern) to <style> elements it creates empty, and CSP checks those like any other.
    `style-src-elem 'self' ${hashes([...inlineStyles(html), ''])}`,
    // Style attributes stay allowed: Gatsby writes some (its focus wrapper and route announcer), and
    // so do the team photos (their placeholder).
    "style-src-attr 'unsafe-inline'",
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
 * The request paths a built HTML file answers (`team.html` → `/team.html`, `/team`). 404 pages
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
