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
