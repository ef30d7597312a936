import { type Report, median, overTwinFailures, resultsTable } from './lhci-results';

function report(url: string, tbt: number, lcp = 700): Report {
  return {
    requestedUrl: url,
    categories: { performance: { score: 1 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 200_000 },
            { resourceType: 'script', transferSize: tbt === 0 ? 0 : 102_362 },
          ],
        },
      },
    },
  };
}

describe('median', () => {
  it("is Lighthouse CI's: the middle of an odd count, the mean of the two middle ones of an even count", () => {
    expect(median([40, 3, 12, 61, 0])).toBe(12);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});

describe('resultsTable', () => {
  const origin = 'http://127.0.0.1:9920';
  const reports = [
    ...[46, 0, 61, 3, 12].map((tbt) => report(`${origin}/team`, tbt, 750)),
    ...[0, 0, 11, 0, 0].map((tbt) => report(`${origin}/zero-js/team`, tbt === 11 ? 11 : 0, 700)),
    ...[70, 60, 55, 10, 20].map((tbt) => report(`${origin}/`, tbt)),
    ...[0, 0, 0, 0, 0].map((tbt) => report(`${origin}/zero-js/`, tbt)),
  ];

  it('gives each page its medians with its twin in brackets, and every run of blocking time', () => {
    const lines = resultsTable(reports, []).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('| /team | 100 (100) | 100 | 100 | 100 | 0.75 (0.70) | 12 (0) | 0.000 (0.000) | 102.4 | 46 · 0 · 61 · 3 · 12 |');
    expect(lines[3]).toMatch(/^\| \/ \| .* \| 55 \(0\) \| .* \| 70 · 60 · 55 · 10 · 20 \|$/);
  });

  it('shows in bold what Lighthouse CI found over budget', () => {
    const table = resultsTable(reports, [
      { url: `${origin}/`, auditId: 'total-blocking-time', actual: 55, expected: 50, twin: 0 },
      { url: `${origin}/`, auditId: 'resource-summary', auditProperty: 'script.size', actual: 102_362, expected: 100_000 },
    ]);
    expect(table).toContain('| **55** (0) |');
    expect(table).toContain('| **102.4** |');
    expect(table.split('\n')[2]).not.toContain('**');
  });
});

describe('overTwinFailures', () => {
  const origin = 'http://127.0.0.1:9920';
  /** Five runs of /team and five of its twin, with these blocking times and LCPs. */
  const measured = (page: { tbt: number[]; lcp: number[] }, twin: { tbt: number[]; lcp: number[] }) => [
    ...page.tbt.map((tbt, run) => report(`${origin}/team`, tbt, page.lcp[run])),
    ...twin.tbt.map((tbt, run) => report(`${origin}/zero-js/team`, tbt, twin.lcp[run])),
  ];
  const lcp = (ms: number) => [ms, ms, ms, ms, ms];

  it('passes a page whose medians are within 50 ms (TBT) and 150 ms (LCP) of its twin, however slow the twin', () => {
    expect(overTwinFailures(measured({ tbt: [0, 12, 40, 300, 9], lcp: lcp(850) }, { tbt: [0, 0, 3, 0, 0], lcp: lcp(750) }))).toEqual([]);
    expect(
      overTwinFailures(measured({ tbt: [140, 150, 160, 150, 130], lcp: lcp(1900) }, { tbt: [90, 110, 100, 95, 120], lcp: lcp(1750) })),
    ).toEqual([]);
  });

  it('fails a page just over: median TBT 51 ms over the twin, median LCP 151 ms over', () => {
    expect(overTwinFailures(measured({ tbt: [50, 50, 60, 0, 50], lcp: lcp(900) }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(750) }))).toEqual([]);
    const failures = overTwinFailures(measured({ tbt: [51, 51, 60, 0, 51], lcp: lcp(901) }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(750) }));
    expect(failures).toEqual([
      { url: `${origin}/team`, auditId: 'total-blocking-time', actual: 51, expected: 50, twin: 0 },
      { url: `${origin}/team`, auditId: 'largest-contentful-paint', actual: 901, expected: 900, twin: 750 },
    ]);
  });

  it('judges the medians, not single runs, and leaves pages without a twin alone', () => {
    expect(
      overTwinFailures(measured({ tbt: [0, 500, 0, 500, 0], lcp: [700, 3000, 700, 3000, 700] }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(700) })),
    ).toEqual([]);
    expect(overTwinFailures([report(`${origin}/en`, 400, 3000)])).toEqual([]);
  });
});
