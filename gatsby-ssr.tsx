import type { GatsbySSR } from 'gatsby';
import { onRenderBody as displaySettingsHead } from './src/gatsby/ssr/display-settings-head';
import { onRenderBody as draftsHead } from './src/gatsby/ssr/drafts-head';
import { onRenderBody as speculationRulesHead } from './src/gatsby/ssr/speculation-rules';

// Thin on purpose, like gatsby-node: each API lives with its reasons in src/gatsby/ssr/.
export { replaceRenderer } from './src/gatsby/ssr/emotion-critical-css';

export const onRenderBody: GatsbySSR['onRenderBody'] = (args, options) => {
  displaySettingsHead?.(args, options);
  draftsHead?.(args, options);
  speculationRulesHead?.(args, options);
};
