import { type Report, hostBenchmarkIndex, median, overTwinFailures, resultsTable } from './lhci-results';

function report(url: string, tbt: number, lcp = 700, mainThread = 500): Report {
  return {
    requestedUrl: url,
    environment: { benchmarkIndex: 1500 },
    categories: { performance: { score: 1 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'mainthread-work-breakdown': { numericValue: mainThread },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 200_000 },
            { resourceType: 'document', transferSize: url.includes('/zero-js/') ? 13_862 : 14_684 },
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
    expect(lines[2]).toBe(
      '| /team | 100 (100) | 100 | 100 | 100 | 0.75 (0.70) | 12 (0) | 500 (500) | 0.000 (0.000) | 14.7 (13.9) | 102.4 | 1.00 | 12 | 46 · 0 · 61 · 3 · 12 |',
    );
    expect(lines[3]).toMatch(/^\| \/ \| .* \| 55 \(0\) \| .* \| 1\.00 \| 55 \| 70 · 60 · 55 · 10 · 20 \|$/);
  });

  it('with the twin measured twice, adds the twin again against the twin (the noise floor), and no row for it', () => {
    const withAgain = [
      ...reports,
      ...[30, 0, 0, 2, 5].map((tbt) => report(`${origin}/zero-js-again/team`, tbt, 700, 540)),
      ...[0, 9, 0, 0, 0].map((tbt) => report(`${origin}/zero-js-again/`, tbt, 700, 450)),
    ];
    const lines = resultsTable(withAgain, []).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('| MT ratio | TBT Δ ms | twin again: MT ratio | twin again: TBT Δ ms | TBT ms of each run |');
    expect(lines[1]!.split('|')).toHaveLength(lines[0]!.split('|').length);
    // /team: twin's TBT median 0 and main-thread work 500; the twin again 2 and 540.
    expect(lines[2]).toMatch(/\| 1\.00 \| 12 \| 1\.08 \| 2 \| 46 · 0 · 61 · 3 · 12 \|$/);
    expect(lines[3]).toMatch(/\| 1\.00 \| 55 \| 0\.90 \| 0 \| 70 · 60 · 55 · 10 · 20 \|$/);
    expect(resultsTable(reports, []).split('\n')[0]).not.toContain('twin again');
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

  it('passes a page whose medians are within 25 ms (TBT) and 150 ms (LCP) of its twin, however slow the twin', () => {
    expect(overTwinFailures(measured({ tbt: [0, 12, 20, 300, 9], lcp: lcp(850) }, { tbt: [0, 0, 3, 0, 0], lcp: lcp(750) }))).toEqual([]);
    expect(
      overTwinFailures(measured({ tbt: [120, 125, 130, 125, 110], lcp: lcp(1900) }, { tbt: [90, 110, 100, 95, 120], lcp: lcp(1750) })),
    ).toEqual([]);
  });

  it('fails a page just over: median TBT 26 ms over the twin, median LCP 151 ms over', () => {
    expect(overTwinFailures(measured({ tbt: [25, 25, 60, 0, 25], lcp: lcp(900) }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(750) }))).toEqual([]);
    const failures = overTwinFailures(measured({ tbt: [26, 26, 60, 0, 26], lcp: lcp(901) }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(750) }));
    expect(failures).toEqual([
      { url: `${origin}/team`, auditId: 'total-blocking-time', actual: 26, expected: 25, twin: 0 },
      { url: `${origin}/team`, auditId: 'largest-contentful-paint', actual: 901, expected: 900, twin: 750 },
    ]);
  });

  it('judges the medians, not single runs, and leaves pages without a twin alone', () => {
    expect(
      overTwinFailures(measured({ tbt: [0, 500, 0, 500, 0], lcp: [700, 3000, 700, 3000, 700] }, { tbt: [0, 0, 0, 0, 0], lcp: lcp(700) })),
    ).toEqual([]);
    expect(overTwinFailures([report(`${origin}/en`, 400, 3000)])).toEqual([]);
    // The twin measured again is no page of its own.
    expect(
      overTwinFailures([
        ...measured({ tbt: [0, 0, 0], lcp: lcp(700) }, { tbt: [0, 0, 0], lcp: lcp(700) }),
        report(`${origin}/zero-js-again/team`, 400, 3000),
      ]),
    ).toEqual([]);
  });
});

describe('main-thread work against the twin', () => {
  const origin = 'http://127.0.0.1:9920';
  const runs = (path: string, mainThread: number[]) => mainThread.map((ms) => report(`${origin}${path}`, 0, 700, ms));

  it('passes at most 1.3 times the twin’s median, on a fast host or a slow one, and fails just over', () => {
    expect(overTwinFailures([...runs('/team', [650, 640, 660, 900, 600]), ...runs('/zero-js/team', [500, 480, 520, 500, 510])])).toEqual(
      [],
    );
    expect(overTwinFailures([...runs('/team', [1950, 1940, 1960]), ...runs('/zero-js/team', [1500, 1500, 1500])])).toEqual([]);
    expect(overTwinFailures([...runs('/team', [651, 651, 651]), ...runs('/zero-js/team', [500, 500, 500])])).toEqual([
      { url: `${origin}/team`, auditId: 'mainthread-work-breakdown', actual: 651, expected: 650, twin: 500 },
    ]);
  });

  it('the host’s speed is the median benchmarkIndex of the runs', () => {
    expect(hostBenchmarkIndex([report(`${origin}/`, 0), report(`${origin}/`, 0)])).toBe(1500);
    expect(hostBenchmarkIndex([])).toBeUndefined();
  });
});
