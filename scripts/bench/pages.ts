/** The pages the benchmark measures: every public route of the site, German and English. */
import { english, routes } from '../../e2e/routes';

/** Internal pages, `noindex` on purpose: their SEO score can never be 100 and nobody lands there. */
export const internalRoutes: readonly string[] = ['/icon-preview', '/zielgruppe'];

export const publicPages: string[] = routes.filter((route) => !internalRoutes.includes(route)).flatMap((route) => [route, english(route)]);
