/**
 * The visitor's explicit language choice in this browser, read and written in one place: the site
 * script stores it when the header's switch is used and honours it on German pages
 * (src/islands/site/stored-language.ts). Plain functions, no React: they run in that script.
 */
import { isLanguage, languageStorageKey, type Language } from './languages';

/** The visitor's stored choice, if it is one we honour; storage may be blocked, which means "none". */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode or blocked storage: the switch still navigates, the choice just isn't remembered.
  }
}
