import type { LighthouseRun } from './lighthouse-runner';
import { type PageResult, figuresOf } from './results';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls,
  failingAudits: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
  benchmarkIndex: 2500,
});

const page = (runs: LighthouseRun[]): PageResult => ({ page: '/team', url: 'http://127.0.0.1:1/team', runs, runErrors: [], medianRun: runs.length ? 0 : null, firstLoadJs: null });

describe('figuresOf', () => {
  it('judges each figure by its own median over the runs, so one disturbed run decides nothing', () => {
    const figures = figuresOf(page([run(100, 690, 71.4, 0), run(99, 752, 17.2, 0.002), run(100, 661, 57.1, 0.0001)]));
    expect(figures).toMatchObject({ performance: 100, lcpMs: 690, tbtMs: 57, cls: 0.0001, accessibility: 100, firstLoadJsKb: null });
  });

  it('takes the worse middle of an even count', () => {
    expect(figuresOf(page([run(100, 700, 10, 0), run(98, 800, 60, 0)]))).toMatchObject({ performance: 98, lcpMs: 800, tbtMs: 60 });
  });

  it('reports nothing measured when every run failed', () => {
    expect(figuresOf(page([]))).toMatchObject({ performance: null, lcpMs: null, tbtMs: null, cls: null });
  });
});
