import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { serverStylesAttribute } from '../../styles/server-styles';
import { stylisPlugins } from '../../styles/vendor-prefixes';

/**
 * Emotion's styles in <head> instead of a <style> before each styled element in <body>, which is
 * invalid HTML (a style element in body must be its parent's first child, and is not allowed in
 * <ol>, <ul>, <picture> ...).
 *
 * Without a cache of its own, Emotion's server rendering writes those inline <style> elements by
 * itself ("zero-config" SSR).
 * A cache given to Emotion's server API (createEmotionServer sets its `compat` flag) collects the
 * styles instead of writing them, and extractCriticalToChunks returns the ones the page's HTML uses.
 *
 * Each element says which styles it holds in `data-server-styles="css <ids>"` (src/styles/server-styles.ts):
 * the forms' islands read it and insert none of those styles again (src/islands/forms/server-styles-cache.ts),
 * so their class names, hashes of the styles, must be the server's: the key stays `css`. A new
 * cache per page: a shared one would carry one page's global styles and keyframes into the next page's HTML.
 *
 * renderToString, not the stream Gatsby renders with otherwise: React 18's renderToPipeableStream
 * writes NUL bytes into the HTML where a multi-byte character (such as "←") meets the end of its
 * 2 kB buffer (facebook/react#24985, fixed in React 19 by facebook/react#26228). No page suspends,
 * so the string is the same HTML.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: 'css', stylisPlugins });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  replaceBodyHTMLString(html);
  setHeadComponents(
    extractCriticalToChunks(html)
      .styles.filter((chunk) => chunk.css !== '')
      .map(({ key, ids, css }) => (
        <style
          key={`${key} ${ids.join(' ')}`}
          {...{ [serverStylesAttribute]: `${key} ${ids.join(' ')}` }}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
};
