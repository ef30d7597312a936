/**
 * `npm run develop` runs what production runs in the browser: on a phone-sized window the header's
 * menu opens, a display setting applies, a team biography opens, and the request form goes from step
 * to step, all on Preact as in production. Against Gatsby's dev server (playwright.develop.config.ts),
 * where Gatsby's own client renders the pages (its React aliased to Preact by plugins/react-islands)
 * and src/gatsby/browser/site-island-in-develop.ts starts the site script.
 */
import { expect, test } from '@playwright/test';
import { mobileMenuId } from '../../src/html/dom-contracts';

test.use({ viewport: { width: 390, height: 800 } });

test('the menu opens, and a display setting applies', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.locator(`#${mobileMenuId}`)).toHaveAttribute('data-open', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Darstellung' }).click();
  await page.getByRole('group', { name: 'Darstellung' }).getByRole('radio', { name: 'Dunkel' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a team biography opens', async ({ page }) => {
  await page.goto('/team');
  await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready', { timeout: 60_000 });
  const toggle = page.locator('#team-mara').getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#team-mara').getByText('Mitgliedschaften')).toBeVisible();
});

test('the request form goes from step to step', async ({ page }) => {
  await page.goto('/erstgespraech');
  await expect(page.locator('form[data-enhanced]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByText('Schritt 1 von 5')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Schritt 2 von 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wann und wo passt es Ihnen?' })).toBeFocused();
});

test('the page runs on Preact, as the built pages do, not on React', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  const runtime = await page.evaluate(() => {
    const form = document.querySelector('react-island form');
    return {
      // Preact keeps its tree on the element it rendered into (`_children`, shipped as `__k`);
      // React marks every element it owns with a `__reactFiber$…` key.
      preact: '__k' in (document.getElementById('___gatsby') ?? {}),
      react: form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber')),
    };
  });
  expect(runtime).toEqual({ preact: true, react: false });
});
