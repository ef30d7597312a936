import {
  i18nContext,
  isInternalPath,
  isLanguage,
  languageInfo,
  languageName,
  languageOfPath,
  languages,
  localizedPath,
  unlocalizedPath,
} from './languages';

describe('languages', () => {
  it.each([
    ['/', 'de'],
    ['/team', 'de'],
    ['/en/', 'en'],
    ['/en/team', 'en'],
    ['/english-page', 'de'],
    ['/de/team', 'de'],
  ])('languageOfPath(%s) is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each([
    ['/team', 'en', '/en/team'],
    ['/', 'en', '/en'],
    ['/#contact', 'en', '/en#contact'],
    ['/en/team', 'de', '/team'],
    ['/en/', 'de', '/'],
    ['/en#contact', 'de', '/#contact'],
    ['/en/team', 'en', '/en/team'],
    ['team', 'en', '/en/team'],
    ['/#contact', 'de', '/#contact'],
  ] as const)('localizedPath(%s, %s) is %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it('unlocalizedPath strips only the English prefix', () => {
    expect(unlocalizedPath('/en/contact')).toBe('/contact');
    expect(unlocalizedPath('/entry')).toBe('/entry');
    expect(unlocalizedPath('/en')).toBe('/');
  });

  it('honours only de and en', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(null)).toBe(false);
    expect(isLanguage('EN')).toBe(false);
  });

  it('tells internal paths from external links and files', () => {
    expect(isInternalPath('/contact')).toBe(true);
    expect(isInternalPath('/#contact')).toBe(true);
    expect(isInternalPath('https://example.com')).toBe(false);
    expect(isInternalPath('//example.com')).toBe(false);
    expect(isInternalPath('mailto:a@b.ch')).toBe(false);
    expect(isInternalPath('/agb.pdf')).toBe(false);
  });

  it('builds the full page context for the i18n plugin', () => {
    expect(i18nContext('/impressum', 'en')).toEqual({
      language: 'en',
      i18n: {
        language: 'en',
        languages: ['de', 'en'],
        defaultLanguage: 'de',
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: '/impressum',
        path: '/en/impressum',
      },
    });
    expect(i18nContext('/impressum', 'de').i18n.routed).toBe(false);
  });

  it('names every language in every language, and gives each its og:locale and hreflang', () => {
    for (const language of languages) {
      expect(Object.keys(languageInfo[language].names).sort()).toEqual([...languages].sort());
      for (const inLanguage of languages) {
        const name = languageName(language, inLanguage);
        // Written out and without stray spaces (French writes its names in lower case: "anglais").
        expect(name).toMatch(/^\p{L}+(?:[ -]\p{L}+)*$/u);
      }
      expect(languageInfo[language].ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(languageInfo[language].hreflang).toMatch(new RegExp(`^${language}(-[A-Z]{2})?$`));
    }
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('de', 'en')).toBe('German');
  });
});
