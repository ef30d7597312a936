import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { english, phone, routes } from './routes';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const route of routes) {
    for (const path of [route, english(route)]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }

  test('states a visitor reaches: open menu, open biography, form errors, 404', async ({ page }) => {
    // Four pages and four axe runs: about 29 s on 2 cores beside another worker.
    test.slow();
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
    await page.goto('/team');
    await page.locator('#team-mara').getByRole('button').click();
    expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
    await page.goto('/en/missing');
    expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
  });
});
