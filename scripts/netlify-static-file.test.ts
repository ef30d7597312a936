import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishedFile, redirectsWithoutSlash } from './netlify-static-file';

describe('publishedFile (which file Netlify serves for a path)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  for (const file of ['index.html', 'angebot/index.html', 'kontakt.html', 'app-1.js']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }

  it('answers a page without trailing slash from its folder, as the site links it', () => {
    expect(publishedFile(dir, '/angebot')).toBe(path.join(dir, 'angebot', 'index.html'));
    expect(publishedFile(dir, '/')).toBe(path.join(dir, 'index.html'));
  });

  it('answers files themselves, and a page written as name.html', () => {
    expect(publishedFile(dir, '/app-1.js')).toBe(path.join(dir, 'app-1.js'));
    expect(publishedFile(dir, '/kontakt')).toBe(path.join(dir, 'kontakt.html'));
  });

  it('finds nothing for missing paths or paths outside the folder', () => {
    expect(publishedFile(dir, '/fehlt')).toBeNull();
    expect(publishedFile(dir, '/../etc/passwd')).toBeNull();
  });
});

describe('redirectsWithoutSlash (Netlify’s 301 from /page/ to /page)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  for (const file of ['index.html', 'en.html', 'kontakt.html', 'kontakt/gesendet.html', 'angebot/index.html']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }

  it('redirects a page published as name.html, also with a folder of that name beside it', () => {
    expect(redirectsWithoutSlash(dir, '/en/')).toBe(true);
    expect(redirectsWithoutSlash(dir, '/kontakt/')).toBe(true);
  });

  it('leaves the home page, folders, paths without a slash and missing pages alone', () => {
    expect(redirectsWithoutSlash(dir, '/')).toBe(false);
    expect(redirectsWithoutSlash(dir, '/angebot/')).toBe(false);
    expect(redirectsWithoutSlash(dir, '/kontakt')).toBe(false);
    expect(redirectsWithoutSlash(dir, '/fehlt/')).toBe(false);
  });
});
