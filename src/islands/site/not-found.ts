/**
 * A 404 page reports itself in the console, so a broken link shows up in the browser's tools and
 * in the end-to-end tests' console watch. The server marks such a page (src/pages/404.tsx).
 */
export function reportNotFound(): void {
  if (document.querySelector('[data-not-found]')) console.error(`404: no page at ${location.pathname}`);
}
