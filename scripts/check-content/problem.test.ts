import { closest, editDistance, formatProblem, lineAt } from './problem';

describe('problem helpers', () => {
  it('formats a problem as file:line: message', () => {
    expect(formatProblem({ file: 'content/a.mdx', line: 3, message: 'x' })).toBe('content/a.mdx:3: x');
  });

  it('counts lines from 1', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 2)).toBe(2);
    expect(lineAt('a\nb\nc', 4)).toBe(3);
  });

  it('measures edit distance', () => {
    expect(editDistance('kontakt', 'contact')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('suggests only close candidates', () => {
    expect(closest('/kontakt', ['/contact', '/team', '/'])).toBe('/contact');
    expect(closest('titel', ['title', 'description'])).toBe('title');
    expect(closest('Title', ['title'])).toBe('title');
    expect(closest('instagram', ['name', 'role', 'order'])).toBeUndefined();
    expect(closest('x', [])).toBeUndefined();
  });
});
