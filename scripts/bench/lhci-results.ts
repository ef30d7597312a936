/**
 * Lighthouse CI's results as the README's table: per page the median of its runs, as the budgets
 * in lighthouserc.cjs judge them, with its zero-JavaScript twin's figures beside it. Pure: the
 * reports and the assertion results come in, Markdown goes out.
 */
import { twinPrefix } from './zero-js-twin';

/** The parts of a Lighthouse report (LHR) read here. */
export interface Report {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/** One entry of Lighthouse CI's .lighthouseci/assertion-results.json (failures only). */
export interface AssertionResult {
  url: string;
  auditId: string;
  auditProperty?: string;
  actual: number;
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
const scriptBytes = (report: Report) => report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize;

const columns: Column[] = [
  { title: 'perf', assertion: 'categories:performance', value: score('performance'), format: String, twin: true },
  { title: 'a11y', assertion: 'categories:accessibility', value: score('accessibility'), format: String },
  { title: 'best pr.', assertion: 'categories:best-practices', value: score('best-practices'), format: String },
  { title: 'SEO', assertion: 'categories:seo', value: score('seo'), format: String },
  { title: 'LCP s', assertion: 'largest-contentful-paint', value: audit('largest-contentful-paint'), format: (ms) => (ms / 1000).toFixed(2), twin: true },
  { title: 'TBT ms', assertion: 'total-blocking-time', value: audit('total-blocking-time'), format: (ms) => Math.round(ms).toString(), twin: true },
  { title: 'CLS', assertion: 'cumulative-layout-shift', value: audit('cumulative-layout-shift'), format: (cls) => cls.toFixed(3), twin: true },
  { title: 'JS kB gzip', assertion: 'resource-summary:script:size', value: scriptBytes, format: (bytes) => (bytes / 1000).toFixed(1) },
];

/** Lighthouse CI's `median` aggregation: the middle value, or the mean of the two middle ones. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

const medianOf = (reports: Report[], column: Column) => median(reports.map(column.value).filter((value): value is number => value !== undefined));
const pathOf = (url: string) => new URL(url).pathname;
/** `resource-summary:script:size` for the result Lighthouse CI reports as audit resource-summary, property script.size. */
const assertionOf = (failure: AssertionResult) => [failure.auditId, ...(failure.auditProperty?.split('.') ?? [])].join(':');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** The table: a row per measured page in the order measured; a twin's figure follows in brackets. */
export function resultsTable(reports: Report[], failures: AssertionResult[]): string {
  const byPath = new Map<string, Report[]>();
  for (const report of reports) byPath.set(pathOf(report.requestedUrl), [...(byPath.get(pathOf(report.requestedUrl)) ?? []), report]);
  const lines = [
    row(['page', ...columns.map((column) => (column.twin ? `${column.title} (twin)` : column.title)), 'TBT ms of each run']),
    row(['---', ...columns.map(() => '---:'), '---:']),
  ];
  for (const [page, runs] of byPath) {
    if (page.startsWith(`${twinPrefix}/`)) continue;
    const twinRuns = byPath.get(twinPrefix + page) ?? [];
    const cells = columns.map((column) => {
      const value = medianOf(runs, column);
      const failed = failures.some((failure) => pathOf(failure.url) === page && assertionOf(failure) === column.assertion);
      const text = value === undefined ? 'n/a' : column.format(value);
      const twin = column.twin && twinRuns.length > 0 ? medianOf(twinRuns, column) : undefined;
      return `${failed ? `**${text}**` : text}${twin === undefined ? '' : ` (${column.format(twin)})`}`;
    });
    const tbtRuns = runs.map((report) => Math.round(audit('total-blocking-time')(report) ?? NaN)).join(' · ');
    lines.push(row([page, ...cells, tbtRuns]));
  }
  return lines.join('\n');
}
