/**
 * Interaction to Next Paint of the site's own controls, measured the way a slow phone feels them:
 * Chromium as a 390 px touch phone (3 device pixels per CSS pixel, taps) with the CPU slowed 4x (`--cpu-rate`)
 * (DevTools' CPU throttling), the control tapped as a finger taps it (held, after the visitor has
 * read it), each named scenario run
 * several times on a fresh page of the built site, each run's latency read from the Event Timing
 * API (the longest event of the interaction, as INP counts it), and the median per scenario
 * judged against the budget. `npm run bench` runs it after Lighthouse; `--inp-only` runs it alone.
 *
 * A scenario is data: add one to `interactionScenarios` (the page, what to do before, the one
 * input to measure) and every bench run measures it.
 */
import type { AddressInfo } from 'node:net';
import { type Browser, type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { mobileMenuId } from '../src/html/dom-contracts';

export const inpBudgetMs = 100;
/**
 * How much the CPU is slowed: 4x, as the budget was set. The figure is relative to the host: the same
 * build measured over 100 ms on a busy host (load 1.9, benchmarkIndex about 1000) and about 50 ms on
 * a quiet one (about 2100). `--cpu-rate 8` on a quiet host gives the busy host's conditions again.
 */
export const defaultCpuRate = 4;
/** The Event Timing API reports events that take this long or longer (16 ms is its smallest threshold). */
const durationThresholdMs = 16;

export interface InteractionScenario {
  name: string;
  /** The page the scenario starts on, a path of the site. */
  path: string;
  /** Not measured, before the page loads: answers for what the page asks the functions as it loads. */
  beforeLoad?: (page: Page) => Promise<void>;
  /** Not measured: brings the page to where the interaction starts (e.g. opens the menu before closing it). */
  prepare?: (page: Page) => Promise<void>;
  /** The control of the one interaction measured: the visitor taps it. */
  tapped: (page: Page) => Locator;
  /**
   * The visitor's first tap: nothing waits for the page's islands to wake. The page loads, the control is
   * scrolled to (which wakes a form below the screen), and the finger comes as for every tap.
   */
  firstTap?: boolean;
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Menü (öffnen|schliessen)$/ });
const openMenu = async (page: Page) => {
  await menuButton(page).tap();
  await page.locator(`#${mobileMenuId}[data-open="true"]`).waitFor();
  // The menu slides in for 0.3 s; the next input comes after it, as a visitor's would.
  await page.waitForTimeout(400);
};
const settingsButton = (page: Page) => page.locator(`#${mobileMenuId}`).getByRole('button', { name: 'Darstellung' });
const openSettings = async (page: Page) => {
  await openMenu(page);
  await settingsButton(page).tap();
  await page.getByRole('radio', { name: 'Dunkel' }).waitFor();
};

/** The n-th team card's button ("Mehr erfahren …", or "Zurück" while its biography is open). */
const teamToggle = (page: Page, index: number) => page.locator('button[data-label-more]').nth(index);

const requestButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
/** Goes to step `step` of the request (1 is where it starts), as a visitor taps "Weiter". */
/** What the booking function answers for the form: eight free times, written out as it writes them. */
const benchFreeTimes = {
  mode: 'booking',
  slots: Array.from({ length: 8 }, (_, index) => ({
    id: `2026-12-0${1 + Math.floor(index / 4)}T${String(8 + (index % 4)).padStart(2, '0')}00Z`,
    words: `Dienstag, ${1 + Math.floor(index / 4)}. Dezember, ${9 + (index % 4)}:00–${9 + (index % 4)}:45, in Dietikon oder online`,
  })),
};

const toRequestStep = async (page: Page, step: number) => {
  for (let current = 1; current < step; current++) {
    await requestButton(page, 'Weiter').tap();
    await page.getByText(`Schritt ${current + 1} von 5`, { exact: true }).waitFor();
  }
};
/** The last question step, with a name and an address: "Weiter" leads to the check. */
const toRequestCheck = async (page: Page) => {
  await toRequestStep(page, 4);
  await page.getByLabel(/^Ihr Name/).fill('Eva Muster');
  await page.getByLabel(/^E-Mail-Adresse/).fill('eva@example.ch');
};

/** The header's controls and the site's heaviest ones on a phone (390 px shows the mobile menu). */
export const interactionScenarios: InteractionScenario[] = [
  { name: 'open the mobile menu', path: '/', tapped: (page) => menuButton(page) },
  { name: 'close the mobile menu', path: '/', prepare: openMenu, tapped: (page) => menuButton(page) },
  { name: 'open the display settings', path: '/', prepare: openMenu, tapped: (page) => settingsButton(page) },
  {
    name: 'choose a display option (dark colours)',
    path: '/',
    prepare: openSettings,
    tapped: (page) => page.getByRole('radio', { name: 'Dunkel' }),
  },
  {
    // The page behind the menu is skipped while the menu covers it (src/styles/display-css.ts): it catches up here.
    name: 'close the mobile menu after choosing dark colours',
    path: '/',
    prepare: async (page) => {
      await openSettings(page);
      await page.getByRole('radio', { name: 'Dunkel' }).tap();
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(400);
    },
    tapped: (page) => menuButton(page),
  },
  {
    // A later interaction than the first after the load, to compare with 'open the mobile menu'.
    name: 'open the mobile menu again (a later tap)',
    path: '/',
    prepare: async (page) => {
      await openMenu(page);
      await menuButton(page).tap();
      await page.locator(`#${mobileMenuId}[data-open="false"]`).waitFor({ state: 'attached' });
      await page.waitForTimeout(400);
    },
    tapped: (page) => menuButton(page),
  },
  {
    name: 'open a team biography',
    path: '/team',
    tapped: (page) => teamToggle(page, 0),
  },
  {
    // A later interaction, to compare with the first: another biography, after one was opened and closed.
    name: 'open a team biography again (a later tap)',
    path: '/team',
    prepare: async (page) => {
      await teamToggle(page, 1).tap();
      await teamToggle(page, 1).tap();
      await page.locator('button[data-label-more][aria-expanded="true"]').waitFor({ state: 'detached' });
    },
    tapped: (page) => teamToggle(page, 0),
  },
  {
    name: 'submit the empty contact form',
    path: '/contact',
    tapped: (page) => page.getByRole('button', { name: 'Nachricht senden' }),
  },
  {
    name: 'submit the empty contact form: the first tap, the form just scrolled to',
    path: '/contact',
    firstTap: true,
    tapped: (page) => page.getByRole('button', { name: 'Nachricht senden' }),
  },
  {
    // Before the form wakes it has no "Weiter" (without JavaScript every question is on the page): an answer is its first tap.
    name: 'request: tick an answer: the first tap, the form just scrolled to',
    path: '/erstgespraech',
    firstTap: true,
    tapped: (page) => page.getByText('Für mein Kind', { exact: true }),
  },
  // The first-consultation request (/erstgespraech): every kind of step, answer and error of the flow.
  { name: 'request: tick an answer', path: '/erstgespraech', tapped: (page) => page.getByText('Für mein Kind', { exact: true }) },
  { name: 'request: continue to the next step', path: '/erstgespraech', tapped: (page) => requestButton(page, 'Weiter') },
  {
    name: 'request: insert a sentence starter',
    path: '/erstgespraech',
    prepare: (page) => toRequestStep(page, 3),
    tapped: (page) => page.getByRole('button', { name: /^Satzanfang einfügen/ }).first(),
  },
  {
    name: 'request: choose a free time',
    path: '/erstgespraech',
    // The benchmark serves the built files only: the form asks the booking function as it loads; this is its list (8 times).
    beforeLoad: async (page) => {
      await page.route(
        (url) => url.pathname === '/.netlify/functions/booking' && url.searchParams.has('times'),
        (route) => route.fulfill({ json: benchFreeTimes }),
      );
    },
    prepare: async (page) => {
      await toRequestStep(page, 2);
      await page.locator('[data-free-times] input').first().waitFor();
    },
    tapped: (page) => page.locator('[data-free-times] label').first(),
  },
  {
    name: 'request: back a step',
    path: '/erstgespraech',
    prepare: (page) => toRequestStep(page, 2),
    tapped: (page) => requestButton(page, 'Zurück'),
  },
  {
    name: 'request: continue without a name (the problems show)',
    path: '/erstgespraech',
    prepare: (page) => toRequestStep(page, 4),
    tapped: (page) => requestButton(page, 'Weiter'),
  },
  {
    name: 'request: to the check of all answers',
    path: '/erstgespraech',
    prepare: toRequestCheck,
    tapped: (page) => requestButton(page, 'Weiter'),
  },
  {
    name: 'request: change an answer from the check',
    path: '/erstgespraech',
    prepare: async (page) => {
      await toRequestCheck(page);
      await requestButton(page, 'Weiter').tap();
      await page.getByText('Schritt 5 von 5', { exact: true }).waitFor();
    },
    tapped: (page) => page.getByRole('button', { name: /^Ändern/ }).first(),
  },
  {
    name: 'request: send (the answer held back)',
    path: '/erstgespraech',
    prepare: async (page) => {
      // The benchmark serves the built files only: the function's answer never comes, so only the tap is measured.
      await page.route('**/.netlify/functions/**', () => undefined);
      await toRequestCheck(page);
      await requestButton(page, 'Weiter').tap();
      await page.getByText('Schritt 5 von 5', { exact: true }).waitFor();
    },
    tapped: (page) => requestButton(page, 'Anfrage senden'),
  },
];

/** What the page collects from the tap on (observeEvents), read after it (readLatency). */
interface ObservedEvents {
  /** Each Event Timing entry of an interaction: its duration, input delay and processing, in ms. */
  entries: { duration: number; delay: number; processing: number }[];
  clicks: number;
}

/**
 * Collects the Event Timing entries of interactions (those with an interactionId) from now on, and
 * counts the clicks: a tap that hits nothing has no entry either, and must not read as a fast one.
 */
async function observeEvents(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const observed: ObservedEvents = { entries: [], clicks: 0 };
    (window as unknown as { observed: ObservedEvents }).observed = observed;
    document.addEventListener('click', () => (observed.clicks += 1), { capture: true, passive: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (entry.interactionId > 0)
          observed.entries.push({
            duration: entry.duration,
            delay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
          });
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, durationThresholdMs);
}

/**
 * One run's latency, and where it went (Event Timing's parts of the longest event): from the input to
 * its handlers (the input delay: the browser's own work for a tap, and any task in the way), the
 * handlers (processing), and from them to the next frame on the screen (presentation: style,
 * layout, paint and compositing; it also takes the rounding of the duration to 8 ms).
 */
export interface Latency {
  ms: number;
  /** Undefined when the interaction stayed below the threshold: the browser then reports no entry. */
  parts?: { delayMs: number; processingMs: number; presentationMs: number };
}

/** The interaction's latency: its longest event; below the threshold the browser reports none, and it counts as the threshold. */
async function readLatency(page: Page): Promise<Latency> {
  // Entries arrive after the next paint; two frames and a pause let them all come in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  const { entries, clicks } = await page.evaluate(() => (window as unknown as { observed: ObservedEvents }).observed);
  if (clicks === 0) throw new Error('the tap reached no control (no click)');
  const longest = entries.reduce<ObservedEvents['entries'][number] | undefined>(
    (found, entry) => (found && found.duration >= entry.duration ? found : entry),
    undefined,
  );
  if (!longest) return { ms: durationThresholdMs };
  const delayMs = Math.round(longest.delay);
  const processingMs = Math.round(longest.processing);
  return { ms: longest.duration, parts: { delayMs, processingMs, presentationMs: longest.duration - delayMs - processingMs } };
}

/** From the control scrolled into view to the finger on it. */
const settleMs = 500;
/** How long a finger rests on the glass in a tap (typical taps last 50 to 150 ms). */
const tapHoldMs = 80;

/**
 * A tap as a finger makes it: down, held, up. Playwright's `touchscreen.tap` sends the touch's start
 * and end together, so the click waited behind the press's own work and frame, which no finger's tap
 * does. Measured 2026-11-26 on one build, 5 alternating runs each, median INP: opening a team biography
 * 192 ms with Playwright's tap, 136 ms with this one; sending the empty contact form 136 and 96; "Weiter" 112 and 104.
 */
async function tapAsAFinger(cdp: CDPSession, x: number, y: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await new Promise((resolve) => setTimeout(resolve, tapHoldMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function measureOnce(browser: Browser, baseUrl: string, scenario: InteractionScenario, cpuRate: number): Promise<Latency> {
  // A fresh context each run: no stored settings or language, no warm caches from the run before.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await scenario.beforeLoad?.(page);
    await page.goto(baseUrl + scenario.path);
    if (!scenario.firstTap) {
      // A form below the screen wakes when the visitor scrolls (src/islands/react-island-element.ts):
      // the visitor scrolls to it first.
      if (await page.locator('react-island').count()) await page.locator('react-island > *').first().scrollIntoViewIfNeeded();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    await scenario.prepare?.(page);
    // The control is found and scrolled to before the measurement starts, then tapped where it is:
    // Playwright's locator and its tap's checks run in the page, on the same slowed CPU, which no
    // visitor's tap does. (Measured 2026-11-25: the medians moved little, so they were not the cost.)
    const control = scenario.tapped(page);
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${scenario.name}: the control to tap is not on the page`);
    // The finger comes half a second after the control scrolled into view, as a visitor's does once
    // they have read it. Tapped at once, the tap waited behind Playwright's own work in the page: its
    // injected script (72 ms of evaluation at CPU 4x on /team) and its checks across animation frames.
    await page.waitForTimeout(settleMs);
    await observeEvents(page);
    await tapAsAFinger(cdp, box.x + box.width / 2, box.y + box.height / 2);
    return await readLatency(page);
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  name: string;
  path: string;
  runsMs: number[];
  medianMs: number;
  /** Where the time of the median run went (of an even number of runs, the lower middle one). */
  medianParts?: Latency['parts'];
  /** The host's speed just before the scenario's runs (Lighthouse's benchmarkIndex). */
  hostIndex: number;
}

/**
 * The host's speed as Lighthouse measures it (its own benchmarkIndex function, on a blank page, the CPU
 * not slowed). Slowing the CPU 4x multiplies the host's own times, so an INP figure means little
 * without it: the same build measured 32-64 ms on 2026-11-24 and 56-200 ms on 2026-11-25.
 */
async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import('@lhci/cli/node_modules/lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Serves public/ (bench/serve-build.ts) on a free port and measures every scenario `runs` times. */
export async function measureInteractions(
  scenarios: readonly InteractionScenario[] = interactionScenarios,
  runs = 5,
  progress: (line: string) => void = () => {},
  cpuRate = defaultCpuRate,
): Promise<InteractionResult[]> {
  const { server } = await import('./serve-build');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const results: InteractionResult[] = [];
    for (const scenario of scenarios) {
      const hostIndex = await hostBenchmarkIndex(browser);
      const latencies: Latency[] = [];
      for (let run = 0; run < runs; run++) latencies.push(await measureOnce(browser, baseUrl, scenario, cpuRate));
      const runsMs = latencies.map((latency) => latency.ms);
      const medianRun = [...latencies].sort((a, b) => a.ms - b.ms)[Math.floor((latencies.length - 1) / 2)];
      progress(`${scenario.name}: ${runsMs.join(' · ')} ms (host benchmarkIndex ${hostIndex})`);
      results.push({
        name: scenario.name,
        path: scenario.path,
        runsMs,
        medianMs: median(runsMs),
        medianParts: medianRun?.parts,
        hostIndex,
      });
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

export const interactionsNote = (cpuRate = defaultCpuRate) =>
  `Interaction to Next Paint: Chromium at 390 px, CPU slowed ${cpuRate}x, a finger's tap (held ${tapHoldMs} ms, ${settleMs} ms after the control scrolled into view), the longest Event Timing entry of each interaction (under ${durationThresholdMs} ms the browser reports none: shown as ${durationThresholdMs}), median of each scenario's runs, and where the median run's time went (the entry's input delay, processing, and the rest until the next frame is shown); budget ${inpBudgetMs} ms.`;

export function interactionsTable(results: readonly InteractionResult[]): string {
  return [
    '| interaction | page | INP ms (median) | ms of each run | median run: input delay · processing · presentation ms | host benchmarkIndex |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ name, path, runsMs, medianMs, medianParts, hostIndex }) =>
        `| ${name} | ${path} | ${medianMs > inpBudgetMs ? `**${medianMs}**` : medianMs} | ${runsMs.join(' · ')} | ${
          medianParts ? `${medianParts.delayMs} · ${medianParts.processingMs} · ${medianParts.presentationMs}` : 'below 16'
        } | ${hostIndex} |`,
    ),
  ].join('\n');
}

export const overInpBudget = (results: readonly InteractionResult[]) => results.filter((result) => result.medianMs > inpBudgetMs);
