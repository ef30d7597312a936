import { medianIndex, medianValue } from './median';

const byValue = (value: number) => value;

describe('medianIndex', () => {
  it('picks the middle run of three by score, wherever it was made', () => {
    expect(medianIndex([99, 90, 95], byValue)).toBe(2);
    expect(medianIndex([95, 99, 90], byValue)).toBe(0);
  });

  it('picks the lower middle of an even count, never the more flattering run', () => {
    expect(medianIndex([100, 90], byValue)).toBe(1);
    expect(medianIndex([97, 100, 98, 90], byValue)).toBe(0);
  });

  it('keeps the order runs were made in when scores tie', () => {
    expect(medianIndex([98, 98, 98], byValue)).toBe(1);
    expect(medianIndex([100, 98, 98], byValue)).toBe(2);
  });

  it('orders equal scores by the tie-break, so the median of three 99s has the middle LCP', () => {
    const runs = [
      { perf: 99, lcp: 878 },
      { perf: 99, lcp: 1712 },
      { perf: 99, lcp: 682 },
    ];
    expect(medianIndex(runs, (run) => run.perf, (run) => -run.lcp)).toBe(0);
    expect(medianIndex([{ perf: 100, lcp: 500 }, ...runs.slice(0, 2)], (run) => run.perf, (run) => -run.lcp)).toBe(1);
  });

  it('handles one run and none', () => {
    expect(medianIndex([42], byValue)).toBe(0);
    expect(medianIndex([], byValue)).toBe(-1);
  });

  it('reads the score through the given function', () => {
    const runs = [{ perf: 80 }, { perf: 100 }, { perf: 90 }];
    expect(medianIndex(runs, (run) => run.perf)).toBe(2);
  });
});

describe('medianValue', () => {
  it('takes the middle of three, whichever run it came from', () => {
    expect(medianValue([61, 14, 22], false)).toBe(22);
    expect(medianValue([97, 100, 99], true)).toBe(99);
  });

  it('takes the worse of the two middles of an even count', () => {
    expect(medianValue([10, 40, 20, 30], false)).toBe(30);
    expect(medianValue([100, 90, 98, 99], true)).toBe(98);
  });

  it('handles one value and none', () => {
    expect(medianValue([7], false)).toBe(7);
    expect(medianValue([], true)).toBeNull();
  });
});
