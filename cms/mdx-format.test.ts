import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pageFields, teamFields } from '../src/content-model/frontmatter';
import { jsonFormat, yamlFormat } from './data-formats';
import { joinMdx, mdxFormat } from './mdx-format';

const root = path.resolve(__dirname, '..');
const tracked = (pattern: string) => execFileSync('git', ['ls-files', pattern], { cwd: root, encoding: 'utf8' }).trim().split('\n');

describe('the CMS file formats on every file in content/', () => {
  it.each(tracked('content/*.mdx'))('%s is written back byte for byte', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const fieldOrder = Object.keys(file.includes('/team/') ? teamFields : pageFields);
    expect(mdxFormat.toFile(mdxFormat.fromFile(text), fieldOrder)).toBe(text);
  });

  it('content/site.yaml is written back byte for byte', () => {
    const text = readFileSync(path.join(root, 'content/site.yaml'), 'utf8');
    expect(yamlFormat.toFile(yamlFormat.fromFile(text))).toBe(text);
  });

  it.each(tracked('content/locales/*.json'))('%s is written back byte for byte', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(jsonFormat.toFile(jsonFormat.fromFile(text))).toBe(text);
  });
});

describe('the MDX format', () => {
  it('writes the fields in the form order, one line each however long, then an empty line and the text', () => {
    const long = 'Ein sehr langer Satz, '.repeat(8).trim();
    expect(joinMdx({ lead: long, title: 'Über uns: wer wir sind' }, '\n\nText.\n', ['title', 'lead'])).toBe(
      `---\ntitle: "Über uns: wer wir sind"\nlead: ${long}\n---\n\nText.\n`,
    );
  });

  it('leaves out empty optional fields, as a person would', () => {
    expect(joinMdx({ title: 'A', lead: '', breadcrumb: [], back: { label: '', to: '' } }, 'Text')).toBe('---\ntitle: A\n---\n\nText\n');
  });

  it('quotes what YAML would otherwise read as a number or true/false', () => {
    expect(joinMdx({ title: '2026', subtitle: 'true', order: 3, hidden: false }, 'x')).toBe(
      '---\ntitle: "2026"\nsubtitle: "true"\norder: 3\nhidden: false\n---\n\nx\n',
    );
  });
});
