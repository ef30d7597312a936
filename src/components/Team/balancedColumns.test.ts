import { balancedColumns } from './balancedColumns';

describe('balancedColumns', () => {
  it('puts up to four people in one row', () => {
    expect([1, 2, 3, 4].map((count) => balancedColumns(count, 4))).toEqual([1, 2, 3, 4]);
  });

  it('splits more people into rows that differ by at most one card', () => {
    expect([5, 6, 7, 8, 9].map((count) => balancedColumns(count, 4))).toEqual([3, 3, 4, 4, 3]);
  });

  it('answers one column for an empty team', () => {
    expect(balancedColumns(0, 4)).toBe(1);
  });
});
