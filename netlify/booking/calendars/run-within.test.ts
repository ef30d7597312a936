import { DeadlineExceeded, runWithin } from './run-within';

describe('runWithin', () => {
  it("returns the work's result and passes its errors on as they are", () => {
    expect(runWithin(1000, () => ({ answer: 42 }))).toEqual({ answer: 42 });
    const failure = new TypeError('no');
    expect(() =>
      runWithin(1000, () => {
        throw failure;
      }),
    ).toThrow(failure);
  });

  it('stops a loop that never returns, and keeps what it had written outside', () => {
    const found: number[] = [];
    const started = Date.now();
    expect(() =>
      runWithin(50, () => {
        for (let count = 0; ; count += 1) if (found.length < 3) found.push(count);
      }),
    ).toThrow(new DeadlineExceeded(50));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(found).toEqual([0, 1, 2]);
  });

  it('runs again after stopping a loop, and many times in a row', () => {
    expect(() =>
      runWithin(20, () => {
        for (;;);
      }),
    ).toThrow(DeadlineExceeded);
    let sum = 0;
    for (let count = 1; count <= 200; count += 1) sum += runWithin(1000, () => count);
    expect(sum).toBe(20_100);
  });
});
