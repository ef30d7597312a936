import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from './languages';

const LanguageContext = createContext<Language | undefined>(undefined);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page being shown. */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (language === undefined) {
    throw new Error('useLanguage must be used within the language provider (LanguageProvider)');
  }
  return language;
}
