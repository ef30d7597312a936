import { expect, test } from './fixtures';
import { english, phone, routes } from './routes';
import { axeViolations } from './axe';
import { showChoices } from './display-choices';

/** Light is the default's palette (src/styles/display-css.test.ts): the default's run covers it. */
const themes = ['dark', 'calm', 'contrast'] as const;
const colourRules = ['color-contrast', 'link-in-text-block'];

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const route of routes) {
    for (const path of [route, english(route)]) {
      test(`${path} has no violations, and none of colour in the dark, calm and contrast themes`, async ({ page }) => {
        await page.goto(path);
        const found = await axeViolations(page);
        // A theme changes the palette's variables and nothing else (src/styles/display-css.test.ts), so switching it on
        // the loaded page shows what a visitor who chose it sees; only the colour rules can tell the themes apart. One
        // page load for all four: the themes' own loads were a fifth of the browser tests' time.
        for (const theme of themes) {
          await showChoices(page, { theme });
          // The high-contrast theme promises WCAG AAA's 7:1.
          const rules = theme === 'contrast' ? [...colourRules, 'color-contrast-enhanced'] : colourRules;
          found.push(...(await axeViolations(page, { rules })).map((violation) => `${theme} ${violation}`));
        }
        expect(found).toEqual([]);
      });
    }
  }

  test('states a visitor reaches: open menu, open biography, form errors, 404', async ({ page }) => {
    // Four pages and four axe runs: about 29 s on 2 cores beside another worker.
    test.slow();
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/team');
    await page.locator('#team-mara').getByRole('button').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/en/missing');
    expect(await axeViolations(page)).toEqual([]);
  });
});
