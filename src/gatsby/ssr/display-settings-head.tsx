import readableFontLatinExt from '@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-ext-wght-normal.woff2';
import readableFontLatin from '@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2';
import type { GatsbySSR } from 'gatsby';
import { displaySettingsCss } from '../../components/DisplaySettings/display-settings-css';
import { headScript } from '../../display/settings';
import { defaultThemeCss, displayCss } from '../../styles/display-css';

/**
 * The themes and the visitor's display settings, at the top of every page's <head>: the themes'
 * CSS (custom properties per theme, the system's preferences as media queries) and the settings
 * panel's, then a few lines of
 * script that set the stored choices on <html> before the first paint, so a page never shows in
 * the default look first. The post-build CSP (src/gatsby/post-build/csp.ts) allows both by their
 * hashes, like every inline script and style.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style
      key="display-css"
      dangerouslySetInnerHTML={{
        __html: `${defaultThemeCss}\n${displayCss({ latin: readableFontLatin, latinExt: readableFontLatinExt })}${displaySettingsCss}`,
      }}
    />,
    <script key="display-settings" dangerouslySetInnerHTML={{ __html: headScript(readableFontLatin) }} />,
  ]);
};
