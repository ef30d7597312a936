/**
 * `npm run develop` serves Gatsby's own client, not the built pages the site script is added to after
 * the build (src/gatsby/post-build/islands.ts). So that the menu, the display settings, read aloud and
 * the team's biographies respond there too, develop starts the same site script (src/islands/site/)
 * once Gatsby has rendered the first page: its listeners sit on `document`, so pages Gatsby renders
 * later respond as well. A production build leaves this out (the condition is false there, and the
 * whole client is replaced by the islands after the build anyway).
 */
import type { GatsbyBrowser } from 'gatsby';

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  if (process.env.NODE_ENV === 'development') void import('../../islands/site');
};
