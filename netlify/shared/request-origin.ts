/**
 * Whether a post comes from a page of another site, so that no other page can make a visitor's
 * browser send our form (with their own text in it) and show them our answer.
 *
 * Browsers say where a request comes from in Sec-Fetch-Site (all current ones), else in Origin
 * (older ones, on posts). Only our own origin is accepted: `same-site` would let any other
 * subdomain of the registrable domain through. A request with neither header (a browser older
 * still, or a client that is not a browser and cannot carry a visitor's cookies anyway) passes, so
 * no real visitor is turned away.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.headers.get('sec-fetch-site')?.trim().toLowerCase();
  // `none`: the visitor's own doing (typed address, bookmark), not another page.
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.headers.get('origin')?.trim();
  if (!origin) return false;
  try {
    // The function's own address: on Netlify the site's address the browser used; `null` (an opaque origin) never matches.
    return new URL(origin).host !== new URL(req.url).host;
  } catch {
    return true;
  }
}
