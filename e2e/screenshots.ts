import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type PageScreenshotOptions } from '@playwright/test';
import { showChoices } from './display-choices';

/**
 * A screenshot for people to look at, into the folder SHOTS_DIR names (as the CMS's specs do); none
 * is taken without it. A screenshot asserts nothing, and each costs a run about a second.
 */
export async function screenshotToLookAt(
  page: Page,
  name: string,
  { settleMs, ...options }: Omit<PageScreenshotOptions, 'path'> & { settleMs?: number } = {},
) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // `settleMs`: after a page's transitions; a screenshot mid-way shows two pages at once.
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot({ ...options, path: path.join(folder, `${name}.png`) });
}

/**
 * Screenshots to look at, at 320 px (100 and 150 % text, the site's display setting), 390 px (a common phone) and 1280 px, each after `scroll`
 * (to the part shown); at each, nothing may run off the screen. The display settings go back to their defaults after.
 */
export async function screenshotsAtEveryWidth(
  page: Page,
  name: string,
  { scroll = async () => {}, fullPage = false }: { scroll?: () => Promise<void>; fullPage?: boolean } = {},
) {
  for (const [width, textSize] of [
    [320, '100'],
    [320, '150'],
    [390, '100'],
    [1280, '100'],
  ] as const) {
    await showChoices(page, textSize === '100' ? {} : { 'text-size': textSize });
    await page.setViewportSize({ width, height: 900 });
    await scroll();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshotToLookAt(page, `${name}-${width}${textSize === '100' ? '' : `-text${textSize}`}`, { fullPage });
  }
  await showChoices(page, {});
}
