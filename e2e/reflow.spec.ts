import { expect, test } from './fixtures';
import { mobileMenuId } from '../src/html/dom-contracts';
import { measureReflow, reflowProblems, textSpacingStyles } from './reflow';
import { english, routes } from './routes';
import { showChoices } from './display-choices';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenWords, hyphenatedInMainColumn } from './broken-words';
import { displaySettings } from '../src/display/settings';

// WCAG 1.4.10 asks for 320 CSS px; 390 is a common phone, 768 a tablet, 1280 a laptop.
const widths = [320, 390, 768, 1280] as const;
const height = 800;
/**
 * Words that still break inside themselves somewhere on a page (at some text size, spacing and width), page by page: the
 * work left. A word breaking that is not listed fails the test, and so does a listed one that no longer breaks (take it
 * off, so that the list stays the truth). Long compounds get whole with soft hyphens where they are written (`&shy;`).
 */
const knownBroken = JSON.parse(readFileSync(join(__dirname, 'broken-words-known.json'), 'utf8')) as Record<string, string[]>;
/** Where words are checked whole: the smallest width WCAG asks for, a common phone, a tablet, a laptop. */
const wordWidths = [320, 390, 768, 1280] as const;
/** Where the main column is wide enough for every word whole at the display settings' default text: no word hyphenated there. */
const wholeWordWidths: readonly number[] = [390, 1280];

test.describe('reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12)', () => {
  // Readers apply text spacing as a user stylesheet or extension, which a page's CSP does not
  // govern; the test injects it as a style element, which the pages' strict style-src-elem refuses.
  test.use({ bypassCSP: true });
  for (const route of routes) {
    for (const path of [route, english(route)]) {
      test(`${path} fits every width without sideways scrolling, cut-off text, a word broken inside itself or one hyphenated where it fits whole`, async ({
        page,
      }) => {
        await page.goto(path);
        const problems: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({ width, height });
          problems.push(...reflowProblems(`${path} at ${width} px`, await measureReflow(page)));
          if (wholeWordWidths.includes(width))
            for (const word of await hyphenatedInMainColumn(page))
              problems.push(`${path} at ${width} px: a word hyphenated where it fits whole: ${word}`);
        }
        // The display settings' largest text with wide spacing, on the page already loaded.
        await showChoices(page, { 'text-size': '150', spacing: 'wide' });
        for (const width of [320, 1280]) {
          await page.setViewportSize({ width, height });
          problems.push(...reflowProblems(`${path} at ${width} px with 150 % text and wide spacing`, await measureReflow(page)));
        }
        for (const word of await hyphenatedInMainColumn(page))
          problems.push(`${path} at 1280 px with 150 % text and wide spacing: a word hyphenated where it fits whole: ${word}`);
        // Every text size with each spacing, at a small and a common phone, a tablet and a laptop: each word whole.
        const broken = new Map<string, string>();
        for (const textSize of displaySettings['text-size'])
          for (const spacing of displaySettings.spacing) {
            // A default is no attribute at all, as a visitor who never chose it has.
            await showChoices(page, {
              ...(textSize !== '100' && { 'text-size': textSize }),
              ...(spacing !== 'normal' && { spacing }),
            });
            for (const width of wordWidths) {
              await page.setViewportSize({ width, height });
              for (const { word, shown } of await brokenWords(page))
                if (!broken.has(word)) broken.set(word, `${path} at ${width} px, ${textSize} % text, ${spacing} spacing: ${shown}`);
            }
          }
        // BROKEN_WORDS_RECORD=<file>: each page's broken words as a line of JSON, to write the list anew.
        if (process.env.BROKEN_WORDS_RECORD)
          appendFileSync(
            process.env.BROKEN_WORDS_RECORD,
            `${JSON.stringify({ path, words: [...broken.keys()].sort(), where: [...broken.values()] })}\n`,
          );
        const known = new Set(knownBroken[path] ?? []);
        for (const [word, where] of broken) if (!known.has(word)) problems.push(`a word broken inside itself: ${where}`);
        for (const word of known)
          if (!broken.has(word)) problems.push(`${path}: "${word}" breaks no more; take it off e2e/broken-words-known.json`);
        await showChoices(page, {});
        await page.addStyleTag({ content: textSpacingStyles });
        await page.setViewportSize({ width: 390, height });
        problems.push(...reflowProblems(`${path} at 390 px with WCAG text spacing`, await measureReflow(page)));
        expect(problems).toEqual([]);
      });
    }
  }

  for (const [path, openMenu] of [
    ['/', 'Menü öffnen'],
    ['/en', 'Open menu'],
  ] as const) {
    test(`the open mobile menu on ${path} fits 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height });
      await page.goto(path);
      await page.getByRole('button', { name: openMenu }).click();
      // Measured once it has slid in.
      await expect(page.locator(`#${mobileMenuId}`)).toHaveCSS('transform', 'none');
      expect(reflowProblems(`the mobile menu on ${path} at 320 px`, await measureReflow(page, `#${mobileMenuId}`))).toEqual([]);
    });
  }
});
