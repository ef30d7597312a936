import { Global, css, useTheme } from '@emotion/react';
import { wordsWholeWhereTheyFit, wrapLongWords } from './typography';
import { islandElement } from '../html/dom-contracts';

/**
 * The site's base styles. The colours, fonts and line heights they name are custom properties
 * whose values, per theme, the server writes into <head> (display-css.ts), with the rules for
 * reduced motion.
 */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        /* A React island's element (src/islands/ReactIsland.tsx) is only a root for React: the page lays out its child. */
        ${islandElement} {
          display: contents;
        }
        html {
          text-size-adjust: 100%;
          scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
        }
        body {
          margin: 0;
          background: ${theme.colors.background};
          color: ${theme.colors.ink};
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.body};
          line-height: ${theme.lineHeights.body};
          text-rendering: optimizeLegibility;
          /* The last resort for a word wider than its column (a long address, an unusual compound):
             break it rather than widen the page. */
          overflow-wrap: break-word;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: ${theme.lineHeights.heading};
          margin: 0 0 ${theme.space.m};
          font-weight: 700;
          ${wrapLongWords};
        }
        h1 {
          font-size: ${theme.fontSizes.h1};
        }
        h2 {
          font-size: ${theme.fontSizes.h2};
          margin-top: ${theme.space.xl};
        }
        h3 {
          font-size: ${theme.fontSizes.h3};
        }
        p,
        ul,
        ol {
          margin: 0 0 ${theme.space.m};
        }
        a {
          color: ${theme.colors.primary};
          text-underline-offset: 0.18em;
        }
        a:hover {
          color: ${theme.colors.primaryHover};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        #main {
          display: block;
          padding-top: ${theme.layout.headerHeight};
          min-height: 70vh;
        }
        #main:focus {
          outline: none;
        }
        img,
        svg {
          max-width: 100%;
        }
        ${wordsWholeWhereTheyFit};
        /* Body text at most about 75 characters a line (60 widths of the digit 0), in any font and at any text size (WCAG 1.4.8 allows 80): boxes
           as wide as the page (an InfoBox, a coloured section) would otherwise run to 120. */
        p,
        li {
          max-width: 60ch;
        }
      `}
    />
  );
}
