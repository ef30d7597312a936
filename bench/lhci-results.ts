/**
 * Lighthouse CI's results as the benchmark's table (docs/benchmark.md): per page the median of its runs, as the budgets
 * in bench/lighthouserc.cjs judge them, with its zero-JavaScript twin's figures beside it; and the
 * timing budgets judged against the twin, which Lighthouse CI cannot do (its assertions see one URL
 * at a time). Pure: the reports and the assertion results come in, failures and Markdown go out.
 */
import { twinAgainPrefix, twinPrefix, twinPrefixOf } from './zero-js-twin';

/** The parts of a Lighthouse report (LHR) read here. */
export interface Report {
  requestedUrl: string;
  /** The host's speed as Lighthouse measures it at the start of each run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/** One entry of Lighthouse CI's .lighthouseci/assertion-results.json (failures only), or of overTwinFailures. */
export interface AssertionResult {
  url: string;
  auditId: string;
  auditProperty?: string;
  actual: number;
  expected: number;
  /** The twin's median, when the budget is relative to it. */
  twin?: number;
}

/**
 * The timing budgets of the local build, each against the page's twin measured in the same run: a
 * median may exceed the twin's by `maxOverTwin` ms, or be at most `maxRatio` times it. Relative
 * because a host's speed moves both alike (the shared 2-core machine moves the twin itself by about
 * 80 ms of blocking time between runs); what is left is what our JavaScript costs. Main-thread work
 * as a ratio: a slower host multiplies both. A deployed site has no twins: bench/lighthouserc.cjs
 * judges it by absolute budgets instead.
 */
export const overTwinBudgets: readonly { label: string; auditId: string; maxOverTwin?: number; maxRatio?: number }[] = [
  { label: 'TBT', auditId: 'total-blocking-time', maxOverTwin: 25 },
  { label: 'LCP', auditId: 'largest-contentful-paint', maxOverTwin: 150 },
  { label: 'main-thread work', auditId: 'mainthread-work-breakdown', maxRatio: 1.3 },
];

const budgetWords = (budget: (typeof overTwinBudgets)[number]) =>
  budget.maxRatio === undefined
    ? `${budget.label} at most ${budget.maxOverTwin} ms over the twin's`
    : `${budget.label} at most ${budget.maxRatio} times the twin's`;

/** What the bold figures of the table mean. */
export const budgetsNote = `Bold: misses its budget (${overTwinBudgets.map(budgetWords).join(', ')}; the others as bench/lighthouserc.cjs asserts them).`;

/** The median of the runs' benchmarkIndex: how fast the host was (Lighthouse: higher is faster). */
export function hostBenchmarkIndex(reports: Report[]): number | undefined {
  return median(reports.map((report) => report.environment?.benchmarkIndex).filter((index): index is number => index !== undefined));
}

interface Column {
  title: string;
  /** The assertion (`auditId` or `auditId:property`) that judges the column. */
  assertion: string;
  value: (report: Report) => number | undefined;
  format: (value: number) => string;
  twin?: boolean;
}

const score = (id: string) => (report: Report) => {
  const value = report.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
};
const audit = (id: string) => (report: Report) => report.audits[id]?.numericValue;
const bytesOf = (resourceType: string) => (report: Report) =>
  report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === resourceType)?.transferSize;

const columns: Column[] = [
  { title: 'perf', assertion: 'categories:performance', value: score('performance'), format: String, twin: true },
  { title: 'a11y', assertion: 'categories:accessibility', value: score('accessibility'), format: String },
  { title: 'best pr.', assertion: 'categories:best-practices', value: score('best-practices'), format: String },
  { title: 'SEO', assertion: 'categories:seo', value: score('seo'), format: String },
  {
    title: 'LCP s',
    assertion: 'largest-contentful-paint',
    value: audit('largest-contentful-paint'),
    format: (ms) => (ms / 1000).toFixed(2),
    twin: true,
  },
  {
    title: 'TBT ms',
    assertion: 'total-blocking-time',
    value: audit('total-blocking-time'),
    format: (ms) => Math.round(ms).toString(),
    twin: true,
  },
  {
    title: 'MT ms',
    assertion: 'mainthread-work-breakdown',
    value: audit('mainthread-work-breakdown'),
    format: (ms) => Math.round(ms).toString(),
    twin: true,
  },
  {
    title: 'CLS',
    assertion: 'cumulative-layout-shift',
    value: audit('cumulative-layout-shift'),
    format: (cls) => cls.toFixed(3),
    twin: true,
  },
  // The HTML as sent (gzip and headers). A new connection's first round trip carries 14.6 kB (10 segments
  // of 1,460 bytes, in Lighthouse's simulation as in TCP): a page past it waits one round trip more for
  // its first paint than a twin under it (issue 68: /erstgespraech's LCP 150 ms over the twin's).
  {
    title: 'HTML kB',
    assertion: 'resource-summary:document:size',
    value: bytesOf('document'),
    format: (bytes) => (bytes / 1000).toFixed(1),
    twin: true,
  },
  {
    title: 'JS kB gzip',
    assertion: 'resource-summary:script:size',
    value: bytesOf('script'),
    format: (bytes) => (bytes / 1000).toFixed(1),
  },
];

/** Lighthouse CI's `median` aggregation: the middle value, or the mean of the two middle ones. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

const medianOf = (reports: Report[], value: (report: Report) => number | undefined) =>
  median(reports.map(value).filter((figure): figure is number => figure !== undefined));
const pathOf = (url: string) => new URL(url).pathname;

/** Each measured page's runs, by path, in the order measured; twins under their own path. */
function runsByPath(reports: Report[]): Map<string, Report[]> {
  const byPath = new Map<string, Report[]>();
  for (const report of reports) byPath.set(pathOf(report.requestedUrl), [...(byPath.get(pathOf(report.requestedUrl)) ?? []), report]);
  return byPath;
}

/** The pages whose median exceeds their twin's by more than overTwinBudgets allows. Pages without a twin are not judged here. */
export function overTwinFailures(reports: Report[]): AssertionResult[] {
  const failures: AssertionResult[] = [];
  const byPath = runsByPath(reports);
  for (const [page, runs] of byPath) {
    const twinRuns = byPath.get(twinPrefix + page);
    if (twinPrefixOf(page) || !twinRuns) continue;
    for (const { auditId, maxOverTwin, maxRatio } of overTwinBudgets) {
      const actual = medianOf(runs, audit(auditId));
      const twin = medianOf(twinRuns, audit(auditId));
      if (actual === undefined || twin === undefined) continue;
      const expected = maxRatio === undefined ? twin + (maxOverTwin ?? 0) : twin * maxRatio;
      if (actual <= expected) continue;
      failures.push({ url: runs[0]!.requestedUrl, auditId, actual, expected, twin });
    }
  }
  return failures;
}
/** `resource-summary:script:size` for the result Lighthouse CI reports as audit resource-summary, property script.size. */
const assertionOf = (failure: AssertionResult) => [failure.auditId, ...(failure.auditProperty?.split('.') ?? [])].join(':');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/**
 * The table: a row per measured page in the order measured; a twin's figure follows in brackets.
 * Where the twin was measured twice (`--noise-floor`), two more columns: the twin again against the
 * twin, as the page is set against it. Identical HTML, so that is the host's noise: a page's
 * difference no larger than it says nothing about the page.
 */
export function resultsTable(reports: Report[], failures: AssertionResult[]): string {
  const byPath = runsByPath(reports);
  const noiseFloor = [...byPath.keys()].some((measured) => twinPrefixOf(measured) === twinAgainPrefix);
  const lines = [
    row([
      'page',
      ...columns.map((column) => (column.twin ? `${column.title} (twin)` : column.title)),
      'MT ratio',
      'TBT Δ ms',
      ...(noiseFloor ? ['twin again: MT ratio', 'twin again: TBT Δ ms'] : []),
      'TBT ms of each run',
    ]),
    row(['---', ...columns.map(() => '---:'), '---:', '---:', ...(noiseFloor ? ['---:', '---:'] : []), '---:']),
  ];
  for (const [page, runs] of byPath) {
    if (twinPrefixOf(page)) continue;
    const twinRuns = byPath.get(twinPrefix + page) ?? [];
    const cells = columns.map((column) => {
      const value = medianOf(runs, column.value);
      const failed = failures.some((failure) => pathOf(failure.url) === page && assertionOf(failure) === column.assertion);
      const text = value === undefined ? 'n/a' : column.format(value);
      const twin = column.twin && twinRuns.length > 0 ? medianOf(twinRuns, column.value) : undefined;
      return `${failed ? `**${text}**` : text}${twin === undefined ? '' : ` (${column.format(twin)})`}`;
    });
    const tbtRuns = runs.map((report) => Math.round(audit('total-blocking-time')(report) ?? NaN)).join(' · ');
    /** Ratio and difference of the medians of `measured` and the twin's. */
    const againstTwin = (measured: Report[]) => {
      const of = (auditId: string) => {
        const own = medianOf(measured, audit(auditId));
        const twin = medianOf(twinRuns, audit(auditId));
        return own === undefined || twin === undefined ? undefined : { own, twin };
      };
      const mainThread = of('mainthread-work-breakdown');
      const blocking = of('total-blocking-time');
      return [
        mainThread && mainThread.twin > 0 ? (mainThread.own / mainThread.twin).toFixed(2) : 'n/a',
        blocking ? Math.round(blocking.own - blocking.twin).toString() : 'n/a',
      ];
    };
    const noise = noiseFloor ? againstTwin(byPath.get(twinAgainPrefix + page) ?? []) : [];
    lines.push(row([page, ...cells, ...againstTwin(runs), ...noise, tbtRuns]));
  }
  return lines.join('\n');
}
