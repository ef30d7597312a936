/**
 * The security headers of every answer the site gives, written once. The build writes them into
 * public/_headers for every path (src/gatsby/node/on-post-build.ts), and the functions put them on
 * each of their answers themselves: Netlify's header rules apply to files, not to functions. Each
 * page's Content-Security-Policy is not here: it differs per page (src/gatsby/post-build/csp.ts).
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const satisfies Record<string, string>;

/** The rule for public/_headers that gives every path these headers. */
export function securityHeadersRule(): string {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}\n`);
  return `/*\n${lines.join('')}`;
}
