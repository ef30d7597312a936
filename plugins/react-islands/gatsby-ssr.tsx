import type { GatsbySSR } from 'gatsby';
import '../../src/islands/island-files';
import { bodyEnd, headWithoutClient } from './page-scripts';

/**
 * Every page built for production leaves Gatsby's client out and loads the site script instead
 * (page-scripts.tsx). In `npm run develop` (`__PAGE_SCRIPTS__` is null) Gatsby's client stays: it is
 * what serves the pages there.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, replacePostBodyComponents }) => {
  if (!__PAGE_SCRIPTS__) return;
  replaceHeadComponents(headWithoutClient(getHeadComponents()));
  replacePostBodyComponents(bodyEnd(__PAGE_SCRIPTS__.site));
};
