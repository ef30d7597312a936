import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file Netlify's static lookup serves for a URL path: the file itself, else `path.html`, else
 * `path/index.html`; null when there is none. Used by `npm run serve` and the benchmark's server.
 */
export function publishedFile(publicDir: string, urlPath: string): string | null {
  // URL paths start with "/", and normalising one cannot climb above it: `base` stays in publicDir.
  const base = path.join(publicDir, path.posix.normalize(urlPath));
  return [base, `${base}.html`, path.join(base, 'index.html')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Whether Netlify answers a URL path with a 301 to the same path without its trailing slash: it does
 * for a page published as a file, `/team/` for `team.html` (also when a folder `team/` exists beside
 * it); a folder's `index.html` is served at `/folder/` as it is, and `/` stays `/`.
 */
export function redirectsWithoutSlash(publicDir: string, urlPath: string): boolean {
  if (urlPath === '/' || !urlPath.endsWith('/')) return false;
  const file = path.join(publicDir, path.posix.normalize(`${urlPath.slice(0, -1)}.html`));
  return existsSync(file) && statSync(file).isFile();
}
