/**
 * The benchmark's results as Markdown, for the terminal and for bench/results.md (pasted into the
 * README). Pure: it formats what results.json holds and judges nothing itself; a value that misses
 * its target is shown in bold.
 */
import type { LoadFigures } from './contact-load';
import { type BenchResults, figuresOf } from './results';
import { type PageField, pageMissesByField } from './thresholds';

type Format = (value: number) => string;

const columns: { field: PageField; title: string; format: Format }[] = [
  { field: 'performance', title: 'perf', format: String },
  { field: 'accessibility', title: 'a11y', format: String },
  { field: 'bestPractices', title: 'best practices', format: String },
  { field: 'seo', title: 'SEO', format: String },
  { field: 'lcpMs', title: 'LCP (s)', format: (ms) => (ms / 1000).toFixed(2) },
  { field: 'tbtMs', title: 'TBT (ms)', format: (ms) => Math.round(ms).toString() },
  { field: 'cls', title: 'CLS', format: (cls) => cls.toFixed(3) },
  { field: 'firstLoadJsKb', title: 'JS (kB gzip)', format: (kb) => kb.toFixed(1) },
];

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** Every run's TBT in the order made: the figure that varies most between runs of one page. */
export const tbtOfEachRun = (page: BenchResults['pages'][number]) => page.runs.map((run) => (run.tbtMs === null ? 'n/a' : Math.round(run.tbtMs).toString())).join(' · ') || 'n/a';

export function pageTable(results: BenchResults): string {
  const lines = [row(['page', ...columns.map((column) => column.title), 'TBT of each run']), row(['---', ...columns.map(() => '---:'), '---:'])];
  for (const page of results.pages) {
    const figures = figuresOf(page);
    const misses = pageMissesByField(figures, results.thresholds);
    const cells = columns.map(({ field, format }) => {
      const value = figures[field];
      const text = value === null ? 'n/a' : format(value);
      return misses[field] ? `**${text}**` : text;
    });
    lines.push(row([page.page, ...cells, tbtOfEachRun(page)]));
  }
  return lines.join('\n');
}

const seconds = (value: number | null) => (value === null ? 'not measured (--skip-build)' : `${value} s`);

function loadRow(label: string, figures: LoadFigures | null): string {
  if (!figures) return row([label, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a']);
  const statuses = Object.entries(figures.statuses).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none';
  return row([label, figures.requestsPerSecond.toString(), figures.p50Ms.toString(), figures.p99Ms.toString(), statuses, figures.unexpected.toString()]);
}

/** Per page whose median run lost points in a category: the audits that cost them. */
export function failingAuditList(results: BenchResults): string {
  const lines: string[] = [];
  for (const page of results.pages) {
    const median = page.medianRun === null ? undefined : page.runs[page.medianRun];
    if (!median) continue;
    const parts = Object.entries(median.failingAudits)
      .filter(([category, audits]) => audits.length > 0 && median.scores[category as keyof typeof median.scores] !== 100)
      .map(([category, audits]) => `${category}: ${audits.join(', ')}`);
    if (parts.length > 0) lines.push(`- ${page.page}: ${parts.join('; ')}`);
  }
  return lines.length === 0 ? '' : ['Audits that cost points in categories below 100 (in the median run by performance score):', '', ...lines, ''].join('\n');
}

export function renderMarkdown(results: BenchResults): string {
  const { environment: env, options, thresholds: limits } = results;
  const contact = results.contact;
  const load = contact.serve.valid ?? contact.handler.valid;
  return [
    `Benchmark of ${results.date.slice(0, 10)}: Lighthouse ${env.lighthouse}, mobile, simulated throttling, ${options.compress ? 'served gzip-compressed (--compress, as on Netlify)' : 'served uncompressed by npm run serve'}, each figure the median of its ${options.runs} run(s) (as Lighthouse CI's \`median\` assertions); ${env.chromium}; Node ${env.node}; ${env.cores} cores (${env.cpu}), load average ${env.loadAverage[0]} at the start. Bold: misses its target.`,
    ...(results.buildsSeen.length > 1 ? ['', `**Warning: public/ was rebuilt during this run (${results.buildsSeen.length} builds seen: ${results.buildsSeen.join(', ')}); the figures mix builds. Run again on a quiet machine.**`] : []),
    '',
    pageTable(results),
    '',
    `Targets: performance ≥ ${limits.performance}; accessibility, best practices, SEO ≥ ${limits.accessibility}/${limits.bestPractices}/${limits.seo}; LCP ≤ ${limits.lcpMs / 1000} s; TBT ≤ ${limits.tbtMs} ms; CLS ≤ ${limits.cls}; first-load JS ≤ ${limits.firstLoadJsKb} kB gzip; cold build ≤ ${limits.coldBuildS} s.`,
    '',
    row(['build', 'time']),
    row(['---', '---:']),
    row(['cold (after gatsby clean)', seconds(results.build.coldS)]),
    row(['warm (caches filled)', seconds(results.build.warmS)]),
    '',
    `Contact function, POST /.netlify/functions/send-contact-email${load ? `, ${load.connections} connections, ${Math.round(load.seconds)} s each` : ''}; valid messages are written to a temporary outbox. "via npm run serve" includes @netlify/dev, which rebuilds the function on every request; "handler alone" is the function's code on a bare Node server:`,
    '',
    row(['request', 'req/s', 'p50 (ms)', 'p99 (ms)', 'statuses', 'unexpected']),
    row(['---', '---:', '---:', '---:', '---', '---:']),
    loadRow('valid, via npm run serve (expects 200)', contact.serve.valid),
    loadRow('invalid: empty name, via npm run serve (expects 422)', contact.serve.invalid),
    loadRow('valid, handler alone (expects 200)', contact.handler.valid),
    loadRow('invalid: empty name, handler alone (expects 422)', contact.handler.invalid),
    ...[contact.serve.error && `Contact load via npm run serve failed: ${contact.serve.error}`, contact.handler.error && `Contact load of the handler alone failed: ${contact.handler.error}`]
      .filter((line): line is string => Boolean(line))
      .flatMap((line) => ['', line]),
    '',
    ...[failingAuditList(results)].filter(Boolean),
    results.misses.length === 0 ? 'All targets met.' : ['Missed targets:', '', ...results.misses.map((miss) => `- ${miss}`)].join('\n'),
    '',
  ].join('\n');
}
