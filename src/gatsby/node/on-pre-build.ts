import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { builtPages } from '../post-build/built-pages';
import { restoreGatsbyFiles } from '../post-build/pretty-urls';

/**
 * A build after an earlier one (`npm start` again after an edit): the earlier build's pages go back
 * to the files Gatsby wrote (pretty-urls.ts), which Gatsby reopens for the pages it does not render
 * again. onPostBuild moves them once more.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ store }) => {
  const publicDir = path.join(store.getState().program.directory, 'public');
  if (existsSync(publicDir)) await restoreGatsbyFiles(publicDir, await builtPages(publicDir));
};
