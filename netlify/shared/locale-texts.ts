/**
 * The site's texts for the function, from the same locale files the pages read (bundled with the
 * function): its answers to forms sent without JavaScript speak the visitor's language, the team's
 * mails German. A third language adds its file here; the type says so.
 */
import type { Language } from '../../src/i18n/languages';
import { type TFunction, createTranslator } from '../../src/i18n/translator';
import germanTexts from '../../content/locales/de/translation.json';
import englishTexts from '../../content/locales/en/translation.json';

export const texts: Record<Language, TFunction> = {
  de: createTranslator('de', [germanTexts]).t,
  en: createTranslator('en', [englishTexts]).t,
};

/** The team reads its mails in German, whatever the visitor's language. */
export const teamLanguage: Language = 'de';
