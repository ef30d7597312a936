/**
 * The addresses of a booking's private links. Relative ones for the visitor's own browser (the answer
 * after booking, the page's buttons); absolute ones for what leaves the site (the calendar entry, the
 * team's mail), built on the site's own address as Netlify names it, never on a request's Host header.
 */
import { bookingEndpoint } from '../../src/forms/protocol';
import type { Language } from '../../src/i18n/languages';
import { type Env, contextOf } from '../shared/mail-settings';

export function viewPath(token: string, language: Language, delayed = false): string {
  return `${bookingEndpoint}?view=${encodeURIComponent(token)}&language=${language}${delayed ? '&delayed=1' : ''}`;
}

export function releasePath(token: string): string {
  return `${bookingEndpoint}?release=${encodeURIComponent(token)}`;
}

/** The team's page after a time: one button that enters "came" (or "did not come"). */
export function attendedPath(token: string, came: boolean): string {
  return `${bookingEndpoint}?attended=${encodeURIComponent(token)}&came=${came ? 'yes' : 'no'}`;
}

/**
 * The site's address: a deploy preview's own (DEPLOY_PRIME_URL), else the site's (URL), as Netlify sets
 * them for functions; the function's context (`context.site.url`) next; and only on this machine, with
 * none of them set, the address the request came to.
 */
export function siteOrigin(env: Env, deployContext: string | undefined, siteUrl: string | undefined, requestUrl: string): string {
  const named =
    (contextOf(env, deployContext) === 'deploy-preview' ? env.DEPLOY_PRIME_URL || env.DEPLOY_URL : undefined) || env.URL || siteUrl;
  return new URL(named?.trim() || requestUrl).origin;
}
