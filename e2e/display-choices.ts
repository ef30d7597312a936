import type { Page } from '@playwright/test';
import { type DisplayChoices, displaySettingNames } from '../src/display/settings';

/**
 * Display settings on the page already loaded, as a stored choice sets them (attributes on <html>, which only the CSS
 * reads: src/display/settings.ts), every setting not named back to its default; resolves once the transitions the change
 * starts (the header's colours) have ended. One page load then serves the default and each look.
 */
export async function showChoices(page: Page, choices: DisplayChoices) {
  await page.evaluate(
    async ({ chosen, settings }) => {
      for (const setting of settings) {
        const value = chosen[setting];
        if (value) document.documentElement.setAttribute(`data-${setting}`, value);
        else document.documentElement.removeAttribute(`data-${setting}`);
      }
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
    },
    { chosen: choices, settings: displaySettingNames },
  );
}
