import { type PageFigures, allMisses, buildMisses, pageMisses, pageMissesByField, thresholds } from './thresholds';

const perfect: PageFigures = {
  page: '/',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  firstLoadJsKb: 95,
};

describe('pageMisses', () => {
  it('finds nothing on a page that meets every target', () => {
    expect(pageMisses(perfect)).toEqual([]);
  });

  it('accepts values exactly at the limits', () => {
    const atLimits: PageFigures = {
      page: '/en',
      performance: thresholds.performance,
      accessibility: thresholds.accessibility,
      bestPractices: thresholds.bestPractices,
      seo: thresholds.seo,
      lcpMs: thresholds.lcpMs,
      tbtMs: thresholds.tbtMs,
      cls: thresholds.cls,
      firstLoadJsKb: thresholds.firstLoadJsKb,
    };
    expect(pageMisses(atLimits)).toEqual([]);
  });

  it('names each miss with its value and limit, scores below and timings above', () => {
    const slow: PageFigures = { ...perfect, performance: 97, seo: 92, lcpMs: 1501, tbtMs: 51, cls: 0.02, firstLoadJsKb: 110.1 };
    expect(pageMisses(slow)).toEqual([
      'performance 97 < 98',
      'SEO 92 < 100',
      'LCP ms 1501 > 1500',
      'TBT ms 51 > 50',
      'CLS 0.02 > 0.01',
      'first-load JS kB 110.1 > 110',
    ]);
  });

  it('counts a figure that was not measured as a miss', () => {
    expect(pageMissesByField({ ...perfect, accessibility: null, firstLoadJsKb: null })).toEqual({
      accessibility: 'accessibility not measured',
      firstLoadJsKb: 'first-load JS kB not measured',
    });
  });

  it('judges against other limits when given', () => {
    expect(pageMisses({ ...perfect, performance: 90 }, { ...thresholds, performance: 90 })).toEqual([]);
  });
});

describe('buildMisses', () => {
  it('judges a measured cold build and skips one that was not measured', () => {
    expect(buildMisses(thresholds.coldBuildS)).toEqual([]);
    expect(buildMisses(95.3)).toEqual(['cold build 95.3 s > 90 s']);
    expect(buildMisses(null)).toEqual([]);
  });
});

describe('allMisses', () => {
  it('lists the misses of every page and the build, each with where it happened', () => {
    expect(allMisses([perfect, { ...perfect, page: '/en/team', tbtMs: 80 }], 120)).toEqual(['/en/team: TBT ms 80 > 50', 'build: cold build 120 s > 90 s']);
    expect(allMisses([perfect], null)).toEqual([]);
  });
});
