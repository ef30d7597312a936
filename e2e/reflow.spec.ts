import { expect, test } from './fixtures';
import { mobileMenuId } from '../src/html/dom-contracts';
import { measureReflow, reflowProblems, textSpacingStyles } from './reflow';
import { english, routes } from './routes';
import { showChoices } from './display-choices';

// WCAG 1.4.10 asks for 320 CSS px; 390 is a common phone, 768 a tablet, 1280 a laptop.
const widths = [320, 390, 768, 1280] as const;
const height = 800;

test.describe('reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12)', () => {
  // Readers apply text spacing as a user stylesheet or extension, which a page's CSP does not
  // govern; the test injects it as a style element, which the pages' strict style-src-elem refuses.
  test.use({ bypassCSP: true });
  for (const route of routes) {
    for (const path of [route, english(route)]) {
      test(`${path} fits every width without sideways scrolling or cut-off text`, async ({ page }) => {
        await page.goto(path);
        const problems: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({ width, height });
          problems.push(...reflowProblems(`${path} at ${width} px`, await measureReflow(page)));
        }
        // The display settings' largest text with wide spacing, on the page already loaded.
        await showChoices(page, { 'text-size': '150', spacing: 'wide' });
        for (const width of [320, 1280]) {
          await page.setViewportSize({ width, height });
          problems.push(...reflowProblems(`${path} at ${width} px with 150 % text and wide spacing`, await measureReflow(page)));
        }
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
