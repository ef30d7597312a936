import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Folders of public/ that hold no pages: `page-data` is the JSON Gatsby's runtime fetches (its
 * `404.html` there is a folder of that JSON, named after the page), `static` holds the images, and
 * `_gatsby` holds slices, HTML fragments Gatsby stitches into every page at build time: they are
 * checked inside the pages, and alone they are no documents. `admin` is the CMS, written by
 * cms/node/build.ts after the build with a policy of its own.
 */
const foldersWithoutPages = new Set(['page-data', 'static', '_gatsby', 'admin']);

/** Every HTML page of the build (404 and form result pages included), relative to public/, sorted. */
export async function builtPages(publicDir: string, directory = publicDir): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return foldersWithoutPages.has(entry.name) ? [] : builtPages(publicDir, full);
      return entry.name.endsWith('.html') ? [path.relative(publicDir, full)] : [];
    }),
  );
  return nested.flat().sort();
}
