import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

export { type TFunction, type Translator, createTranslator } from './translator';

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
