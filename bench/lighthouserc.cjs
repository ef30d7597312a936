/**
 * Lighthouse CI (@lhci/cli): which pages, how often, in which Chrome, and the budgets every public
 * page must meet. `npm run bench` runs it on the local build; docs/benchmark.md shows how to
 * run the same file against a Netlify deploy preview (`lhci autorun --config=bench/lighthouserc.cjs`).
 *
 *   BENCH_SITE_URL measure a deployed site (e.g. https://deploy-preview-42--<site>.netlify.app)
 *                  instead of the local build; it has no zero-JavaScript twins.
 *   BENCH_PAGES    a comma-separated subset of the pages, e.g. /,/en,/team
 *   BENCH_CPU      how much slower the simulated phone's CPU is (default 4, Lighthouse's mobile; 6 for a cheap phone)
 *   BENCH_NOISE_FLOOR=1  measure each twin twice, the second time under /zero-js-again (`npm run bench -- --noise-floor`)
 *   BENCH_REVERSED=1     each page's addresses in reverse order (that run alternates it round by round)
 */

// Every listed page in German and English, from the site's one routes module (TypeScript, loaded through tsx).
const { require: requireTs } = require('tsx/cjs/api');
const { listedPagesInEveryLanguage } = requireTs('../src/site/site-routes.ts', __filename);
// The twins' addresses, as bench/serve-build.ts answers them.
const { twinPrefix, twinAgainPrefix } = requireTs('./zero-js-twin.ts', __filename);
const pages = listedPagesInEveryLanguage();

const deployed = process.env.BENCH_SITE_URL?.replace(/\/$/, '');
const local = `http://127.0.0.1:${process.env.BENCH_PORT ?? 9920}`;
const measured = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : pages;
// Each page and its twin; for the noise floor the twin again, and then the order of the three
// reversed every other round, so that neither twin is always measured next to the page.
const twins = process.env.BENCH_NOISE_FLOOR === '1' ? [twinPrefix, twinAgainPrefix] : [twinPrefix];
const localUrls = (page) => {
  const urls = [local + page, ...twins.map((prefix) => local + prefix + page)];
  return process.env.BENCH_REVERSED === '1' ? urls.reverse() : urls;
};
// Netlify's deploy previews and branch deploys (name--site.netlify.app) are kept out of search
// engines on purpose (robots.txt, see netlify.toml). Lighthouse's "is-crawlable" audit counts that
// against SEO, so it is left out there; production and the local build keep it.
const preview = /^https:\/\/[^/]+--[^/]+\.netlify\.app$/.test(deployed ?? '');

/**
 * Chrome's own features that are off. The first ten are chrome-launcher's defaults (Chrome keeps
 * only the last --disable-features flag, so this one has to repeat them). The omnibox ones: even
 * headless, Chrome 156 preloads its address-bar dropdown in a renderer of its own, which worked for
 * up to 24 ms at a time during measured loads; a page with no JavaScript measured over 50 ms of
 * blocking time in 6 of 24 runs with it, and in 1 of 24 without it.
 */
const disabledFeatures = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Median of the runs, as Lighthouse's variability guidance advises, for every budget. */
const median = (options) => ['error', { ...options, aggregationMethod: 'median' }];

const cpuSlowdown = Number(process.env.BENCH_CPU || 4);

module.exports = {
  ci: {
    collect: {
      // Each page, then its zero-JavaScript twin (same HTML, scripts taken out), as localUrls says.
      url: deployed ? measured.map((page) => deployed + page) : measured.flatMap(localUrls),
      startServerCommand: deployed ? undefined : 'tsx bench/serve-build.ts',
      startServerReadyPattern: 'serving public/',
      // `npm run bench` collects in rounds of one run instead, each page and then its twin (bench/run.ts).
      numberOfRuns: 5,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        // Lighthouse's default: mobile, simulated slow 4G and a 4x slower CPU. CI runs as root.
        chromeFlags: ['--no-sandbox', '--disable-gpu', `--disable-features=${disabledFeatures.join(',')}`].join(' '),
        // Lighthouse's mobile throttling (slow 4G), the CPU as BENCH_CPU says.
        throttling: {
          rttMs: 150,
          throughputKbps: 1638.4,
          requestLatencyMs: 562.5,
          downloadThroughputKbps: 1474.56,
          uploadThroughputKbps: 675,
          cpuSlowdownMultiplier: cpuSlowdown,
        },
        // The page's screenshot after the load is for reports' element thumbnails, which no budget reads: about 1 s
        // of each run's 13 here (three runs of /team each way: 12.4-13.7 s with it, 11.7-12.5 s without).
        disableFullPageScreenshot: true,
        ...(preview ? { skipAudits: ['is-crawlable'] } : {}),
      },
    },
    assert: {
      assertMatrix: [
        {
          // The twins are the reference, not the product: no budgets.
          matchingUrlPattern: `^(?!.*(${twinPrefix}|${twinAgainPrefix})(/|$))`,
          assertions: {
            'categories:performance': median({ minScore: 0.98 }),
            'categories:accessibility': median({ minScore: 1 }),
            'categories:best-practices': median({ minScore: 1 }),
            'categories:seo': median({ minScore: 1 }),
            'cumulative-layout-shift': median({ maxNumericValue: 0.01 }),
            // Locally blocking time and LCP are judged against each page's twin measured in the same
            // run, by `npm run bench` (bench/lhci-results.ts), not here: the shared 2-core machine moves
            // the twin itself by about 80 ms of blocking time between runs. A deployed site has no twins.
            ...(deployed
              ? { 'largest-contentful-paint': median({ maxNumericValue: 1500 }), 'total-blocking-time': median({ maxNumericValue: 50 }) }
              : {}),
            // All JavaScript fetched during the load, chunks requested when idle too, in bytes gzip.
            'resource-summary:script:size': median({ maxNumericValue: 105000 }),
          },
        },
      ],
    },
    upload: {
      target: 'filesystem',
      outputDir: cpuSlowdown === 4 ? 'bench/lhci' : `bench/lhci-cpu${cpuSlowdown}`,
    },
  },
};
