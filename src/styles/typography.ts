import { css } from '@emotion/react';

/**
 * For text set large (headings, the hero title): German compounds such as
 * "Datenschutzerklärung" are wider than a phone at heading size. The browser hyphenates them by
 * the page's <html lang>, but only words of 14 letters or more (shorter ones fit a 320 px screen
 * even at h1 size, and hyphens are harder to read) and never leaving fewer than five letters on
 * either side. Where it has no hyphenation dictionary (Chromium on Linux without its component
 * updater), `overflow-wrap` still breaks the word rather than letting it run off the screen.
 */
export const wrapLongWords = css`
  hyphens: auto;
  hyphenate-limit-chars: 14 5 5;
  overflow-wrap: break-word;
`;
