import type { StylisPlugin } from '@emotion/cache';

/**
 * The few properties a browser the site serves still needs with `-webkit-`: Safari before 17 knows
 * hyphens only prefixed, before 18 backdrop-filter; user-select, text-size-adjust, box-decoration-break
 * and the mask properties are prefixed in every Safari.
 */
const needsWebkit = new Set([
  'hyphens',
  'backdrop-filter',
  'user-select',
  'text-size-adjust',
  'box-decoration-break',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/**
 * Emotion's own prefixer writes most flex, transform and transition declarations three more times
 * (-webkit-, -moz-, -ms-) for browsers of ten years ago, which cannot run a site that needs :has(),
 * view transitions and custom properties anyway. On /erstgespraech that was 5 kB of the HTML and 356
 * bytes of its gzip, enough to push the page past the 14.6 kB the first round trip of a new connection
 * carries (issue 68: the page's LCP 150 ms later than its zero-JavaScript twin's, one round trip).
 * This keeps only the prefixes above. Class names are hashes of the styles as written, before any
 * plugin, so the server's and the islands' caches still agree.
 */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && needsWebkit.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** The plugins every Emotion cache of the site runs (the server's and the islands'). */
export const stylisPlugins: StylisPlugin[] = [webkitWhereNeeded];
