/**
 * Which pages search engines should list. Internal previews and the form's result pages are built
 * but kept out of the sitemap and marked noindex; 404 pages are never listed.
 */
export const internalRoutes = ['/zielgruppe', '/icon-preview'] as const;
export const unlistedRoutes = [...internalRoutes, '/contact/sent', '/contact/error'] as const;

export function isListed(originalPath: string): boolean {
  if (/(^|\/)404(\.html)?$/.test(originalPath)) return false;
  return !(unlistedRoutes as readonly string[]).includes(originalPath);
}
