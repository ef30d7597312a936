import type { IAdapter } from 'gatsby';

/**
 * Gatsby installs and runs gatsby-adapter-netlify on its own when it builds on Netlify (NETLIFY is
 * set there) and gatsby-config names no adapter. That adapter writes its own header rules into
 * public/_headers and moves pages (team/index.html to team.html), so Netlify would serve a site
 * other than the one `npm test` checks. The site is fully static and netlify.toml, _headers
 * (on-post-build.ts) and the contact function say everything Netlify needs, so this adapter is
 * declared only to take that place: it changes nothing. Gatsby has no switch to turn adapters off
 * (gatsbyjs/gatsby discussion #38527). The one move of that adapter the site needs (pages as
 * `team.html`, so Netlify serves /team without a redirect) is done in pretty-urls.ts.
 */
export const staticSiteAdapter: IAdapter = {
  name: 'static-site',
  adapt: () => undefined,
};
