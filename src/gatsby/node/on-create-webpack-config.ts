import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * Cuts gatsby-plugin-react-i18next's share of every page's JavaScript from about 18 kB of gzip to
 * under 1 kB. The plugin's page wrapper builds an i18next instance and hands it to react-i18next's
 * provider; inside the plugin's own code (and nowhere else) those two resolve to small stand-ins:
 * - `i18next` to plugin-slim/i18next.ts, a translator with the features the site's texts use
 *   (src/i18n/translate.ts, checked against i18next by its tests);
 * - `react-i18next` to plugin-slim/react-i18next.ts, whose provider feeds the site's useTranslation();
 * - `outdent` to plugin-slim/outdent.ts: the plugin needs it only for a development-time warning.
 * Every stage gets the same aliases, so the server-rendered HTML and the browser agree.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, store }) => {
  // Paths from the project's folder: Gatsby runs a compiled copy of this file from .cache/.
  const projectDir: string = store.getState().program.directory;
  const slim = path.join(projectDir, 'src', 'i18n', 'plugin-slim');
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /gatsby-plugin-react-i18next[\\/]dist[\\/]/,
          resolve: {
            alias: {
              i18next$: path.join(slim, 'i18next.ts'),
              'react-i18next$': path.join(slim, 'react-i18next.ts'),
              outdent$: path.join(slim, 'outdent.ts'),
            },
          },
        },
      ],
    },
  });
};
