import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Visitors click as soon as they see a button; a test does it faster. After each page load the
 * fixture waits until the page's scripts have taken over the server-rendered page (html[data-hydrated]),
 * unless JavaScript is off or the test asked for an early moment itself. A form below the screen
 * wakes when the visitor scrolls (src/islands/react-island-element.ts): the fixture scrolls a
 * pixel as a visitor would, and back to the top once the form has started.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'domcontentloaded' && options?.waitUntil !== 'commit') {
        await untilHydrated(page);
      }
      return response;
    };
    await use(page);
  },
});

/** Waits until the page's scripts have taken over, scrolling a pixel (and back) where a form waits for the visitor to scroll. */
export async function untilHydrated(page: Page) {
  // Until the site script has run, the page may still go to the stored language's address
  // (src/islands/site/stored-language.ts), and an evaluate then fails with the old page. A locator
  // waits across that navigation; the script marks <html data-site-script> only on a page it keeps.
  await page.locator('html[data-site-script]').waitFor({ state: 'attached' });
  const scrolled = await page.evaluate(() => {
    if (!document.querySelector('react-island[modules]') || window.scrollY > 0) return false;
    window.scrollBy({ top: 1, behavior: 'instant' });
    return true;
  });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if (scrolled) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

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

/** A colour (#rrggbb) as the browser computes it, e.g. "rgb(22, 27, 33)". */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
