import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { lines, removeTrees, treeWith, writeTree, validTree } from './check-content/test-tree';

afterAll(removeTrees);

const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const run = (root: string, ...options: string[]) =>
  spawnSync(tsx, [path.join(__dirname, 'check-content.ts'), root, ...options], { encoding: 'utf8' });

describe('npm run check:content', () => {
  it('prints a one-line summary and exits 0 when the content is fine', () => {
    const result = run(writeTree(validTree()));
    expect(result.stdout).toBe('Content OK: 4 pages, 2 team files checked\n');
    expect(result.status).toBe(0);
  });

  it('prints each problem as file:line: message and exits 1', () => {
    const result = run(
      treeWith({
        'content/pages/impressum/index.de.mdx': lines(
          '---',
          'title: Impressum',
          'description: Angaben',
          '---',
          'Siehe [Kontakt](/kontakt).',
        ),
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(
      'content/pages/impressum/index.de.mdx:5: the link "/kontakt" goes to a page that does not exist. Did you mean "/contact"?',
    );
    expect(result.stderr).toMatch(/1 content problem found/);
  });

  it('with --format github also prints each problem as a GitHub annotation', () => {
    const result = run(
      treeWith({
        'content/pages/impressum/index.de.mdx': lines(
          '---',
          'title: Impressum',
          'description: Angaben',
          '---',
          'Rabatt {bis 20%} auf Anfrage.',
        ),
      }),
      '--format',
      'github',
    );
    const message = 'MDX reads "{bis 20%}" as code because of the "{": write \\{ instead of { to show the brace, or use round brackets';
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      `::error file=content/pages/impressum/index.de.mdx,line=5,title=Content check::${message.replace('%', '%25')}\n`,
    );
    expect(result.stderr.split('\n')[0]).toBe(`content/pages/impressum/index.de.mdx:5: ${message}`);
  });

  it('with --changed (or --since) warns for a page changed in one language only, and still exits 0', () => {
    const result = run(writeTree(validTree()), '--format', 'github', '--changed', 'content/pages/impressum/index.de.mdx');
    const message = 'the German file changed and the English one did not: does content/pages/impressum/index.en.mdx need the same change?';
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `::warning file=content/pages/impressum/index.de.mdx,line=1,title=Content check::${message}`,
      `content/pages/impressum/index.de.mdx:1: warning: ${message}`,
      'Content OK: 4 pages, 2 team files checked',
      '',
    ]);
  });

  it('warns, without failing, for a phrase staff agreed to avoid, except where the spec keeps it', () => {
    const valid = validTree();
    const changed = (file: string, from: string, to: string) => ({ [file]: String(valid[file]).replace(from, to) });
    // The notice's key keeps the phrase on purpose (the spec's words); the footer's text does not.
    const kept = (text: string) => `"contactResult": { "sentText": "${text}" }`;
    const result = run(
      treeWith({
        ...changed(
          'content/team/team-mara/index.en.mdx',
          'Mara has supported families for 25 years.',
          'Mara looks forward to your First Conversation.',
        ),
        ...changed(
          'content/locales/de/translation.json',
          '"footer": { "rights": "Alle Rechte vorbehalten" }',
          `"footer": { "rights": "Wir melden uns so bald wie möglich." },\n  ${kept('Wir melden uns so bald wie möglich.')}`,
        ),
        ...changed(
          'content/locales/en/translation.json',
          '"footer": { "rights": "All rights reserved" }',
          `"footer": { "rights": "All rights reserved" },\n  ${kept('We will reply as soon as possible.')}`,
        ),
      }),
    );
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      'content/locales/de/translation.json:6: warning: "so bald wie möglich" is a phrase we agreed to avoid: write the answer time from the company facts: <SiteFact name="responseTime" /> in a page, {{responseTime}} in an interface text',
      'content/team/team-mara/index.en.mdx:10: warning: "First Conversation" is a phrase we agreed to avoid: write "first consultation", the name of the free meeting everywhere',
      'Content OK: 4 pages, 2 team files checked',
      '',
    ]);
  });
});
