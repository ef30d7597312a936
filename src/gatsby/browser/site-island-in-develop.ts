/**
 * `npm run develop` serves Gatsby's own client: React (Preact, aliased by plugins/react-islands as in
 * production) hydrates the whole page, the islands included. So that the menu, the display settings,
 * read aloud and the team's biographies respond there too, develop starts the same frame script as
 * the built pages (src/islands/site/start-site.ts) once Gatsby has rendered the first page. A
 * production build has no Gatsby client: plugins/react-islands leaves it out of every page.
 */
import type { GatsbyBrowser } from 'gatsby';

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  if (process.env.NODE_ENV !== 'development') return;
  void import('../../islands/site/start-site').then(({ startSite }) => {
    // Gatsby's client has hydrated the whole page by now, the islands included.
    if (startSite()) document.documentElement.dataset.hydrated = 'true';
  });
};
