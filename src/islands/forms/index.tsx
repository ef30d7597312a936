/**
 * A forms' bundle (one per language and set of islands a page has, post-build/islands.ts):
 * hydrates each `[data-react-island]` element of the page as its own root, with the providers the
 * page had when the server rendered it, so the markup agrees and nothing is rendered again. Once every island has hydrated,
 * <html data-hydrated> tells tests and styles that the forms respond (src/islands/site/ leaves
 * that to this bundle on such pages). The components are React's; in the browser Preact runs them
 * (preact/compat, aliased in post-build/islands.ts).
 */
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reactIslands } from 'island-components';
import texts from 'island-texts';
import { LanguageProvider } from '../../i18n/LanguageContext';
import type { Language } from '../../i18n/languages';
import { createTranslator, TranslationProvider } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { serverStylesCache } from './server-styles-cache';
import { islandAttribute, islandPropsAttribute, islandSelector } from '../../html/dom-contracts';

declare const __ISLAND_LANGUAGE__: Language;

const translator = createTranslator(__ISLAND_LANGUAGE__, [texts]);
const styles = serverStylesCache();
const islands = Array.from(document.querySelectorAll<HTMLElement>(islandSelector)).flatMap((element) => {
  const Island = reactIslands[element.getAttribute(islandAttribute) ?? ''];
  return Island ? [{ element, Island }] : [];
});
let waiting = islands.length;

function Hydrated() {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function hydrate({ element, Island }: (typeof islands)[number]) {
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
  hydrateRoot(
    element,
    <CacheProvider value={styles}>
      <ThemeProvider theme={theme}>
        <LanguageProvider language={__ISLAND_LANGUAGE__}>
          <TranslationProvider i18n={translator}>
            <Island {...props} />
            <Hydrated />
          </TranslationProvider>
        </LanguageProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
}

// Preact hydrates at once, not in slices as React's transitions do. So each island gets a task of
// its own, after the one that ran this bundle: the browser can answer a tap between them, and no
// task is as long as all of them together (Total Blocking Time).
for (const island of islands) setTimeout(() => hydrate(island), 0);
