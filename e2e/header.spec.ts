import { expect, test } from './fixtures';
import { phone } from './routes';

test.describe('header', () => {
  test('is transparent at the top and solid once scrolled more than 10 px', async ({ page }) => {
    await page.goto('/neurodivergent-coaching');
    const header = page.getByRole('banner').locator('[data-scrolled]');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('has the entries, marks the current page and leads to the first consultation', async ({ page }) => {
    await page.goto('/team');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Leistungen', 'Team', 'Kontakt']);
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Erstgespräch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await page.getByRole('link', { name: /Zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('navigates client-side with a fade and opens each page at the top', async ({ page }) => {
    await page.goto('/services');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toHaveCSS('opacity', '1');
  });

  test('pages fade in after the first client-side navigation', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The animation code is not part of the load: it comes when the visitor points at a link.
    const loadedScripts = scripts.length;
    await expect(page.locator('html[data-transitions]')).toHaveCount(0);
    const team = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' });
    await team.hover();
    await page.locator('html[data-transitions="ready"]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(loadedScripts);
    const lowestOpacity = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let lowest = 1;
          const started = performance.now();
          const sample = () => {
            const main = document.getElementById('main');
            if (main) lowest = Math.min(lowest, Number(getComputedStyle(main).opacity));
            if (performance.now() - started < 1200) requestAnimationFrame(sample);
            else resolve(lowest);
          };
          requestAnimationFrame(sample);
        }),
    );
    await team.click();
    expect(await lowestOpacity).toBeLessThan(0.5);
    await expect(page.locator('main')).toHaveCSS('opacity', '1');
  });

  test('the home page scrolls to the element named by the hash', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await page.goto('/team');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompetenzzentrum für Neurodivergenz');
  });

  test('with reduced motion, page changes are instant', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team', { timeout: 500 });
    await expect(page.locator('main')).toHaveCSS('opacity', '1', { timeout: 500 });
    await context.close();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: phone });

  test('opens, closes, traps focus and closes on Escape and on choosing an entry', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await open.click();
    const close = page.getByRole('button', { name: 'Menü schliessen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Leistungen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Erstgespräch' })).toBeVisible();

    // Tab cycles inside the header while the menu is open.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('is in English on English pages', async ({ page }) => {
    await page.goto('/en/team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Services' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the contact block, the legal links, this year and the version', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Riedstrasse 14')).toBeVisible();
    await expect(footer.getByText('8953 Dietikon')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+41/ })).toHaveAttribute('href', /^tel:\+41/);
    await expect(footer.getByRole('link', { name: 'Angebot' })).toHaveAttribute('href', '/angebot');
    for (const name of ['AGB', 'Impressum', 'Datenschutz', 'Cookies']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('v1.0.5');
  });
});
