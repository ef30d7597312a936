/**
 * The private page's address (./figures-handler.ts): no account, no stored token. The key in the link
 * is an HMAC-SHA256 of a fixed purpose under FIGURES_SECRET, a secret of its own (not the one that signs
 * the visitors' booking links), so only the function can make it, it is the same in every weekly mail,
 * and either secret can be replaced without touching the other's links. A new FIGURES_SECRET makes a new
 * key: the old links then open nothing, and the next weekly mail carries the new one (docs/owner-runbook.md).
 *
 *   FIGURES_SECRET   at least 32 characters; required in every deploy context but local development
 */
import { type Env, contextOf } from '../shared/mail-settings';
import { isSameMac, keyedHash, minimumSecretLength } from '../shared/signer';

export const figuresPath = '/.netlify/functions/figures';

/** Local development's key maker (`npm start`, the tests): never used where a deploy runs. */
export const developmentFiguresSecret = 'development-only-figures-secret-never-used-in-production';

/** The deploy context's FIGURES_SECRET, or why there is none to use. */
export function figuresSecretOf(
  env: Env,
  deployContext: string | undefined,
): { ok: true; secret: string } | { ok: false; problem: string } {
  const secret = env.FIGURES_SECRET?.trim();
  if (!secret) {
    const context = contextOf(env, deployContext);
    if (context === 'dev') return { ok: true, secret: developmentFiguresSecret };
    return { ok: false, problem: `FIGURES_SECRET is not set (${context ? `deploy context ${context}` : 'no deploy context'})` };
  }
  if (secret.length < minimumSecretLength)
    return { ok: false, problem: `FIGURES_SECRET is shorter than ${minimumSecretLength} characters` };
  return { ok: true, secret };
}

/** Its own purpose and version: no booking link's message can ever be this one. */
const purpose = 'figures/v1';

export function figuresToken(secret: string): string {
  return keyedHash(secret, purpose).toString('base64url');
}

/** Whether `given` is the key, compared in the same time wherever it differs. */
export function isFiguresToken(given: string, secret: string): boolean {
  return isSameMac(given, keyedHash(secret, purpose));
}

/** The page's address on the site, with the key and, when given, a range of weeks (`2026-W40`). */
export function figuresLink(siteAddress: string, secret: string, range?: { from: string; to: string }): string {
  const url = new URL(figuresPath, siteAddress);
  url.searchParams.set('key', figuresToken(secret));
  if (range) {
    url.searchParams.set('from', range.from);
    url.searchParams.set('to', range.to);
  }
  return url.toString();
}
