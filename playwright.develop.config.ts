import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, failureEvidence } from './playwright.config';

// `npm run develop`, as a developer starts it, on loopback: e2e/develop/ checks that it runs what
// production runs in the browser (the site script beside Gatsby's own client).
const port = Number(process.env.DEVELOP_PORT ?? 8896);

export default defineConfig({
  testDir: 'e2e/develop',
  // The dev server compiles a page when it is first asked for: seconds on 2 cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, ...failureEvidence, launchOptions: chromiumLaunchOptions },
  webServer: {
    command: `npx gatsby develop --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
