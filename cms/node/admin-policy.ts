/**
 * The CMS page's Content-Security-Policy, stricter where it can be and wider than the site's only
 * where Decap needs it: it checks its configuration with ajv, which compiles the schema with
 * new Function ('unsafe-eval'; no inline scripts), its styles are inserted at run time
 * ('unsafe-inline' styles), it reads and
 * writes the repository through GitHub's API, shows GitHub avatars and previews uploaded images
 * from blob: URLs, and its preview pane is an iframe of its own document.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  // blob: an uploaded photo is read back from its blob: URL when the entry is saved.
  "connect-src 'self' blob: https://api.github.com https://api.netlify.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The first line of the admin's rules in public/_headers, by which a later build finds them. */
const headersMarker = "# Written by cms/node/build.ts: the CMS's own policy.\n";

/**
 * public/_headers with the admin's rules as its last lines, in place of those an earlier build of the
 * admin put there (`npm run cms` builds it on every start). One rule: "/admin/*" also matches
 * "/admin/" (and Netlify matches "/admin" to it as well).
 */
export function withAdminHeaders(headers: string): string {
  const earlier = headers.indexOf(headersMarker);
  const siteHeaders = earlier === -1 ? headers : headers.slice(0, earlier);
  return `${siteHeaders}${headersMarker}/admin/*\n  Content-Security-Policy: ${adminPolicy}\n  X-Robots-Tag: noindex\n`;
}
