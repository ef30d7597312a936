/**
 * Lighthouse 12 on Debian's Chromium: mobile form factor with Lighthouse's default simulated
 * throttling (its default config), four categories. One Chrome is reused for all runs (Lighthouse
 * opens a fresh tab and clears the origin's storage each run); if a run fails (Lighthouse's
 * NO_NAVSTART comes up now and then: a known Chrome flake whose advice is to run again), Chrome is
 * relaunched and, after one unmeasured run, the run tried once more, so one crashed browser does not
 * sink the whole benchmark.
 */
import type * as LH from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chrome (156 here) loads its omnibox dropdown, a chrome:// WebUI page, in a renderer of its own
 * even when headless; that renderer worked for up to 24 ms at a time during measured page loads,
 * on the same 2 cores. A page without JavaScript or CSS measured over 50 ms of blocking time in 6
 * of 24 runs (up to 118 ms) with it, and in 1 of 24 (62 ms) without it.
 */
export const disabledChromeFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * chrome-launcher's default flags already carry a `--disable-features` list, and Chrome honours
 * only the last flag of a name, so the features are added to that list rather than passed alone.
 */
export function disableFeaturesFlag(defaultFlags: readonly string[], features: readonly string[]): string {
  const defaults = defaultFlags.find((flag) => flag.startsWith('--disable-features='))?.slice('--disable-features='.length) ?? '';
  return `--disable-features=${[...defaults.split(','), ...features].filter(Boolean).join(',')}`;
}

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  /** Category scores 0-100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Per category, the ids of the audits that cost points (scored below 1). */
  failingAudits: Record<Category, string[]>;
  /** Lighthouse's measure of the CPU's speed during the run: a low one means a busy machine. */
  benchmarkIndex: number | null;
}

export interface LighthouseRunner {
  run: (url: string) => Promise<{ run: LighthouseRun; lhr: LH.Result }>;
  /**
   * Loads `url` once, unmeasured, in a tab of its own and closes it after `settled` resolves: it
   * fills the CDN stand-in with everything the page asks for, as a CDN edge has a site's files.
   * Lighthouse empties Chrome's own cache before each run, so the runs still load everything.
   */
  warmUp: <T>(url: string, settled: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

// Audits whose score counts; informative, manual and not-applicable ones have none to lose.
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

const percent = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);
const numeric = (lhr: LH.Result, id: string) => lhr.audits[id]?.numericValue ?? null;

export function summarize(lhr: LH.Result): LighthouseRun {
  const scores = {} as Record<Category, number | null>;
  const failingAudits = {} as Record<Category, string[]>;
  for (const category of categories) {
    const result = lhr.categories[category];
    scores[category] = percent(result?.score);
    failingAudits[category] = (result?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is LH.Result['audits'][string] => audit !== undefined && scoredModes.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  }
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    failingAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

/** Closes a tab and waits until Chrome no longer lists it, so the next run starts without it. */
async function closeTab(endpoint: string, id: string): Promise<void> {
  const closed = await fetch(`${endpoint}/close/${id}`);
  if (!closed.ok) throw new Error(`Chrome did not close the warm-up tab (${closed.status})`);
  for (let tries = 0; tries < 50; tries++) {
    const open = (await (await fetch(`${endpoint}/list`)).json()) as { id: string }[];
    if (!open.some((target) => target.id === id)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the warm-up tab was still open 5 s after closing it');
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  // Both packages are ESM only; a dynamic import loads them from this CommonJS-compiled script.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const flags = [...chromeFlags, disableFeaturesFlag(chromeLauncher.Launcher.defaultFlags(), disabledChromeFeatures)];
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  let chrome = await launch();

  const once = async (url: string) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return { run: summarize(result.lhr), lhr: result.lhr };
  };

  return {
    run: async (url) => {
      try {
        return await once(url);
      } catch (error) {
        console.error(`bench: Lighthouse run of ${url} failed (${String(error)}); relaunching Chrome and trying once more`);
        chrome.kill();
        chrome = await launch();
        // A new Chrome's first loads are slower (its font and code caches are cold): after one
        // relaunch /contact measured 66 and 59 ms of blocking time, where its other runs measured
        // 0-36 ms. So one unmeasured run first, as the warm-up does for the first Chrome.
        await once(url).catch((warmUpError: unknown) => console.error(`bench: the unmeasured run after the relaunch failed too (${String(warmUpError)})`));
        return once(url);
      }
    },
    warmUp: async (url, settled) => {
      // Chrome's DevTools HTTP endpoint opens and closes tabs without a protocol session.
      const endpoint = `http://127.0.0.1:${chrome.port}/json`;
      const opened = await fetch(`${endpoint}/new?${encodeURI(url)}`, { method: 'PUT' });
      if (!opened.ok) throw new Error(`Chrome did not open ${url} (${opened.status})`);
      const tab = (await opened.json()) as { id: string };
      return settled().finally(() => closeTab(endpoint, tab.id));
    },
    close: async () => {
      chrome.kill();
    },
  };
}
