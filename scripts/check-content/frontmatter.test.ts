import { typeDefs } from '../../src/gatsby/schema';
import { requiredFrontmatter } from '../../src/gatsby/content-node';
import { pageFields, teamFields, type FieldSpec } from '../../src/content-model/frontmatter';
import { parseFrontmatter } from './frontmatter';
import { lines } from './test-tree';

describe('parseFrontmatter', () => {
  const text = lines('---', 'title: T', 'breadcrumb:', '  - label: Home', '    to: /', '  - label: Angebot', 'back:', '  label: Zurück', '  to: /angebot', '---', 'Body');

  it('reads the data like Gatsby and knows where the body starts', () => {
    const parsed = parseFrontmatter('x.mdx', text);
    expect(parsed.data).toEqual({ title: 'T', breadcrumb: [{ label: 'Home', to: '/' }, { label: 'Angebot' }], back: { label: 'Zurück', to: '/angebot' } });
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

describe('the field lists', () => {
  const schemaFields = /type MdxFrontmatter \{([^}]*)\}/.exec(typeDefs)?.[1]?.match(/^\s*(\w+):/gm)?.map((f) => f.trim().replace(':', '')) ?? [];

  it('match the frontmatter schema the build declares', () => {
    expect([...new Set([...Object.keys(pageFields), ...Object.keys(teamFields)])].sort()).toEqual([...schemaFields].sort());
  });

  it('require what the build requires', () => {
    const required = (fields: Readonly<Record<string, FieldSpec>>) => Object.entries(fields).filter(([, rule]) => 'required' in rule && rule.required).map(([name]) => name);
    expect(required(pageFields)).toEqual([...requiredFrontmatter.page]);
    expect(required(teamFields)).toEqual([...requiredFrontmatter.team]);
  });
});
