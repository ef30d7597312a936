import { expect, test } from './fixtures';
import { english } from './routes';

// See src/gatsby/ssr/emotion-critical-css.tsx: the server writes Emotion's styles into <head>, and the
// forms' Emotion adopts them where they are instead of inserting or moving them (src/islands/forms/server-styles-cache.ts).
test.describe('server-rendered styles', () => {
  for (const path of ['/', '/team', '/contact', '/erstgespraech', '/services', english('/team')]) {
    test(`${path}: styles are in <head>, adopted on hydration without a second copy, a move or a console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Remembers the style elements of the server's HTML, before any script of the page runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverStyles: Set<Element> }).serverStyles = new Set(document.querySelectorAll('style'));
          (window as unknown as { headOrder: Element[] }).headOrder = [...document.head.children];
        });
      });
      await page.goto(path);

      const styles = await page.evaluate(() => {
        const { serverStyles, headOrder } = window as unknown as { serverStyles: Set<Element>; headOrder: Element[] };
        const added = [...document.querySelectorAll('style')].filter((style) => !serverStyles.has(style));
        return {
          inHead: [...serverStyles].filter((style) => style.closest('head') && style.getAttribute('data-server-styles')?.startsWith('css'))
            .length,
          // The head as the server wrote it, in its order (what the browser added comes after it).
          headKept: [...document.head.children].slice(0, headOrder.length).every((element, index) => element === headOrder[index]),
          inBody: [...serverStyles].filter((style) => style.closest('body')).length,
          rulesAddedByBrowser: added.reduce((sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0),
        };
      });
      expect(styles.inHead).toBeGreaterThanOrEqual(2);
      expect(styles.inBody).toBe(0);
      expect(styles.headKept).toBe(true);
      expect(styles.rulesAddedByBrowser).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('the request inserts no style on its way to the check: its steps and the check are styled by the server (issue 32)', async ({
    page,
  }) => {
    await page.goto('/erstgespraech');
    const rulesNow = () => page.evaluate(() => [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0));
    const atStart = await rulesNow();
    const main = page.getByRole('main');
    for (let step = 2; step <= 4; step++) {
      await main.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(main.getByText(`Schritt ${step} von 5`, { exact: true })).toBeVisible();
    }
    await page.getByLabel(/^Ihr Name/).fill('Eva Muster');
    await page.getByLabel(/^E-Mail-Adresse/).fill('eva@example.ch');
    await main.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(main.getByText('Schritt 5 von 5', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Ändern/ }).first()).toHaveCSS('text-decoration-line', 'underline');
    expect(await rulesNow()).toBe(atStart);
  });

  test('the page is styled before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/team');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    await expect(page.locator('#team-mara')).toHaveCSS('border-radius', '20px');
    await expect(page.locator('#team-mara img')).toHaveJSProperty('complete', true);
    await context.close();
  });
});
