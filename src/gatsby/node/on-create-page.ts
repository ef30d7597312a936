import type { GatsbyNode } from 'gatsby';
import { defaultLanguage, languages } from '../../i18n/languages';

/**
 * Each language's 404 page must answer every unknown path under its prefix (/en/*). The i18n plugin
 * gives the English one the matchPath "/en/en/*", which matches nothing, so Gatsby's client then
 * rewrote the address of a missing English page to /en/404.html. This sets the right matchPath.
 */
export function notFoundMatchPath(path: string): string | undefined {
  const match = /^\/([a-z]{2})\/404$/.exec(path);
  const language = languages.find((candidate) => candidate === match?.[1]);
  return language && language !== defaultLanguage ? `/${language}/*` : undefined;
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const matchPath = notFoundMatchPath(page.path);
  if (!matchPath || page.matchPath === matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};
