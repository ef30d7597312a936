import type { LighthouseRun } from './lighthouse-runner';
import { pageTable, renderMarkdown } from './report';
import type { BenchResults, PageResult } from './results';
import { thresholds } from './thresholds';

const run = (performance: number, lcpMs: number, tbtMs = 20.4): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls: 0.00012,
  failingAudits: { performance: performance < 100 ? ['unused-javascript'] : [], accessibility: [], 'best-practices': [], seo: [] },
  benchmarkIndex: 2500,
});

const page = (path: string, runs: LighthouseRun[], medianRun: number): PageResult => ({
  page: path,
  url: `http://127.0.0.1:1${path}`,
  runs,
  runErrors: [],
  medianRun,
  firstLoadJs: { totalKb: 95.4, scripts: [], inline: { count: 0, bytes: 0, gzipBytes: 0 }, compilationHash: 'abc' },
});

const results: BenchResults = {
  date: '2026-11-22T03:00:00.000Z',
  environment: { node: 'v20', chromium: 'Chromium 156', lighthouse: '12.8.2', cores: 2, cpu: 'cpu', memoryGb: 24, platform: 'Linux', loadAverage: [0.2, 0.3, 0.4] },
  options: { skipBuild: true, runs: 3, pages: ['/', '/en'], loadSeconds: 10, connections: 4, compress: false },
  thresholds,
  build: { coldS: null, warmS: null },
  pages: [page('/', [run(100, 900, 61.2), run(99, 950, 14), run(97, 1600, 22.4)], 1), page('/en', [run(96, 1700)], 0)],
  contact: { serve: { valid: null, invalid: null }, handler: { valid: null, invalid: null } },
  buildsSeen: ['abc'],
  misses: ['/en: performance 96 < 98'],
};

describe('pageTable', () => {
  it("shows each figure's median over the page's runs, rounded, misses in bold, and every run's TBT", () => {
    expect(pageTable(results).split('\n')).toEqual([
      '| page | perf | a11y | best practices | SEO | LCP (s) | TBT (ms) | CLS | JS (kB gzip) | TBT of each run |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| / | 99 | 100 | 100 | 100 | 0.95 | 22 | 0.000 | 95.4 | 61 · 14 · 22 |',
      '| /en | **96** | 100 | 100 | 100 | **1.70** | 20 | 0.000 | 95.4 | 20 |',
    ]);
  });
});

describe('renderMarkdown', () => {
  it('lists the misses and the audits that cost points, and says when builds were not measured', () => {
    const markdown = renderMarkdown(results);
    expect(markdown).toContain('| cold (after gatsby clean) | not measured (--skip-build) |');
    expect(markdown).toContain('- /en: performance: unused-javascript');
    expect(markdown).toContain('Missed targets:\n\n- /en: performance 96 < 98');
    expect(markdown).not.toContain('rebuilt during this run');
  });

  it('warns when the pages came from different builds', () => {
    expect(renderMarkdown({ ...results, buildsSeen: ['abc', 'def'] })).toContain('public/ was rebuilt during this run (2 builds seen');
  });
});
