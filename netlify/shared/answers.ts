import { securityHeaders } from '../../src/site/security-headers';
import { errorPageAnswer } from './error-page';
import type { Logger } from './logger';
import { asksForJson, visitorLanguage } from './visitor-request';

/** The site's security headers, which Netlify's header rules do not put on a function's answers. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

/**
 * A function's answer as every function gives it: its security headers always, and for an error
 * nothing expected (a bug: the fuzz tests exist to keep it unreachable) a 500, logged: `internal_error`
 * as JSON to the site's scripts, and to a browser that opened the address or sent a form without
 * JavaScript a page in the visitor's language (./error-page.ts), never raw JSON.
 */
export async function answerSafely(
  name: string,
  log: Logger,
  respond: () => Promise<Response>,
  asked: { req: Request; root: string },
): Promise<Response> {
  let response: Response;
  try {
    response = await respond();
  } catch (error) {
    log.error(`${name}: unexpected error`, error);
    response = await unexpectedErrorAnswer(asked);
  }
  return withSecurityHeaders(response);
}

async function unexpectedErrorAnswer({ req, root }: { req: Request; root: string }): Promise<Response> {
  const json = () => Response.json({ error: 'internal_error' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  if (asksForJson(req)) return json();
  try {
    return await errorPageAnswer(root, visitorLanguage(req, new URL(req.url).searchParams.get('language')));
  } catch {
    return json();
  }
}
