import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What `gatsby build` writes for its own client, which no page of this site loads (gatsby-ssr.tsx
 * leaves it out): its scripts with their source maps and licences, their chunk map and statistics,
 * the scripts' slice, Partytown, and the page data the client would fetch (1.4 MB). None of it is
 * deployed.
 *
 * Gatsby itself reads the page data again in the next build for the pages it does not render anew,
 * so that is kept in .cache/ between builds and put back before the next build or develop
 * starts (`restorePageData`), not deleted.
 */
const keptPageData = (projectDir: string) => path.join(projectDir, '.cache', 'react-islands', 'page-data');

/**
 * The client's script files: every script (with its source map and licence) at the top of public/,
 * where webpack writes them, earlier builds' included; none of the site's own files (static/) is one.
 */
async function clientScripts(projectDir: string, publicDir: string): Promise<string[]> {
  const own = new Set(existsSync(path.join(projectDir, 'static')) ? await readdir(path.join(projectDir, 'static')) : []);
  return (await readdir(publicDir)).filter((file) => /\.js(\.map|\.LICENSE\.txt)?$/.test(file) && !own.has(file));
}

/** Removes Gatsby's client from public/ once the pages are rendered, and keeps its page data in .cache/. */
export async function removeGatsbyClient(projectDir: string, publicDir: string): Promise<number> {
  const scripts = await clientScripts(projectDir, publicDir);
  const files = [...scripts, 'webpack.stats.json', 'chunk-map.json', '_gatsby', '~partytown'];
  await Promise.all(files.map((file) => rm(path.join(publicDir, file), { recursive: true, force: true })));
  const pageData = path.join(publicDir, 'page-data');
  if (existsSync(pageData)) {
    await rm(keptPageData(projectDir), { recursive: true, force: true });
    await mkdir(path.dirname(keptPageData(projectDir)), { recursive: true });
    await rename(pageData, keptPageData(projectDir));
  }
  return scripts.filter((file) => file.endsWith('.js')).length;
}

/** Before a build: the page data of the last one back where Gatsby looks for it. */
export async function restorePageData(projectDir: string, publicDir: string): Promise<void> {
  const pageData = path.join(publicDir, 'page-data');
  if (!existsSync(keptPageData(projectDir)) || existsSync(pageData)) return;
  await mkdir(publicDir, { recursive: true });
  await rename(keptPageData(projectDir), pageData);
}
