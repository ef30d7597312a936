/** @jest-environment jsdom */
import { LanguageSwitch } from '../../components/Header/LanguageSwitch';
import { languageStorageKey } from '../../i18n/languages';
import { readStoredLanguage } from '../../i18n/useStoredLanguage';
import { enhanceLanguageSwitch, storedLanguageRedirect } from './stored-language';
import { renderPage } from './test-markup';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('storedLanguageRedirect', () => {
  it('sends a German page to the stored language, keeping the query and the fragment', () => {
    expect(storedLanguageRedirect('de', 'en', at('/impressum'))).toBe('/en/impressum');
    expect(storedLanguageRedirect('de', 'en', at('/'))).toBe('/en');
    expect(storedLanguageRedirect('de', 'en', at('/team', '?ref=mail', '#team-lea'))).toBe('/en/team?ref=mail#team-lea');
    expect(storedLanguageRedirect('de', 'en', at('/erstgespraech/danke', '?c=phone'))).toBe('/en/erstgespraech/danke?c=phone');
  });

  it('leaves the page alone without a stored choice, for a stored German, and on an English page', () => {
    expect(storedLanguageRedirect('de', undefined, at('/team'))).toBeUndefined();
    expect(storedLanguageRedirect('de', 'de', at('/team'))).toBeUndefined();
    expect(storedLanguageRedirect('en', 'de', at('/en/team'))).toBeUndefined();
    expect(storedLanguageRedirect('en', 'en', at('/en/team'))).toBeUndefined();
    // A page whose language the script cannot tell stays as it is.
    expect(storedLanguageRedirect('', 'en', at('/team'))).toBeUndefined();
  });

  it('leaves a function’s page alone: its language is in its query, and no page exists under /en/.netlify/', () => {
    expect(storedLanguageRedirect('de', 'en', at('/.netlify/functions/booking', '?view=t&language=de'))).toBeUndefined();
  });
});

describe('the language switch', () => {
  beforeAll(() => enhanceLanguageSwitch());
  beforeEach(() => localStorage.clear());

  const link = (name: string) => Array.from(document.querySelectorAll('a')).find((element) => element.textContent === name)!;
  /** Clicks without jsdom's navigation, and returns where the link was going once the script had seen the click. */
  function choose(name: string): string {
    const element = link(name);
    let href = '';
    document.addEventListener(
      'click',
      (event) => {
        href = `${element.pathname}${element.hash}`;
        event.preventDefault();
      },
      { once: true },
    );
    element.click();
    return href;
  }

  it('is two plain links to the page in each language, the current one marked', () => {
    renderPage(<LanguageSwitch path="/team" />, 'de');
    expect(link('DE').getAttribute('href')).toBe('/team');
    expect(link('DE').getAttribute('aria-current')).toBe('true');
    expect(link('EN').getAttribute('href')).toBe('/en/team');
    expect(link('EN').getAttribute('hreflang')).toBe('en');
    expect(link('EN').getAttribute('lang')).toBe('en');
    expect(link('EN').hasAttribute('aria-current')).toBe(false);
  });

  it('stores the language chosen', () => {
    renderPage(<LanguageSwitch path="/team" />, 'de');
    choose('EN');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(readStoredLanguage()).toBe('en');

    renderPage(<LanguageSwitch path="/team" />, 'en');
    choose('DE');
    expect(readStoredLanguage()).toBe('de');
  });

  it('takes the address fragment along, which the server could not know', () => {
    renderPage(<LanguageSwitch path="/team" />, 'en');
    window.location.hash = '#team-lea';
    expect(choose('DE')).toBe('/team#team-lea');
    window.location.hash = '';
    expect(choose('DE')).toBe('/team');
  });
});
