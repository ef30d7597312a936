/**
 * The single source of truth for languages and localized paths. Every other module imports from
 * here; nothing else does string surgery on paths.
 */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

/**
 * What the site says about each language, the one table of them (as withastro/docs' config/locales.ts):
 * its name in each language (the staff interface and the team's mails speak German, the content
 * check English), the `og:locale` social networks read, and the `hreflang` of its alternate link.
 * A third language is one more entry here, its locale files and its content files.
 */
export interface LanguageInfo {
  /** The language's name, written in each of the site's languages (`names.de`: what German calls it). */
  names: Record<Language, string>;
  ogLocale: string;
  hreflang: string;
  /** Between thousands in a count the visitor reads ("5,000" in English; Swiss German texts write 5000). */
  thousandsSeparator: string;
  /** The word before a list's last item ("E-Mail und SMS"). */
  and: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  de: { names: { de: 'Deutsch', en: 'German' }, ogLocale: 'de_CH', hreflang: 'de', thousandsSeparator: '', and: 'und' },
  en: { names: { de: 'Englisch', en: 'English' }, ogLocale: 'en_GB', hreflang: 'en', thousandsSeparator: ',', and: 'and' },
};

/**
 * A whole number as the language writes it: `formatCount(5000, 'en')` is "5,000". By hand rather than
 * with toLocaleString, whose first call loads the browser's number data (a 15-23 ms task while a form starts).
 */
export function formatCount(count: number, language: Language): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, languageInfo[language].thousandsSeparator);
}

/** A list as a sentence says it: "a, b und c". By hand, as formatCount: Intl.ListFormat loads its data on first use. */
export function listInWords(items: readonly string[], language: Language): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${languageInfo[language].and} ${items[items.length - 1]!}`;
}

/** A language's name as `inLanguage` writes it: `languageName('en', 'de')` is "Englisch". */
export function languageName(language: Language, inLanguage: Language): string {
  return languageInfo[language].names[inLanguage];
}

/** localStorage key under which the visitor's explicit language choice is kept. */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language a path belongs to: `/en/...` is English, everything else German. */
export function languageOfPath(path: string): Language {
  const first = path.split(/[/#?]/)[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** A path without its language prefix: `/en/team` → `/team`, `/en/` → `/`. */
export function unlocalizedPath(path: string): string {
  const language = languageOfPath(path);
  if (language === defaultLanguage) return path || '/';
  const rest = path.slice(language.length + 1);
  if (rest === '' || rest === '/') return '/';
  return rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The path of a page in a language: `/team` + en → `/en/team`, `/` + en → `/en`. No trailing slash,
 * matching Gatsby's `trailingSlash: 'never'` (Netlify serves `/en/` as well).
 */
export function localizedPath(path: string, language: Language): string {
  const base = unlocalizedPath(path.startsWith('/') ? path : `/${path}`);
  if (language === defaultLanguage) return base;
  if (base === '/') return `/${language}`;
  return base.startsWith('/#') ? `/${language}${base.slice(1)}` : `/${language}${base}`;
}

/** Internal links are site paths; anything with a scheme, protocol-relative or a file is external. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0] ?? '');
}

/**
 * The page context gatsby-plugin-react-i18next expects. Created pages pass all of it, so the plugin
 * recognises them as already localized and leaves them alone.
 */
export interface I18nPageContext {
  language: Language;
  i18n: {
    language: Language;
    languages: Language[];
    defaultLanguage: Language;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}

export function i18nContext(originalPath: string, language: Language): I18nPageContext {
  return {
    language,
    i18n: {
      language,
      languages: [...languages],
      defaultLanguage,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLanguage,
      originalPath,
      path: localizedPath(originalPath, language),
    },
  };
}
