import { type Report, median, resultsTable } from './lhci-results';

function report(url: string, tbt: number, lcp = 700): Report {
  return {
    requestedUrl: url,
    categories: { performance: { score: 1 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: 200_000 }, { resourceType: 'script', transferSize: tbt === 0 ? 0 : 102_362 }] } },
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
      { url: `${origin}/`, auditId: 'total-blocking-time', actual: 55 },
      { url: `${origin}/`, auditId: 'resource-summary', auditProperty: 'script.size', actual: 102_362 },
    ]);
    expect(table).toContain('| **55** (0) |');
    expect(table).toContain('| **102.4** |');
    expect(table.split('\n')[2]).not.toContain('**');
  });
});
