import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildPageScripts } from './build-scripts';
import { removeGatsbyClient, restorePageData } from './gatsby-client-output';
import type { PageScripts } from '../../src/islands/island-files';

/**
 * The islands in the build (README.md beside this file): the pages' scripts are built before Gatsby
 * renders the pages, which then name them (gatsby-ssr.tsx); afterwards what Gatsby built for its own
 * client is removed. Gatsby runs a compiled copy of this file from .cache/: paths come from the
 * project's folder.
 */
let scripts: PageScripts | null = null;

const folders = (directory: string) => ({ projectDir: directory, publicDir: path.join(directory, 'public') });

// Before Gatsby looks at what an earlier build left (develop as well as build): its page data back.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ store }) => {
  const { projectDir, publicDir } = folders(store.getState().program.directory);
  await restorePageData(projectDir, publicDir);
};

export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ store, reporter }) => {
  const { projectDir, publicDir } = folders(store.getState().program.directory);
  scripts = await buildPageScripts(projectDir, publicDir);
  reporter.info(`Islands: the site script and ${Object.keys(scripts.islands.islands).length} islands built into public/islands`);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // Only the pages rendered for production name the built scripts; develop keeps Gatsby's client.
  const pageScripts = stage === 'build-html' ? scripts : null;
  actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_SCRIPTS__: JSON.stringify(pageScripts) })] });
  if (stage === 'build-javascript') {
    // Built because Gatsby always builds it, then removed (onPostBuild): no source maps for it.
    actions.setWebpackConfig({ devtool: false });
  }
  if (stage === 'develop') {
    // The components run on Preact in develop as in production (aliased as gatsby-plugin-preact does),
    // so its differences from React show while developing, not first in the e2e tests.
    actions.setWebpackConfig({ resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } } });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { projectDir, publicDir } = folders(store.getState().program.directory);
  const removed = await removeGatsbyClient(projectDir, publicDir);
  reporter.info(`Islands: Gatsby's client (${removed} scripts with their maps, its page data) removed from public/`);
};
