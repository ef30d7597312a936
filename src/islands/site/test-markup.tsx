/**
 * For the site script's unit tests: the real components' server markup, rendered as the build
 * renders it (with the providers PageWrapper gives every page and the site's texts), put into the
 * test's document, so a test works on what the script meets in a visitor's browser.
 */
import { ThemeProvider } from '@emotion/react';
import { TextEncoder } from 'node:util';
import type { ReactNode } from 'react';
import de from '../../../content/locales/de/translation.json';
import en from '../../../content/locales/en/translation.json';
import { LanguageProvider } from '../../i18n/LanguageContext';
import type { Language } from '../../i18n/languages';
import { createTranslator, TranslationProvider } from '../../i18n/translation';
import { theme } from '../../styles/theme';

// jsdom's export conditions pick React's server renderer for browsers, which needs a TextEncoder
// that jsdom lacks: Node's is given to it before it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');

const texts = { de, en };

/** Replaces the document's body with the element's server markup, on a page of the language. */
export function renderPage(element: ReactNode, language: Language = 'de'): void {
  document.documentElement.lang = language;
  document.body.innerHTML = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <LanguageProvider language={language}>
        <TranslationProvider i18n={createTranslator(language, [texts[language], de])}>{element}</TranslationProvider>
      </LanguageProvider>
    </ThemeProvider>,
  );
}

/** A key as the browser sends it to the focused element. */
export function press(key: string, options: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

const notLaidOut = (element: HTMLElement | null): boolean =>
  element !== null && (element.hidden || element.style.display === 'none' || notLaidOut(element.parentElement));

/**
 * jsdom lays nothing out, so every element's offsetParent is null: here an element is laid out
 * unless it or an ancestor is `hidden` or `display: none` in its style attribute, which is how the
 * tests hide what a phone's styles would.
 */
export function emulateLayout(): void {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return notLaidOut(this) ? null : this.parentElement;
    },
  });
}
