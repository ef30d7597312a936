import { localizedPath } from '../src/i18n/languages';
import { visitablePaths } from '../src/site/site-routes';

/** Every page a visitor can open by address, unprefixed (from src/site/routes.ts and content/pages); each exists in German and under /en in English. */
export const routes = visitablePaths();

export function english(route: string): string {
  return localizedPath(route, 'en');
}

export const phone = { width: 390, height: 844 };
