import { expect, test } from './fixtures';

test.describe('language', () => {
  test('defaults to German without guessing from the browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/team');
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('the switch goes to the same page in the other language and remembers the choice', async ({ page }) => {
    await page.goto('/team');
    const switcher = page.getByRole('group', { name: 'Sprache' });
    await expect(switcher.getByRole('link', { name: 'DE' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/en\/team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our team');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // A later visit to a German address opens the English page.
    await page.goto('/impressum');
    await expect(page).toHaveURL(/\/en\/impressum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');

    await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    await page.goto('/team');
    await expect(page).toHaveURL(/\/team$/);
  });

  test('a stored value other than de or en is ignored', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
