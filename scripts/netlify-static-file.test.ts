import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishedFile } from './netlify-static-file';

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
