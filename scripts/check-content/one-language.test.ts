import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesChangedSince, oneLanguageWarnings } from './one-language';
import { removeTrees, validTree, writeTree } from './test-tree';

afterAll(removeTrees);

describe('oneLanguageWarnings', () => {
  it('warns for a page whose German file changed and English did not, naming both files', () => {
    expect(oneLanguageWarnings(['content/pages/impressum/index.de.mdx'])).toEqual([
      {
        file: 'content/pages/impressum/index.de.mdx',
        line: 1,
        message: 'the German file changed and the English one did not: does content/pages/impressum/index.en.mdx need the same change?',
      },
    ]);
  });

  it('warns the other way round, and for team members too', () => {
    expect(oneLanguageWarnings(['content/team/team-lea/index.en.mdx']).map((warning) => warning.message)).toEqual([
      'the English file changed and the German one did not: does content/team/team-lea/index.de.mdx need the same change?',
    ]);
  });

  it('is quiet when both languages changed, and for files that are not a page or team member in one language', () => {
    expect(
      oneLanguageWarnings([
        'content/pages/impressum/index.de.mdx',
        'content/pages/impressum/index.en.mdx',
        'content/team/team-lea/photo.jpg',
        'content/site.yaml',
        'content/locales/de/translation.json',
        'src/pages/index.tsx',
      ]),
    ).toEqual([]);
  });

  it('gives one warning per entry left behind, sorted by file', () => {
    expect(
      oneLanguageWarnings(['content/team/team-mara/index.de.mdx', 'content/pages/cookies/index.en.mdx']).map((warning) => warning.file),
    ).toEqual(['content/pages/cookies/index.en.mdx', 'content/team/team-mara/index.de.mdx']);
  });
});

describe('filesChangedSince', () => {
  it('lists the files changed since a commit, committed or not', () => {
    const root = writeTree(validTree());
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'base');
    const base = git('rev-parse', 'HEAD').trim();
    writeFileSync(path.join(root, 'content/pages/impressum/index.de.mdx'), '---\ntitle: Impressum neu\ndescription: Angaben\n---\n');
    expect(filesChangedSince(root, base)).toEqual(['content/pages/impressum/index.de.mdx']);
  });
});
