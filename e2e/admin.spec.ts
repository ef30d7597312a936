import { expect, test } from '@playwright/test';
import { watchCspViolations } from './fixtures';
import { adminPolicy } from '../cms/node/admin-policy';

/**
 * The CMS as Netlify serves it from the build: its own policy, kept out of search engines, no
 * third-party host, and nothing of it in the public pages.
 */
test('/admin/ answers with its own CSP, noindex, and loads the CMS from this origin only', async ({ page, request, baseURL }) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const policies = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect(policies.map((policy) => policy.value)).toEqual([adminPolicy]);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const violations = await watchCspViolations(page);
  await page.goto('/admin/');
  // The hosted CMS signs in with GitHub (through Netlify); before that it asks nothing of anyone.
  await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});

test('the CMS is not in the sitemap and adds nothing to the public pages', async ({ page, request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/en/team']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((path) => path.startsWith('/admin') || /decap|cms\.js/.test(path))).toEqual([]);
});
