import { securityHeaders } from '../../src/site/security-headers';

/** The site's security headers, which Netlify's header rules do not put on a function's answers. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}
