/**
 * The language a visitor chose with the header's DE/EN switch (src/components/Header/LanguageSwitch.tsx)
 * is kept in this browser, and a later visit to a German address opens the English page. Nothing is
 * guessed from the browser's languages: only an explicit choice counts.
 */
import { defaultLanguage, isLanguage, localizedPath, unlocalizedPath, type Language } from '../../i18n/languages';
import { readStoredLanguage, storeLanguage } from '../../i18n/useStoredLanguage';
import { closestTo } from './dom';

/**
 * Where a page should go instead, for the stored choice, or undefined to stay. Only German pages
 * move: an address with a language prefix was asked for in that language.
 */
export function storedLanguageRedirect(
  pageLanguage: string,
  stored: Language | undefined,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | undefined {
  if (pageLanguage !== defaultLanguage || !stored || stored === pageLanguage) return undefined;
  // A function's answer (the booking page) names its language in the query; its path has no other language.
  if (location.pathname.startsWith('/.netlify/')) return undefined;
  return `${localizedPath(unlocalizedPath(location.pathname), stored)}${location.search}${location.hash}`;
}

/** Replaces the page (no history entry) with the stored language's; true when it does. */
export function redirectToStoredLanguage(): boolean {
  const target = storedLanguageRedirect(document.documentElement.lang, readStoredLanguage(), location);
  if (target) location.replace(target);
  return target !== undefined;
}

/**
 * Choosing DE or EN stores the choice. The server cannot know the address's #fragment, so the link
 * takes the current one along (the team page's cards have the same ids in both languages).
 */
export function enhanceLanguageSwitch(): void {
  document.addEventListener('click', (event) => {
    const link = closestTo<HTMLAnchorElement>(event, '[data-language-switch] a[hreflang]');
    if (!link || !isLanguage(link.hreflang)) return;
    storeLanguage(link.hreflang);
    link.hash = location.hash;
  });
}
