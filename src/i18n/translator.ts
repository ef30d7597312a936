/**
 * A translator over the locale files, without React: the functions (netlify/shared/locale-texts.ts) read
 * the same texts as the pages, and a function bundle must not carry React for it. The pages' provider and
 * useTranslation() are in ./translation.tsx.
 */
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
