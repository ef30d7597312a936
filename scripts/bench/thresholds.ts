/**
 * The benchmark's targets (issue 5) in one place, and the pure checks against them. The exit status
 * of `npm run bench` comes from here, so a timing target never lives in a unit test.
 */
export const thresholds = {
  /** Lighthouse category scores, 0-100. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Simulated mobile metrics of the median run. */
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** First-load JavaScript of a page, gzip level 9, in kB (1000 bytes). */
  firstLoadJsKb: 110,
  /** Only checked when the build was measured (not with --skip-build). */
  coldBuildS: 90,
} as const;

/** Limits of the same shape; tests and callers may judge against other values. */
export type Thresholds = { readonly [K in keyof typeof thresholds]: number };

/** What the checks need to know of one page; null means "not measured" and counts as a miss. */
export interface PageFigures {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  firstLoadJsKb: number | null;
}

export type PageField = Exclude<keyof PageFigures, 'page'>;

/** Scores must reach their target; timings, shift and size must stay at or under theirs. */
const pageChecks: { field: PageField; label: string; kind: 'min' | 'max' }[] = [
  { field: 'performance', label: 'performance', kind: 'min' },
  { field: 'accessibility', label: 'accessibility', kind: 'min' },
  { field: 'bestPractices', label: 'best practices', kind: 'min' },
  { field: 'seo', label: 'SEO', kind: 'min' },
  { field: 'lcpMs', label: 'LCP ms', kind: 'max' },
  { field: 'tbtMs', label: 'TBT ms', kind: 'max' },
  { field: 'cls', label: 'CLS', kind: 'max' },
  { field: 'firstLoadJsKb', label: 'first-load JS kB', kind: 'max' },
];

/** Every target one page misses, keyed by field, as readable text such as "performance 96 < 98". */
export function pageMissesByField(figures: PageFigures, limits: Thresholds = thresholds): Partial<Record<PageField, string>> {
  const misses: Partial<Record<PageField, string>> = {};
  for (const { field, label, kind } of pageChecks) {
    const value = figures[field];
    const limit = limits[field];
    if (value === null) misses[field] = `${label} not measured`;
    else if (kind === 'min' ? value < limit : value > limit) misses[field] = `${label} ${value} ${kind === 'min' ? '<' : '>'} ${limit}`;
  }
  return misses;
}

export function pageMisses(figures: PageFigures, limits: Thresholds = thresholds): string[] {
  return Object.values(pageMissesByField(figures, limits)).filter((miss): miss is string => miss !== undefined);
}

/** The cold build target; a build that was not measured (null) is not judged. */
export function buildMisses(coldBuildS: number | null, limits: Thresholds = thresholds): string[] {
  if (coldBuildS === null) return [];
  return coldBuildS <= limits.coldBuildS ? [] : [`cold build ${coldBuildS} s > ${limits.coldBuildS} s`];
}

/** All misses of a run, each prefixed with the page it belongs to. */
export function allMisses(pages: PageFigures[], coldBuildS: number | null, limits: Thresholds = thresholds): string[] {
  return [
    ...pages.flatMap((figures) => pageMisses(figures, limits).map((miss) => `${figures.page}: ${miss}`)),
    ...buildMisses(coldBuildS, limits).map((miss) => `build: ${miss}`),
  ];
}
