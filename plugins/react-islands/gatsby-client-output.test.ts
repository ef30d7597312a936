import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeGatsbyClient, restorePageData } from './gatsby-client-output';

describe("Gatsby's client output", () => {
  const projectDir = mkdtempSync(path.join(os.tmpdir(), 'client-output-'));
  const publicDir = path.join(projectDir, 'public');
  afterAll(() => rmSync(projectDir, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
  };

  it('is removed from public/ after the build, the pages, the islands and the static files kept; its page data waits in .cache/ for the next build', async () => {
    const built = [
      'app-1.js',
      'app-1.js.map',
      'app-1.js.LICENSE.txt',
      'framework-2.js',
      'webpack.stats.json',
      'chunk-map.json',
      '_gatsby/slices/x.html',
      '~partytown/p.js',
    ];
    const kept = ['index.html', 'team.html', 'islands/site-3.js', 'static/photo.jpg', 'legacy.js', '_headers'];
    for (const file of [...built, ...kept, 'page-data/team/page-data.json']) write(path.join(publicDir, file));
    write(path.join(projectDir, 'static', 'legacy.js'));

    expect(await removeGatsbyClient(projectDir, publicDir)).toBe(2);
    for (const file of built) expect(existsSync(path.join(publicDir, file))).toBe(false);
    for (const file of kept) expect(existsSync(path.join(publicDir, file))).toBe(true);
    expect(existsSync(path.join(publicDir, 'page-data'))).toBe(false);

    await restorePageData(projectDir, publicDir);
    expect(readdirSync(path.join(publicDir, 'page-data', 'team'))).toEqual(['page-data.json']);
  });
});
