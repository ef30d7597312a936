import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { defaultLanguage, isLanguage, languageStorageKey, localizedPath, type Language } from './languages';

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

/**
 * Landing on a German (unprefixed) page with a stored English choice goes to the English page.
 * Nothing is guessed from the browser; only an explicit choice made with the switch counts.
 */
export function useStoredLanguage(pageLanguage: Language, path: string, hash: string): void {
  useEffect(() => {
    if (pageLanguage !== defaultLanguage) return;
    const stored = readStoredLanguage();
    if (stored && stored !== pageLanguage) {
      void navigate(`${localizedPath(path, stored)}${hash}`, { replace: true });
    }
  }, [pageLanguage, path, hash]);
}
