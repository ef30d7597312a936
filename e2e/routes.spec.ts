import { expect, test } from './fixtures';
import { english, routes } from './routes';

test.describe('every route in both languages', () => {
  for (const route of routes) {
    // Both languages in one test: what the German page says is what the English one must not repeat.
    test(`${route} and ${english(route)} answer 200 in their language with a heading, and a title and a description of their own`, async ({
      page,
    }) => {
      const seen: { title: string; description: string | null }[] = [];
      for (const [language, path] of [
        ['de', route],
        ['en', english(route)],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, path).toBeGreaterThan(30);
        seen.push({ title: await page.title(), description });
      }
      const [german, englishPage] = seen;
      expect(englishPage?.title, 'the English title').not.toBe(german?.title);
      expect(englishPage?.description, 'the English description').not.toBe(german?.description);
    });
  }

  test('an address with a trailing slash redirects (301) to the page without it, as Netlify does for name.html', async ({ request }) => {
    const pages = routes.flatMap((route) => [route, english(route)]).filter((page) => page !== '/');
    const wrong: string[] = [];
    for (const page of pages) {
      const response = await request.get(`${page}/`, { maxRedirects: 0 });
      if (response.status() !== 301 || response.headers().location !== page)
        wrong.push(`${page}/: ${response.status()} ${response.headers().location ?? ''}`);
    }
    expect(wrong).toEqual([]);
    const withQuery = await request.get('/team/?ref=mail', { maxRedirects: 0 });
    expect(withQuery.headers().location).toBe('/team?ref=mail');
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the English legal page shows the English file, not the German one', async ({ page }) => {
    await page.goto('/en/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
    await expect(page.getByText('Haftung', { exact: false })).toHaveCount(0);
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await page.goto('/en/datenschutz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByText('October 2025')).toBeVisible();
  });

  test('pages work without JavaScript: the server-rendered page is fully visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/neurodivergent-coaching');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('main')).not.toHaveCSS('opacity', '0');
    await expect(page.getByRole('link', { name: 'Kostenlose Beratung vereinbaren' })).toBeVisible();
    await context.close();
  });
});

test.describe('not found', () => {
  for (const [language, path, heading, link, home] of [
    ['de', '/gibt-es-nicht', 'Oops! Seite nicht gefunden', 'Zurück zur Startseite', '/'],
    ['en', '/en/does-not-exist', 'Oops! Page not found', 'Back to the home page', '/en'],
  ] as const) {
    test(`an unknown ${language} path answers 404 with a way home`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText(heading)).toBeVisible();
      await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', home);
      await expect.poll(() => errors.some((error) => error.includes(path))).toBe(true);
    });
  }
});
