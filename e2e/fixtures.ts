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
      if (javaScriptEnabled !== false && options?.waitUntil !== 'domcontentloaded') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
