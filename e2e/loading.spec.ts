import { expect, test } from './fixtures';

// See src/gatsby/post-build/islands.ts: no page loads Gatsby's runtime; every page loads the small
// site island, and only pages with a form load the forms' bundle (their React components, run by
// Preact), after the text has been painted, and below the screen only once the visitor scrolls
// (src/islands/site/forms-on-demand.ts).
const gatsbyRuntime = /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/;

test.describe('loading order', () => {
  for (const path of ['/', '/en/team', '/datenschutz']) {
    test(`${path}: no forms' bundle and no Gatsby runtime, only the site island, after the first paint`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((script) => gatsbyRuntime.test(script))).toEqual([]);
      expect(scripts).toEqual([expect.stringMatching(/^\/islands\/site-[\w-]+\.js$/)]);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        site: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/islands/site-'))?.startTime ?? null,
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.site).toBeGreaterThanOrEqual(timing.paint!);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    });
  }

  for (const [path, bundle] of [
    ['/contact', /\/islands\/forms-de-[\w-]+\.js$/],
    ['/en/erstgespraech', /\/islands\/forms-en-[\w-]+\.js$/],
  ] as const) {
    test(`${path}: the page is painted before the forms' bundle is requested, then the form takes over`, async ({ page }) => {
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime }));
        return { paint: paint?.startTime ?? null, scripts };
      });
      expect(timing.paint).not.toBeNull();
      const forms = timing.scripts.filter((script) => bundle.test(script.name));
      expect(forms).toHaveLength(1);
      expect(forms[0]!.start).toBeGreaterThanOrEqual(timing.paint!);
      expect(timing.scripts.filter((script) => gatsbyRuntime.test(script.name))).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('form[novalidate]')).toHaveCount(1);
    });
  }

  test('/erstgespraech on a phone: the forms bundle is fetched ahead, and starts only when the visitor scrolls towards the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => /\/islands\/forms-/.test(request.url()) && scripts.push(request.resourceType()));
    await page.goto('/erstgespraech', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    // Fetched ahead (a prefetch), but not run: the form is the server's, and works as it is.
    expect(scripts).toEqual(['other']);
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="/islands/forms-"]').length)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByText('Teil 1 von 4', { exact: true })).toBeAttached();
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText('Schritt 1 von 5', { exact: true })).toBeVisible();
    await expect(page.locator('form[novalidate]')).toHaveCount(1);
  });
});
