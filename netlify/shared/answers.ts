import { securityHeaders } from '../../src/site/security-headers';
import type { Logger } from './logger';

/** The site's security headers, which Netlify's header rules do not put on a function's answers. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

/**
 * A function's answer as every function gives it: its security headers always, and for an error
 * nothing expected (a bug: the fuzz tests exist to keep it unreachable) a 500 `internal_error`, logged.
 */
export async function answerSafely(name: string, log: Logger, respond: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await respond();
  } catch (error) {
    log.error(`${name}: unexpected error`, error);
    response = Response.json({ error: 'internal_error' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
  return withSecurityHeaders(response);
}
