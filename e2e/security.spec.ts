import { expect, test, watchCspViolations, untilHydrated } from './fixtures';
import { endpoint, mailWithSubject } from './outbox';

test.describe('security headers', () => {
  test('every page answers with the security headers and exactly one strict CSP', async ({ request }) => {
    for (const path of ['/', '/en', '/team', '/en/contact', '/interdisziplinaere-fallaufbereitung', '/en/zielgruppe']) {
      const response = await request.get(path);
      const headers = response.headersArray();
      const policies = headers.filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(policies, path).toHaveLength(1);
      const scriptSrc = policies[0]?.value.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain('sha256-');
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      const styleElements = policies[0]?.value.split(';').find((directive) => directive.trim().startsWith('style-src-elem')) ?? '';
      expect(styleElements, path).toContain('sha256-');
      expect(styleElements, path).not.toContain('unsafe-inline');
      const all = response.headers();
      expect(all['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(all['x-content-type-options']).toBe('nosniff');
      expect(all['x-frame-options']).toBe('DENY');
      expect(all['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(all['permissions-policy']).toContain('camera=()');
    }
  });

  test('missing pages carry their policy in the page itself, not a second header', async ({ request, page }) => {
    const response = await request.get('/en/nothing-here');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toBeUndefined();
    expect(await response.text()).toContain('http-equiv="Content-Security-Policy"');
    const violations = await watchCspViolations(page);
    await page.goto('/gibt-es-nicht');
    await expect(page.getByText('Oops! Seite nicht gefunden')).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kompetenzzentrum für Neurodivergenz');
    expect(await violations()).toEqual([]);
  });

  test("caching: pages revalidate, hashed scripts are immutable, Gatsby's page data is not there", async ({ request, page }) => {
    const html = await request.get('/team');
    expect(html.headers()['cache-control']).toContain('max-age=0');
    expect((await request.get('/page-data/team/page-data.json')).status()).toBe(404);
    await page.goto('/team');
    const bundle = await page.locator('script[src^="/islands/site-"]').getAttribute('src');
    const script = await request.get(bundle ?? '');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('no CSP violation while browsing from page to page', async ({ page }) => {
    // Six pages, each loaded and its scripts run: 27-32 s on 2 cores beside another worker.
    test.slow();
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Unser Angebot entdecken' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Angebot');
    await page.getByRole('main').getByRole('link').filter({ hasText: 'Mehr erfahren...' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching für neurodivergente Menschen');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await page.locator('#team-mara').getByRole('button').click();
    await page.getByRole('group', { name: 'Sprache' }).getByRole('link', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our team');
    await page.getByRole('banner').getByRole('link', { name: 'First consultation' }).click();
    // The form's own check (the alert) once its script runs; before that the browser's check answers.
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter your name.');
    await page.goto('/en/terms-and-conditions');
    expect(await violations()).toEqual([]);
  });
});

test.describe('search engines', () => {
  test('pages name their canonical address and language alternates; the home page describes the business', async ({ page }) => {
    await page.goto('/en/team');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/team$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/team$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/team$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
    await page.goto('/');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('ProfessionalService');
    expect(JSON.stringify(jsonLd['address'])).toContain('Dietikon');
    await page.goto('/zielgruppe');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the sitemap lists public pages in both languages and leaves internal ones out', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/en/neurodivergent-coaching</loc>');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('zielgruppe');
    expect(xml).not.toContain('icon-preview');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  });
});

test.describe('posts from another site', () => {
  test('a page elsewhere that posts our contact form gets the error page that says why, and nothing is sent', async ({ page, baseURL }) => {
    const subject = `Fremde Seite ${Date.now()}`;
    // The other site is served by the test itself (nothing leaves this machine); its form posts to our function.
    await page.route('http://other-site.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}${endpoint}"><input name="name" value="Mallory"><input name="email" value="m@example.ch">
          <input name="subject" value="${subject}"><input name="message" value="Hallo"><input name="language" value="en"><button>Send</button></form>`,
      }),
    );
    await page.goto('http://other-site.test/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/contact\/error\?error=cross_site$/);
    await expect(page.getByText('The form was sent to us from another website. To protect you, we did not accept it.')).toBeVisible();
    expect(mailWithSubject(subject)).toBeUndefined();
  });
});
