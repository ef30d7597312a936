import { createTranslator, type TFunction, type Translator } from '../translation';
import type { LocaleData } from '../translate';

/** What gatsby-plugin-react-i18next passes to init() (plus options the translator has no use for). */
interface InitOptions {
  resources: Readonly<Record<string, Readonly<Record<string, LocaleData>>>>;
  lng: string;
  fallbackLng?: string;
  defaultNS?: string;
  fallbackNS?: readonly string[];
}

/**
 * Stands in for i18next in gatsby-plugin-react-i18next's page wrapper (see on-create-webpack-config.ts),
 * which calls createInstance(), init() and, when needed, changeLanguage(). Texts are looked up in the
 * page language, then the fallback language; in each, the page's namespace, then the fallback ones.
 */
function createInstance(): Translator & { init(options: InitOptions): void; changeLanguage(language: string): void } {
  let options: InitOptions = { resources: {}, lng: '' };
  let translator = createTranslator('', []);
  const translateInto = (language: string) => {
    const languages = [...new Set([language, options.fallbackLng ?? language])];
    const namespaces = [options.defaultNS ?? 'translation', ...(options.fallbackNS ?? [])];
    const sources = languages.flatMap((lng) =>
      namespaces.map((ns) => options.resources[lng]?.[ns]).filter((data): data is LocaleData => data !== undefined),
    );
    translator = createTranslator(language, sources);
  };
  return {
    get language() {
      return translator.language;
    },
    t: ((...args: Parameters<TFunction>) => translator.t(...args)) as TFunction,
    init(initOptions) {
      options = initOptions;
      translateInto(initOptions.lng);
    },
    changeLanguage: translateInto,
  };
}

export default { createInstance };
