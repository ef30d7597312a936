/**
 * The islands' runtime in the browser (plugins/react-islands builds it as an ES module beside each
 * island's own): hydrates one `<react-island>` element as its own root, with the providers the page
 * had when the server rendered it, so the markup agrees and nothing is rendered again. The
 * components are React's; in the browser Preact runs them (preact/compat, aliased by the plugin).
 * The element (react-island-element.ts) calls it once the island is to wake, with the island's
 * component and the page language's texts, loaded beside this module.
 */
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LanguageProvider } from '../i18n/LanguageContext';
import type { Language } from '../i18n/languages';
import { createTranslator, TranslationProvider } from '../i18n/translation';
import { theme } from '../styles/theme';
import { serverStylesCache } from './server-styles-cache';
import { islandAttributes } from '../html/dom-contracts';

type Texts = Readonly<Record<string, unknown>>;

// One Emotion cache for every island of the page: each knows the styles the server wrote.
let styles: ReturnType<typeof serverStylesCache> | undefined;

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Resolves once the island has hydrated (its effects ran). */
export function hydrateIsland(element: HTMLElement, Island: ComponentType<object>, language: Language, texts: Texts): Promise<void> {
  styles ??= serverStylesCache();
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
  const translator = createTranslator(language, [texts]);
  return new Promise((resolve) => {
    // Preact hydrates at once, not in slices as React's transitions do. So each island gets a task of
    // its own: the browser can answer a tap between them, and no task is as long as all of them.
    setTimeout(() =>
      hydrateRoot(
        element,
        <CacheProvider value={styles!}>
          <ThemeProvider theme={theme}>
            <LanguageProvider language={language}>
              <TranslationProvider i18n={translator}>
                <Island {...props} />
                <Hydrated onHydrated={resolve} />
              </TranslationProvider>
            </LanguageProvider>
          </ThemeProvider>
        </CacheProvider>,
      ),
    );
  });
}
