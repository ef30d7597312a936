import { expect, test } from './fixtures';

// See plugins/react-islands: no page loads Gatsby's runtime; every page loads the small
// site script, and only pages with a form load the islands' modules (their React components, run by
// Preact), after the text has been painted, and below the screen only once the visitor scrolls
// (src/islands/react-island-element.ts).
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

  for (const [path, island, texts] of [
    ['/contact', /\/islands\/island-contact-form-\w+\.js$/, /\/islands\/texts-de-\w+\.js$/],
    ['/en/erstgespraech', /\/islands\/island-consultation-request-\w+\.js$/, /\/islands\/texts-en-\w+\.js$/],
  ] as const) {
    test(`${path}: the page is painted before the island's modules are requested, then the form takes over`, async ({ page }) => {
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime }));
        return { paint: paint?.startTime ?? null, scripts };
      });
      expect(timing.paint).not.toBeNull();
      // The runtime, the page's island and its language's texts, each once, none before the paint; no other island's.
      const modules = timing.scripts.filter((script) => /\/islands\/(hydrate-island|island-|texts-)/.test(script.name));
      expect(modules.map((script) => new URL(script.name).pathname)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/islands\/hydrate-island-\w+\.js$/),
          expect.stringMatching(island),
          expect.stringMatching(texts),
        ]),
      );
      expect(modules).toHaveLength(3);
      for (const script of timing.scripts.filter((script) => script.name.includes('/islands/')))
        expect(script.start).toBeGreaterThanOrEqual(timing.paint!);
      expect(timing.scripts.filter((script) => gatsbyRuntime.test(script.name))).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('form[novalidate]')).toHaveCount(1);
    });
  }

  test('/contact on a phone: a form whose top only shows at the bottom edge stays asleep through the load, and wakes as the visitor scrolls to it', async ({
    page,
  }) => {
    // Lighthouse's phone: the form's top at about 763 of 823 px, below the upper four fifths.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    const top = await page.locator('react-island form').evaluate((form) => form.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(823 * 0.8);
    expect(top).toBeLessThan(823);
    await page.waitForTimeout(1000);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await page.mouse.wheel(0, 200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('form[novalidate]')).toHaveCount(1);
  });

  test('/erstgespraech on a phone: nothing of the island is fetched until the visitor scrolls towards the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetched: string[] = [];
    page.on('request', (request) => /\/islands\/(?!site-)/.test(request.url()) && fetched.push(new URL(request.url()).pathname));
    await page.goto('/erstgespraech', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ready');
    // Not fetched, not run: each request costs the load's main thread; the form is the server's, and works as it is.
    expect(fetched).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    // Already as the steps will show it: step 1 only, so nothing folds up under the visitor as it wakes.
    // Counted as the steps will count (the script is there, only not awake yet), not as the parts of the page without it.
    await expect(page.getByText('Schritt 1 von 5', { exact: true })).toBeVisible();
    await expect(page.getByText('Teil 1 von 4', { exact: true })).toBeHidden();
    await expect(page.getByText('Schritt 2 von 5', { exact: true })).toBeAttached();
    await expect(page.getByText('Schritt 2 von 5', { exact: true })).toBeHidden();
    const formTop = await page.locator('react-island form').evaluate((form) => form.getBoundingClientRect().height);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Then its three modules and their chunks, side by side.
    const island = page.locator('react-island[name="consultation-request"]');
    const files = [...(await island.getAttribute('modules'))!.split(' '), ...(await island.getAttribute('chunks'))!.split(' ')];
    expect(files.length).toBeGreaterThan(3);
    expect(fetched).toEqual(expect.arrayContaining(files));
    await expect(page.getByText('Schritt 1 von 5', { exact: true })).toBeVisible();
    await expect(page.locator('form[data-enhanced]')).toHaveCount(1);
    // The same step 1, now with its "Weiter": the form grew by the buttons and the draft's note only, it did not fold.
    const formAfter = await page.locator('react-island form').evaluate((form) => form.getBoundingClientRect().height);
    expect(Math.abs(formAfter - formTop)).toBeLessThan(200);
    await expect(page.locator('form[novalidate]')).toHaveCount(1);
  });
});
