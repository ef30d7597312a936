/**
 * The single source of truth for languages and localized paths. Every other module imports from
 * here; nothing else does string surgery on paths.
 */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

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
