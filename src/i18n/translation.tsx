import { createContext, useContext, type ReactNode } from 'react';
import { translate, type InterpolationValues, type LocaleData } from './translate';

export interface TFunction {
  (key: string, values?: InterpolationValues): string;
  (key: string, options: { returnObjects: true }): unknown;
}

/** The texts of the page's language, with t() to read them. */
export interface Translator {
  readonly language: string;
  readonly t: TFunction;
}

/** A translator over the given locale data, searched in order (page language first). */
export function createTranslator(language: string, sources: readonly LocaleData[]): Translator {
  const t = ((key: string, valuesOrOptions?: InterpolationValues | { returnObjects: true }) =>
    valuesOrOptions && 'returnObjects' in valuesOrOptions && valuesOrOptions.returnObjects === true
      ? translate(sources, key, { returnObjects: true })
      : translate(sources, key, { values: valuesOrOptions as InterpolationValues | undefined })) as TFunction;
  return { language, t };
}

const TranslationContext = createContext<Translator | undefined>(undefined);

/**
 * Gives the page's texts to useTranslation(). gatsby-plugin-react-i18next renders it around every
 * page under the name I18nextProvider (see plugin-slim/), passing the translator as `i18n`.
 */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslationContext.Provider value={i18n}>{children}</TranslationContext.Provider>;
}

/** The page's texts: `const { t } = useTranslation(); t('nav.cta')`. */
export function useTranslation(): Translator {
  const translator = useContext(TranslationContext);
  if (translator === undefined) {
    throw new Error('useTranslation must be used within the translation provider (TranslationProvider)');
  }
  return translator;
}
