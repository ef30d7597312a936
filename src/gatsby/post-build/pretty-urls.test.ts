import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyFileOf, moveToPrettyUrls, prettyUrlFile, restoreGatsbyFiles } from './pretty-urls';

// Pages as Gatsby writes them: the home page, a page with a subpage, and a 404 page.
const files = ['index.html', 'contact/index.html', 'contact/sent/index.html', '404/index.html'];

/** A folder like public/ with `files`, each holding its own name. */
function builtFolder(names: readonly string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pretty-urls-'));
  for (const file of names) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `page ${file}`);
  }
  return dir;
}

describe('prettyUrlFile', () => {
  it('names the file Netlify serves without a redirect for a page without trailing slash', () => {
    expect(prettyUrlFile('angebot/index.html')).toBe('angebot.html');
    expect(prettyUrlFile('en/index.html')).toBe('en.html');
    expect(prettyUrlFile('en/contact/sent/index.html')).toBe('en/contact/sent.html');
  });

  it('leaves the home page, the 404 pages and files already in place', () => {
    for (const file of ['index.html', '404.html', '404/index.html', 'en/404/index.html', 'en/404.html', 'angebot.html'])
      expect(prettyUrlFile(file)).toBeNull();
  });
});

describe('moveToPrettyUrls', () => {
  it('moves the pages, keeps their text, and keeps subpages in their folder', async () => {
    const dir = builtFolder(files);
    expect(await moveToPrettyUrls(dir, files)).toEqual(['404/index.html', 'contact.html', 'contact/sent.html', 'index.html']);
    expect(readFileSync(path.join(dir, 'contact.html'), 'utf8')).toBe('page contact/index.html');
    expect(readFileSync(path.join(dir, 'contact/sent.html'), 'utf8')).toBe('page contact/sent/index.html');
    expect(existsSync(path.join(dir, 'contact/index.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'contact/sent'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('gatsbyFileOf', () => {
  it('undoes prettyUrlFile for every page it moves', () => {
    for (const file of ['angebot/index.html', 'en/index.html', 'en/contact/sent/index.html'])
      expect(gatsbyFileOf(prettyUrlFile(file) ?? '')).toBe(file);
  });

  it('leaves the files Gatsby wrote where they are', () => {
    for (const file of ['index.html', '404.html', 'en/404.html', 'contact/index.html', '404/index.html'])
      expect(gatsbyFileOf(file)).toBeNull();
  });
});

describe('restoreGatsbyFiles', () => {
  it('puts moved pages back where Gatsby wrote them, so a second build finds them', async () => {
    const dir = builtFolder(files);
    const moved = await moveToPrettyUrls(dir, files);
    await restoreGatsbyFiles(dir, moved);
    for (const file of files) expect(readFileSync(path.join(dir, file), 'utf8')).toBe(`page ${file}`);
    expect(existsSync(path.join(dir, 'contact.html'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
