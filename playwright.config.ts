import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Tests run against the production build served exactly like `npm run serve`, on loopback only.
const port = Number(process.env.E2E_PORT ?? 8890);
export const baseURL = `http://127.0.0.1:${port}`;
/** The contact function writes here during e2e (no SendGrid key is set), and the tests read it. */
export const e2eOutbox = path.join(os.tmpdir(), 'neurodivergenz-e2e-outbox');
/** The team's calendar feed the booking function reads during e2e (e2e/calendar-feed-server.ts). */
export const calendarFeedOrigin = `http://127.0.0.1:${Number(process.env.E2E_FEED_PORT ?? 8894)}`;

/**
 * Debian's Chromium: test tools cannot download browsers on this network. Its old headless shell
 * (apt's chromium-headless-shell, the build Playwright itself runs headless tests in) where installed:
 * it runs the same tests in about half the time of the whole browser on 2 cores (83 tests: 5.5 to 3.1 min).
 * CHROME_PATH picks another, e.g. /usr/bin/chromium to watch a test with --headed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * What a failing test leaves in test-results/: a screenshot, and a trace of its retry. Recording a trace of every test
 * cost about a third of the browsers' time (the CMS's 17 tests: 280 s with, 189 s without); `--trace on` records one
 * for a test being looked into.
 */
export const failureEvidence = { trace: 'on-first-retry', screenshot: 'only-on-failure' } as const;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    ...failureEvidence,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      // The owner's figures count what the specs do: checked first, while nothing else counts this week.
      name: 'figures',
      testMatch: /figures\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'chromium',
      // The develop server's spec has a config of its own (playwright.develop.config.ts).
      testIgnore: [/calendar-outage\.spec\.ts/, /figures\.spec\.ts/, /develop\//],
      dependencies: ['figures'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // These switch the team's calendar feed for everyone: after all other tests, never beside them.
      name: 'calendar-outage',
      testMatch: /calendar-outage\.spec\.ts/,
      dependencies: ['chromium'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/calendar-feed-server.ts',
      url: `${calendarFeedOrigin}/health`,
      reuseExistingServer: !process.env.CI,
      env: { FEED_PORT: new URL(calendarFeedOrigin).port },
    },
    {
      command: 'npx tsx scripts/serve.mts',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        CONTACT_OUTBOX_DIR: e2eOutbox,
        CONTACT_TO: 'team@example.com',
        CONTACT_FROM: 'website@example.com',
        BOOKING_CALENDAR_FEEDS: `${calendarFeedOrigin}/team.ics`,
        // Every e2e booking comes from 127.0.0.1; the limit per network (3) is a unit test's (netlify/booking/booking-flow.test.ts).
        BOOKING_TIMES_PER_NETWORK: '10000',
      },
    },
  ],
});
