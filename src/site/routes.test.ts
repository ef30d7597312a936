import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { interfacePages, isListed } from './routes';
import { repositoryRoot, siteRoutes } from './site-routes';

/** Files Gatsby turns into pages by their place in src/pages (404 pages answer unknown addresses). */
function pageFiles(dir = path.join(repositoryRoot, 'src', 'pages')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return /\.tsx$/.test(name) && !/^404\./.test(name) ? [path.relative(repositoryRoot, full).split(path.sep).join('/')] : [];
  });
}

describe('the routes module', () => {
  it('names every page file in src/pages, and every source it names exists', () => {
    const sources = new Set<string>(interfacePages.map((page) => page.source));
    expect(pageFiles().filter((file) => !sources.has(file))).toEqual([]);
    for (const source of sources) expect(statSync(path.join(repositoryRoot, source)).isFile()).toBe(true);
  });

  it('joins the content pages and their aliases, each address once', () => {
    const routes = siteRoutes();
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.find((route) => route.path === '/impressum')).toMatchObject({ source: 'content/pages/impressum', listed: true });
    expect(routes.find((route) => route.path === '/fallaufbereitung')).toMatchObject({ aliasOf: '/interdisziplinaere-fallaufbereitung' });
  });

  it('keeps internal pages, form results and 404 pages out of search engines', () => {
    expect(isListed('/team')).toBe(true);
    expect(isListed('/zielgruppe')).toBe(false);
    expect(isListed('/contact/sent')).toBe(false);
    expect(isListed('/404')).toBe(false);
    expect(isListed('/404.html')).toBe(false);
  });
});
