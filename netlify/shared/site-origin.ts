import { type Env, contextOf } from './mail-settings';

/**
 * The site's address for links that leave it (mails, calendar entries): a deploy preview's own
 * (DEPLOY_PRIME_URL), else the site's (URL), as Netlify names them for functions; the function's context
 * (`context.site.url`) next; and only on this machine, with none of them set, the address the request
 * came to. Never a request's Host header where Netlify names the site.
 */
export function siteOrigin(env: Env, deployContext: string | undefined, siteUrl: string | undefined, requestUrl: string): string {
  const named =
    (contextOf(env, deployContext) === 'deploy-preview' ? env.DEPLOY_PRIME_URL || env.DEPLOY_URL : undefined) || env.URL || siteUrl;
  return new URL(named?.trim() || requestUrl).origin;
}
