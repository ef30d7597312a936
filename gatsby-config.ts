import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { jsxImportSource, jsxRuntime, mdxPluginOptions } from './src/gatsby/node/mdx-settings';
import { defaultLanguage, languages } from './src/i18n/languages';
import { staticSiteAdapter } from './src/gatsby/node/static-site-adapter';
import { contentFolders } from './src/content-model/content-files';
import { loadSiteMetadata } from './src/site/site-metadata';

const siteMetadata = loadSiteMetadata();

const config: GatsbyConfig = {
  siteMetadata,
  // Types are also written by `gatsby build`, so `npm run typecheck` works after a build on CI.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime,
  jsxImportSource,
  // Routes are written without a trailing slash (/team, /en/team), as in the spec.
  trailingSlash: 'never',
  // Keeps Gatsby from installing its Netlify adapter on Netlify: see static-site-adapter.ts.
  adapter: staticSiteAdapter,
  plugins: [
    // No gatsby-plugin-emotion (its babel plugin minifies styles at compile time): the islands are
    // bundled by esbuild without it (plugins/react-islands), and their class names, hashes of the styles, must be the ones
    // the server wrote. The server rendering of the styles is src/gatsby/ssr/emotion-critical-css.tsx.
    // gatsby-plugin-image is a dependency (its image data and types) but not a plugin here: nothing
    // renders GatsbyImage or StaticImage (team photos are a plain <picture>, src/components/Picture.tsx),
    // and as a plugin it adds their loader script and styles to every page.
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    // One source per content folder, named after it: on-create-node reads the kind from the name.
    ...Object.values(contentFolders).map((folder) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name: folder, path: path.join(__dirname, 'content', folder) },
    })),
    // The i18n plugin reads UI strings from the filesystem source with this exact name.
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.join(__dirname, 'content/locales') } },
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions },
    // Must come BEFORE gatsby-plugin-react-i18next: wrapPageElement runs in plugin order, each wrapping
    // the last, so the layout ends up inside the i18n provider and the header can translate.
    'page-wrapper',
    // The pages without Gatsby's client: the site script and React islands (plugins/react-islands/README.md).
    'react-islands',
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...languages],
        defaultLanguage,
        // German lives unprefixed (/team), English under /en (/en/team).
        generateDefaultLanguagePage: false,
        // No guessing from the browser: the stored choice is honoured by the site script (src/islands/site/stored-language.ts).
        redirect: false,
        siteUrl: siteMetadata.siteUrl,
        trailingSlash: 'never',
        // No i18nextOptions: the plugin's i18next is replaced by src/i18n/translate.ts, which has
        // exactly the behaviour the texts need (see src/gatsby/node/on-create-webpack-config.ts).
      },
    },
  ],
};

export default config;
