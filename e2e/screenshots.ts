import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

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
