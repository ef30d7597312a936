/** The shape of bench/results.json: every raw figure of one benchmark run. */
import type { BuildTimes } from './build-time';
import type { LoadFigures } from './contact-load';
import type { Environment } from './environment';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseRun } from './lighthouse-runner';
import type { BenchOptions } from './options';
import { medianValue } from './median';
import type { PageFigures, Thresholds } from './thresholds';

export interface PageResult {
  page: string;
  url: string;
  /** Every successful Lighthouse run, in the order made. */
  runs: LighthouseRun[];
  /** Runs that failed even after a Chrome relaunch. */
  runErrors: string[];
  /**
   * Index into `runs` of the median run by performance score, whose report is saved and whose
   * failing audits are listed; null when no run succeeded. The judged figures are per-figure medians.
   */
  medianRun: number | null;
  firstLoadJs: FirstLoadJs | null;
  firstLoadJsError?: string;
  /** Saved Lighthouse report of the median run, relative to the project root. */
  lighthouseReport?: string;
}

/** Both kinds of contact request under load, or why the load could not run. */
export interface ContactLoad {
  valid: LoadFigures | null;
  invalid: LoadFigures | null;
  error?: string;
}

export interface BenchResults {
  date: string;
  environment: Environment;
  options: BenchOptions;
  thresholds: Thresholds;
  build: BuildTimes;
  pages: PageResult[];
  contact: {
    /** Through `npm run serve` (@netlify/dev), as the site serves it locally. */
    serve: ContactLoad;
    /** The handler alone on a bare Node server: the function's own cost. */
    handler: ContactLoad;
  };
  /** Gatsby build hashes seen in the pages, in order; more than one means public/ changed mid-run. */
  buildsSeen: string[];
  /** Every missed target; the benchmark exits 1 when this is not empty. Contact figures have no target. */
  misses: string[];
}

/** The distinct build hashes of the measured pages, in the order first seen. */
export function buildsSeen(pages: readonly PageResult[]): string[] {
  return [...new Set(pages.map((page) => page.firstLoadJs?.compilationHash).filter((hash): hash is string => hash !== undefined))];
}

const round = (value: number | null | undefined, decimals: number) => (typeof value === 'number' ? Number(value.toFixed(decimals)) : null);

/**
 * The figures of a page that the thresholds judge: for each Lighthouse figure the median over the
 * page's runs (see medianValue), and its first-load JS.
 */
export function figuresOf(result: PageResult): PageFigures {
  const median = (value: (run: LighthouseRun) => number | null, higherIsBetter: boolean) =>
    medianValue(
      result.runs.map(value).filter((figure): figure is number => figure !== null),
      higherIsBetter,
    );
  return {
    page: result.page,
    performance: median((run) => run.scores.performance, true),
    accessibility: median((run) => run.scores.accessibility, true),
    bestPractices: median((run) => run.scores['best-practices'], true),
    seo: median((run) => run.scores.seo, true),
    // Whole milliseconds and four decimals of CLS: finer digits are noise, and they clutter the misses.
    lcpMs: round(median((run) => run.lcpMs, false), 0),
    tbtMs: round(median((run) => run.tbtMs, false), 0),
    cls: round(median((run) => run.cls, false), 4),
    firstLoadJsKb: result.firstLoadJs?.totalKb ?? null,
  };
}
