import { expect, test } from './fixtures';

// See src/gatsby/post-build/scripts-after-paint.ts: the text comes first, the JavaScript right after.
test.describe('loading order', () => {
  for (const path of ['/', '/en/team', '/contact']) {
    test(`${path}: the page is painted before its JavaScript is requested, then React takes over`, async ({ page }) => {
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        return { paint: paint?.startTime ?? null, scripts };
      });
      expect(timing.paint).not.toBeNull();
      expect(timing.scripts).toHaveLength(3);
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    });
  }
});
