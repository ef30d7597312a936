import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtPages } from './built-pages';

describe('builtPages', () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    for (const file of [
      'index.html',
      '404.html',
      '404/index.html',
      'en/404.html',
      'en/team/index.html',
      'contact/sent/index.html',
      'en/contact/error/index.html',
      'page-data/404.html/page-data.json',
      'page-data/team/page-data.json',
      '_gatsby/slices/_gatsby-scripts-1.html',
      'static/0a1b/photo.jpg',
      'sitemap.xml',
    ]) {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), '');
    }
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it('finds every page, 404 and form result pages included, and no page data or slice', async () => {
    expect(await builtPages(publicDir)).toEqual([
      '404.html',
      '404/index.html',
      'contact/sent/index.html',
      'en/404.html',
      'en/contact/error/index.html',
      'en/team/index.html',
      'index.html',
    ]);
  });
});
