import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Visitors click as soon as they see a button; a test does it faster. After each page load the
 * fixture waits until React has taken over the server-rendered page (PageWrapper sets
 * html[data-hydrated]), unless JavaScript is off or the test asked for an early moment itself.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'domcontentloaded' && options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});

/** Collects CSP violations the browser reports, from the first script on. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleViolations.push(message.text());
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}
