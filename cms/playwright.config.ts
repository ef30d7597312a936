import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, failureEvidence } from '../playwright.config';

const root = path.resolve(__dirname, '..');

/**
 * Browser tests of the CMS: `npm run cms` on a scratch copy of content/ and static/ (a git
 * repository of its own, so a test can read `git diff` as a reviewer would), on loopback only.
 * The copy is made once, in the main process; workers inherit its path.
 */
const port = Number(process.env.E2E_CMS_PORT ?? 8880);
export const cmsURL = `http://127.0.0.1:${port}`;

if (!process.env.CMS_SCRATCH) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cms-scratch-'));
  for (const folder of ['content', 'static']) cpSync(path.join(root, folder), path.join(scratch, folder), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=CMS test', '-c', 'user.email=cms-test@example.com', 'commit', '-qm', 'content as in the repository');
  process.env.CMS_SCRATCH = scratch;
}

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties the output folder at the start, and the site's suite uses test-results/.
  outputDir: path.join(root, 'test-results-cms'),
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One CMS, one working tree: the tests edit it one after the other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: cmsURL,
    viewport: { width: 1400, height: 1000 },
    ...failureEvidence,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx cms/node/serve.ts',
    cwd: root,
    url: `${cmsURL}/admin/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', CMS_CONTENT_ROOT: process.env.CMS_SCRATCH ?? '' },
  },
});
