import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * Trims the i18n plugin's share of every page's JavaScript. The plugin ships CommonJS, and a
 * CommonJS `require` makes webpack keep a whole package:
 * - i18next resolves to its self-contained ES build, so webpack can hoist it and drops the
 *   CommonJS copies of Babel's helpers that i18next's CommonJS build requires;
 * - the plugin's browser code gets a react-i18next with only the provider it uses, instead of all
 *   of react-i18next (Trans, its HTML parser, the SSR helpers), and no `outdent`, which it needs
 *   only for a development-time warning.
 * Nothing changes for the site's own imports of react-i18next.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, store }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  // Paths from the project's folder: Gatsby runs a compiled copy of this file from .cache/.
  const projectDir: string = store.getState().program.directory;
  const i18nextDir = path.dirname(createRequire(path.join(projectDir, 'package.json')).resolve('i18next/package.json'));
  const slim = path.join(projectDir, 'src', 'i18n', 'plugin-slim');
  actions.setWebpackConfig({
    resolve: { alias: { i18next$: path.join(i18nextDir, 'dist', 'esm', 'i18next.bundled.js') } },
    module: {
      rules: [
        {
          test: /gatsby-plugin-react-i18next[\\/]dist[\\/]/,
          resolve: {
            alias: {
              'react-i18next$': path.join(slim, 'react-i18next.ts'),
              outdent$: path.join(slim, 'outdent.ts'),
            },
          },
        },
      ],
    },
  });
};
