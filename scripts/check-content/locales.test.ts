import { scanLocale } from './locales';

describe('scanLocale', () => {
  it('records the line and kind of every key, nested keys dotted', () => {
    const { keys, duplicates } = scanLocale(
      '{\n  "nav": {\n    "home": "Home",\n    "list": ["a", {"x": 1}]\n  },\n  "quote": "say \\"hi\\" {{name}}"\n}\n',
    );
    expect(Object.fromEntries(keys)).toEqual({
      nav: { line: 2, kind: 'group' },
      'nav.home': { line: 3, kind: 'text' },
      'nav.list': { line: 4, kind: 'text' },
      quote: { line: 6, kind: 'text' },
    });
    expect(duplicates).toEqual([]);
  });

  it('finds keys written twice in the same group', () => {
    expect(scanLocale('{\n "a": "1",\n "b": {"a": "x"},\n "a": "2"\n}').duplicates).toEqual([{ key: 'a', line: 4, firstLine: 2 }]);
  });

  it('handles empty objects and arrays', () => {
    expect(Object.fromEntries(scanLocale('{"a": {}, "b": [], "c": true}').keys)).toEqual({
      a: { line: 1, kind: 'group' },
      b: { line: 1, kind: 'text' },
      c: { line: 1, kind: 'text' },
    });
  });
});
