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

/** How wide a column must be, in its own text's ems, for every word of running text to fit it whole (see below). */
const wordsFitFrom = '22em';

/** Headings and what is inside them: they keep `wrapLongWords`, their size being another. */
const runningText = ':where(*:not(h1, h2, h3, h4, :is(h1, h2, h3, h4) *))';

/**
 * Words whole wherever they fit. The build writes soft hyphens into every long word
 * (../gatsby/post-build/hyphenate-text.ts), and a browser ends a line at any of them that fills it, in a
 * word that would fit the next line whole too: 170 lines of the site's pages ended so on a laptop. Hyphens
 * are harder to read, the more so for a dyslexic reader, so running text uses them only in a column
 * narrower than `wordsFitFrom` (a phone at large text, a card, a footer's column), where a long compound
 * ("Betreuungsentschädigung") would not fit whole: 22 em, as measured on every page at widths from 320 to
 * 1280 px, each text size and spacing (20 em broke that word). The columns that can be narrow are query
 * containers named `text-column`: the page's main column and each column of a grid (`data-columns`); text
 * in none (the header) keeps the soft hyphens.
 */
export const wordsWholeWhereTheyFit = css`
  #main,
  [data-columns] > * {
    container: text-column / inline-size;
  }
  @container text-column (min-width: ${wordsFitFrom}) {
    ${runningText} {
      hyphens: none;
    }
  }
  @container text-column not (min-width: ${wordsFitFrom}) {
    ${runningText} {
      hyphens: manual;
    }
  }
`;
