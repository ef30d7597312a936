import { parseFrontmatter } from './frontmatter';
import { lines } from './test-tree';

describe('parseFrontmatter', () => {
  const text = lines(
    '---',
    'title: T',
    'breadcrumb:',
    '  - label: Home',
    '    to: /',
    '  - label: Angebot',
    'back:',
    '  label: Zurück',
    '  to: /angebot',
    '---',
    'Body',
  );

  it('reads the data like Gatsby and knows where the body starts', () => {
    const parsed = parseFrontmatter('x.mdx', text);
    expect(parsed.data).toEqual({
      title: 'T',
      breadcrumb: [{ label: 'Home', to: '/' }, { label: 'Angebot' }],
      back: { label: 'Zurück', to: '/angebot' },
    });
    expect(text.slice(parsed.bodyOffset)).toBe('Body\n');
  });

  it('finds the line of any entry, or of its nearest parent', () => {
    const { lineOf } = parseFrontmatter('x.mdx', text);
    expect(lineOf(['title'])).toBe(2);
    expect(lineOf(['breadcrumb', 0, 'to'])).toBe(5);
    expect(lineOf(['breadcrumb', 1])).toBe(6);
    expect(lineOf(['breadcrumb', 1, 'to'])).toBe(6);
    expect(lineOf(['back', 'to'])).toBe(9);
    expect(lineOf(['missing'])).toBe(1);
  });

  it('reports a block that is never closed', () => {
    expect(parseFrontmatter('x.mdx', '---\ntitle: T\n').problem).toEqual({
      file: 'x.mdx',
      line: 1,
      message: 'the block of fields at the top is never closed: add a line with --- after the last field',
    });
  });
});
