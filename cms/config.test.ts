import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { kitNames } from '../src/content-model/kit';
import { githubRepository, linkTargets } from './node/build';
import { cmsConfig, type CmsSettings } from './config';

const root = path.resolve(__dirname, '..');
const pages = linkTargets(root);
const settings: CmsSettings = {
  repo: 'owner/site',
  branch: 'main',
  siteUrl: 'https://www.example.ch',
  pages,
  interfaceTexts: { nav: { home: 'Home' } },
};

type Collection = { name: string; fields?: { name: string; editor_components?: string[] }[]; files?: { file: string }[] };

describe('the CMS configuration', () => {
  it('signs in with GitHub through Netlify and makes every change a pull request', () => {
    const config = cmsConfig(settings);
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main', squash_merges: true });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['de', 'en'], default_locale: 'de' });
  });

  it('edits the working tree directly with the local backend of npm run cms', () => {
    const config = cmsConfig({ ...settings, localBackend: '/api/v1' });
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/api/v1', branch: 'main' });
    expect(config.publish_mode).toBe('simple');
  });

  it('offers pages, team, company facts and the interface texts of both languages', () => {
    const collections = cmsConfig(settings).collections as Collection[];
    expect(collections.map((c) => c.name)).toEqual(['pages', 'team', 'settings']);
    expect(collections[2]?.files?.map((f) => f.file)).toEqual([
      'content/site.yaml',
      'content/locales/de/translation.json',
      'content/locales/en/translation.json',
    ]);
    const pageBody = collections[0]?.fields?.find((f) => f.name === 'body');
    expect(pageBody?.editor_components).toEqual([...kitNames.filter((name) => !['Card', 'Step', 'Stat'].includes(name)), 'Note']);
  });

  it('lists every page a link in content/ points to, so the choice lists show what the files say', () => {
    const targets = new Set(pages.map((page) => page.path));
    const files = execFileSync('git', ['ls-files', 'content/*.mdx'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    const used = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bto(?:="|: )(\/[^"\s]*)/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((to) => !targets.has(to))).toEqual([]);
  });

  it('takes the repository from Netlify, which sets REPOSITORY_URL during its builds', () => {
    const saved = process.env.REPOSITORY_URL;
    process.env.REPOSITORY_URL = 'https://github.com/kompetenzzentrum/website';
    try {
      expect(githubRepository()).toBe('kompetenzzentrum/website');
    } finally {
      if (saved === undefined) delete process.env.REPOSITORY_URL;
      else process.env.REPOSITORY_URL = saved;
    }
  });
});
