import { css } from '@emotion/react';

/**
 * For text set large (headings, the hero title): German compounds such as
 * "Datenschutzerklärung" are wider than a phone at heading size. The browser hyphenates them by
 * the page's <html lang>, but only long words and never leaving a stub of fewer than four
 * letters; where it has no hyphenation dictionary (Chromium on Linux without its component
 * updater), `overflow-wrap` still breaks the word rather than letting it run off the screen.
 */
export const wrapLongWords = css`
  hyphens: auto;
  hyphenate-limit-chars: 10 4 4;
  overflow-wrap: break-word;
`;
